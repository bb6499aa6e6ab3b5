import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as main from './index'
import * as server from './server'

// The guides' examples import only what the package exports (the examples' behaviour is tested
// in the hook tests and in hydration.test.tsx, which follows docs/guides/ssr.md).
const guides = ['react.md', 'ssr.md'].map((name) => ({
  name,
  text: readFileSync(new URL(`../../../docs/guides/${name}`, import.meta.url), 'utf8'),
}))

function imported(text: string, from: string): string[] {
  const names: string[] = []
  for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    if (match[2] !== from) continue
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/)[0]
      if (name) names.push(name)
    }
  }
  return names
}

describe('the guides', () => {
  for (const { name, text } of guides) {
    it(`${name} imports only real exports`, () => {
      const fromMain = imported(text, '@vitrine/react')
      const fromServer = imported(text, '@vitrine/react/server')
      expect(fromMain.length + fromServer.length).toBeGreaterThan(0)
      for (const n of fromMain) expect(Object.keys(main), n).toContain(n)
      for (const n of fromServer) expect(Object.keys(server), n).toContain(n)
    })
  }

  it('the server entry has no hook and no provider', () => {
    expect(Object.keys(server).filter((n) => n.startsWith('use') || n.endsWith('Provider'))).toEqual([])
  })
})

import { readFileSync } from 'node:fs'
import { format } from 'node:util'
import * as auth from '@vitrine/auth'
import * as core from '@vitrine/core'
import { createEmulator } from '@vitrine/emulator'
import { transform } from 'esbuild'
import { afterEach, expect, test, vi } from 'vitest'
import * as catalog from '../src/index'

// The examples of docs/guides/catalog.md run here, in order, against one emulator: a guide whose
// code stops working fails this test. Each ```ts block runs in its own scope, except the first
// (the setup), whose `shop` and `admin` clients the others share.

const GUIDE = new URL('../../../docs/guides/catalog.md', import.meta.url)
const MODULES: Record<string, Record<string, unknown>> = {
  '@vitrine/core': core,
  '@vitrine/auth': auth,
  '@vitrine/catalog': catalog,
}
const IMPORT = /^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'\s*\n/gm

function program(markdown: string): { names: string[]; values: unknown[]; body: string } {
  const blocks = [...markdown.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] ?? '')
  const bindings = new Map<string, unknown>()
  const bodies = blocks.map((block, i) => {
    const code = block.replace(IMPORT, (_, type: string | undefined, names: string, from: string) => {
      const module = MODULES[from]
      if (!module) throw new Error(`the guide imports ${from}, which this test does not provide`)
      if (type) return ''
      for (const name of names
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)) {
        if (!(name in module)) throw new Error(`${from} has no export ${name}`)
        bindings.set(name, module[name])
      }
      return ''
    })
    return i === 0 ? code : `{\n${code}\n}`
  })
  return { names: [...bindings.keys()], values: [...bindings.values()], body: bodies.join('\n') }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

test('the examples of the catalogue guide run against the emulator and print what the guide says', async () => {
  const markdown = readFileSync(GUIDE, 'utf8')
  const { names, values, body } = program(markdown)
  const { code } = await transform(body, { loader: 'ts', format: 'esm', target: 'es2022' })

  // The guide's clients use the global fetch at call time: point it at the emulator.
  vi.stubGlobal('fetch', createEmulator().fetch)
  const printed: string[] = []
  const console = { log: (...args: unknown[]) => printed.push(format(...args)) }
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>
  await new AsyncFunction(...names, 'console', code)(...values, console)

  // Each `console.log(...) // output` line of the guide printed that output (spacing aside), in order.
  const squeeze = (text: string) => text.replace(/\s+/g, '')
  const expected = [...markdown.matchAll(/console\.log\(.*\) \/\/ (.*)$/gm)].map((m) => squeeze(m[1] ?? ''))
  const seen = printed.map(squeeze).filter((line) => expected.includes(line))
  expect(seen).toEqual(expected)
})

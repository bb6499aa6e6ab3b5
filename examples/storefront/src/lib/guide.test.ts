// The SSR guide shows this shop's proxy.ts whole: the code a reader copies is the code the browser
// tests run (one anonymous grant per browser).
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'

it('the SSR guide shows proxy.ts as the shop runs it', () => {
  const guide = readFileSync(new URL('../../../../docs/guides/ssr.md', import.meta.url), 'utf8')
  const shown = /```ts\n\/\/ src\/proxy\.ts \(examples\/storefront\)\n([\s\S]*?)```/.exec(guide)?.[1]
  const file = readFileSync(new URL('../proxy.ts', import.meta.url), 'utf8')
  expect(shown).toBe(file)
})

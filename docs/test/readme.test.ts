// The README's quick start, run as written against the emulator over real HTTP: if the public
// API drifts from what the README promises, this fails.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createEmulator } from '@vitrine/emulator/node'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
const quickStart = /## Quick start\s+```ts\n([\s\S]*?)```/.exec(readme)?.[1]

const emulator = createEmulator()
let server: Awaited<ReturnType<typeof emulator.listen>>
beforeAll(async () => {
  server = await emulator.listen(0)
})
afterAll(() => server.close())

it('the README quick start runs as written and prints what its comment says', async () => {
  expect(quickStart, 'README has a "## Quick start" ts block').toBeDefined()
  expect(quickStart?.split('\n').filter((line) => line.trim() !== '').length).toBeLessThanOrEqual(17)
  const file = new URL(`./.quick-start-${process.pid}.ts`, import.meta.url)
  // Same code; only the emulator's port differs (the README's is the default 4010).
  writeFileSync(file, (quickStart ?? '').replaceAll('http://127.0.0.1:4010', server.url))
  const log = vi.spyOn(console, 'log').mockImplementation(() => {})
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {}) // no localStorage in Node: memory, with a warning
  try {
    await import(/* @vite-ignore */ file.href)
    const printed = log.mock.calls.map((call) => call.map(String).join(' '))
    const expected = /console\.log\(.*\) \/\/ (.*)$/m.exec(quickStart ?? '')?.[1]
    expect(printed).toEqual([expected?.replaceAll("'", '')])
  } finally {
    log.mockRestore()
    warn.mockRestore()
    rmSync(file, { force: true })
  }
})

import { readFileSync } from 'node:fs'
import * as auth from '@vitrine/auth'
import * as core from '@vitrine/core'
import { createEmulator } from '@vitrine/emulator'
import { codeBlocks, runBlocks } from '@vitrine/test-utils'
import { afterEach, expect, test, vi } from 'vitest'
import * as catalog from '../src/index'
import * as schemas from '../src/schemas'

// The examples of docs/guides/catalog.md run here, in order, against one emulator: a guide whose
// code stops working fails this test. Each ```ts block runs in its own scope, except the first
// (the setup), whose `shop` and `admin` clients the others share.

const GUIDE = new URL('../../../docs/guides/catalog.md', import.meta.url)

afterEach(() => {
  vi.unstubAllGlobals()
})

test('the examples of the catalogue guide run against the emulator and print what the guide says', async () => {
  const blocks = codeBlocks(readFileSync(GUIDE, 'utf8')).filter((block) => block.lang === 'ts')
  // The guide's clients use the global fetch at call time: point it at the emulator.
  vi.stubGlobal('fetch', createEmulator().fetch)
  const { printed, stated } = await runBlocks(
    blocks.map((block) => block.code),
    {
      modules: {
        '@vitrine/core': core,
        '@vitrine/auth': auth,
        '@vitrine/catalog': catalog,
        '@vitrine/catalog/schemas': schemas,
      },
    },
  )
  // Each `console.log(...) // output` line of the guide printed that output (spacing aside), in order.
  expect(stated.length).toBeGreaterThan(3)
  expect(printed.filter((line) => stated.includes(line))).toEqual(stated)
})

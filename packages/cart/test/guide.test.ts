import { readFileSync } from 'node:fs'
import * as auth from '@vitrine/auth'
import * as core from '@vitrine/core'
import { createEmulator } from '@vitrine/emulator'
import { codeBlocks, runBlocks } from '@vitrine/test-utils'
import { afterEach, expect, test, vi } from 'vitest'
import * as cart from '../src/index'
import * as schemas from '../src/schemas'
import { product, setup } from './helpers'

// The examples of docs/guides/cart.md run here, in order, against the emulator: a guide whose
// code stops working fails this test. Each ```ts block runs in its own scope, except the first
// (the setup), whose `client` the others share; `productId` is the Classic Tee of the demo store.

const GUIDE = new URL('../../../docs/guides/cart.md', import.meta.url)

afterEach(() => {
  vi.unstubAllGlobals()
})

test('the examples of the cart guide run against the emulator and print what the guide says', async () => {
  const blocks = codeBlocks(readFileSync(GUIDE, 'utf8')).filter((block) => block.lang === 'ts')
  const emulator = createEmulator()
  // The guide's client uses the global fetch at call time: point it at the emulator.
  vi.stubGlobal('fetch', emulator.fetch)
  const productId = (await product(setup({ emulator }).client, 'classic-tee')).id

  const { printed, stated } = await runBlocks(
    blocks.map((block) => block.code),
    {
      modules: {
        '@vitrine/core': core,
        '@vitrine/auth': auth,
        '@vitrine/cart': cart,
        '@vitrine/cart/schemas': schemas,
      },
      globals: { productId },
    },
  )

  // A `console.log(...) // output` line of the guide printed that output (spacing aside), in order.
  expect(stated.length).toBeGreaterThan(3)
  expect(printed.filter((line) => stated.includes(line))).toEqual(stated)
})

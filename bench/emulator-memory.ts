// Issue 11, point 5: the emulator's memory stays flat under load. Prints the heap growth after
// 100 000 anonymous grants while all of them are live (the goal: < 30 MB), then once they are
// idle past their lifetime and swept, and after 100 000 in-process SDK calls made without
// yielding, beside the same with yields. Figures only: nothing here fails on them.
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { oauth } from '@vitrine/auth'
import { currentCart } from '@vitrine/cart'
import { createClient } from '@vitrine/core'
import { createEmulator, DEMO_CLIENT_ID, STORES_APP_ID } from '@vitrine/emulator'
import { gc } from './collect'

const GRANTS = 100_000
const CALLS = 100_000
/** Goal of issue 11: heap growth after 100 000 anonymous grants, all of them still live. */
const GRANT_GOAL_MB = 30

const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/** Heap in use after full collections (finalisers get an event-loop turn first). */
async function heapMb(): Promise<number> {
  await yieldToLoop()
  gc()
  await yieldToLoop()
  gc()
  return process.memoryUsage().heapUsed / 1024 / 1024
}

async function grants(): Promise<Record<string, string>> {
  let skewMs = 0
  const emulator = createEmulator({ now: () => Date.now() + skewMs })
  const body = JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: 'anonymous' })
  const grant = async (): Promise<void> => {
    const response = await emulator.fetch('https://www.wixapis.com/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    if (response.status !== 200) throw new Error(`anonymous grant answered ${response.status}`)
    await response.arrayBuffer()
  }
  await grant()
  const before = await heapMb()
  const started = performance.now()
  for (let i = 0; i < GRANTS; i++) await grant()
  const seconds = (performance.now() - started) / 1000
  const live = (await heapMb()) - before
  // A week and a day later (the emulator's clock), the next request sweeps the idle visitors.
  skewMs = 8 * 86_400_000
  await grant()
  const swept = (await heapMb()) - before
  return {
    [`${GRANTS / 1000}k anonymous grants, all still live`]:
      `+${live.toFixed(1)} MB (goal < ${GRANT_GOAL_MB} MB) ${live < GRANT_GOAL_MB ? 'ok' : 'OVER GOAL'}; ` +
      `${Math.round((live * 1024 * 1024) / GRANTS)} B per visitor; ${Math.round(GRANTS / seconds)} grants/s`,
    [`${GRANTS / 1000}k anonymous grants, once idle past their lifetime`]: `+${swept.toFixed(1)} MB; ${emulator.state.visitors.size} visitor(s) kept`,
  }
}

/** 100 000 `cart.get()` calls through the SDK on `emulator.fetch`, yielding every `yieldEvery`. */
async function sdkCalls(yieldEvery: number): Promise<{ mb: number; seconds: number }> {
  const emulator = createEmulator()
  const client = createClient({
    host: emulator.origin,
    fetch: emulator.fetch,
    auth: oauth({ clientId: DEMO_CLIENT_ID }),
    modules: { cart: currentCart },
  })
  await client.cart.addItems({
    lineItems: [
      {
        catalogReference: { catalogItemId: '5eed0001-0000-4000-8000-000000000008', appId: STORES_APP_ID },
        quantity: 1,
      },
    ],
  })
  for (let i = 0; i < 500; i++) await client.cart.get()
  const before = await heapMb()
  const started = performance.now()
  for (let i = 1; i <= CALLS; i++) {
    await client.cart.get()
    if (i % yieldEvery === 0) await yieldToLoop()
  }
  const seconds = (performance.now() - started) / 1000
  return { mb: (await heapMb()) - before, seconds }
}

export async function benchEmulatorMemory(): Promise<Record<string, string>> {
  const figures = await grants()
  const yielding = await sdkCalls(100)
  const tight = await sdkCalls(Number.POSITIVE_INFINITY)
  const describe = (run: { mb: number; seconds: number }): string =>
    `${run.mb >= 0 ? '+' : ''}${run.mb.toFixed(1)} MB, ${run.seconds.toFixed(1)} s (${Math.round(CALLS / run.seconds)} calls/s)`
  figures[`${CALLS / 1000}k in-process SDK calls, yielding every 100`] = describe(yielding)
  const flat = tight.mb < 10
  const notSlower = tight.seconds <= yielding.seconds * 1.1
  figures[`${CALLS / 1000}k in-process SDK calls, never yielding`] =
    `${describe(tight)} (goal: flat, and no slower than with yields) ${flat && notSlower ? 'ok' : 'NOT MET'}`
  return figures
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [name, value] of Object.entries(await benchEmulatorMemory())) console.log(`${name}: ${value}`)
}

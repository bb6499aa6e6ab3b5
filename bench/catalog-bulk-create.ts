// `products.bulkCreate` against a bare loop of `products.create` at the same concurrency, 10 000
// creates each on a fresh in-process emulator (issue 23: goal ≤ 1.1×). Print-only: the figures
// depend on the machine and are never asserted.
import { performance } from 'node:perf_hooks'
import { apiKey } from '@vitrine/auth'
import { type ProductInput, products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { createEmulator, DEFAULT_ORIGIN, DEMO_API_KEY, DEMO_SITE_ID } from '@vitrine/emulator'

const CREATES = 10_000
/** Creates in flight, the same for both: bulkCreate's default. */
const CONCURRENCY = 4
/** Rounds of each, alternated; the best of each is compared (the first round warms the JIT). */
const ROUNDS = 2
const GOAL = 1.1

function client() {
  return createClient({
    host: DEFAULT_ORIGIN,
    fetch: createEmulator({ seed: 'empty' }).fetch,
    auth: apiKey({ key: DEMO_API_KEY, siteId: DEMO_SITE_ID }),
    modules: { products },
    retry: false,
  })
}

const inputs: ProductInput[] = Array.from({ length: CREATES }, (_, i) => ({
  name: `Product ${i}`,
  productType: 'physical',
  priceData: { price: (i % 500) + 0.99 },
}))

/** The loop an app writes without bulkCreate: `CONCURRENCY` workers calling create. */
async function bareLoop(): Promise<number> {
  const c = client()
  const start = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < inputs.length) await c.products.create(inputs[next++]!)
    }),
  )
  return performance.now() - start
}

async function bulk(): Promise<number> {
  const c = client()
  const start = performance.now()
  let progressCalls = 0
  const result = await c.products.bulkCreate(inputs, {
    concurrency: CONCURRENCY,
    onProgress: () => {
      progressCalls++
    },
  })
  const ms = performance.now() - start
  if (result.succeeded.length !== CREATES || progressCalls !== CREATES + 1)
    throw new Error(`bulkCreate made ${result.succeeded.length} products, ${result.failed.length} failed`)
  return ms
}

export async function benchCatalogBulkCreate(): Promise<Record<string, string>> {
  const loop: number[] = []
  const bulks: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    loop.push(await bareLoop())
    bulks.push(await bulk())
  }
  const bestLoop = Math.min(...loop)
  const bestBulk = Math.min(...bulks)
  const ratio = bestBulk / bestLoop
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s (${Math.round((CREATES / ms) * 1000)} creates/s)`
  return {
    [`bare create loop, ${CREATES} creates, ${CONCURRENCY} in flight`]: s(bestLoop),
    [`bulkCreate, ${CREATES} products, concurrency ${CONCURRENCY}, with progress`]: s(bestBulk),
    'bulkCreate / bare loop (best of 2 each)': `${ratio.toFixed(3)}× / goal ≤ ${GOAL}× ${ratio <= GOAL ? 'ok' : 'OVER'}`,
  }
}

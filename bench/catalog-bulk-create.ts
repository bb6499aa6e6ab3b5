// `products.bulkCreate` against a bare loop of `products.create` at the same concurrency, 10 000
// creates each on a fresh in-process emulator (issue 23: goal ≤ 1.1×). The ratio is of CPU time
// (`process.cpuUsage`: the work done, whatever else the machine runs), the median of interleaved
// rounds after a warm-up round of each; wall times are printed beside it. Print-only: the figures
// depend on the machine and are never asserted.
import { performance } from 'node:perf_hooks'
import { apiKey } from '@vitrine/auth'
import { type ProductInput, products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { createEmulator, DEFAULT_ORIGIN, DEMO_API_KEY, DEMO_SITE_ID } from '@vitrine/emulator'

const CREATES = 10_000
/** Creates in flight, the same for both: bulkCreate's default. */
const CONCURRENCY = 4
/** Measured rounds of each, alternated, after one warm-up round of each (the JIT). */
const ROUNDS = 3
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

/** Wall and CPU milliseconds of one run of `work`. */
interface Cost {
  wall: number
  cpu: number
}

async function cost(work: () => Promise<void>): Promise<Cost> {
  const cpu = process.cpuUsage()
  const start = performance.now()
  await work()
  const wall = performance.now() - start
  const used = process.cpuUsage(cpu)
  return { wall, cpu: (used.user + used.system) / 1000 }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1]!

/** The loop an app writes without bulkCreate: `CONCURRENCY` workers calling create. */
async function bareLoop(): Promise<Cost> {
  const c = client()
  return cost(async () => {
    let next = 0
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < inputs.length) await c.products.create(inputs[next++]!)
      }),
    )
  })
}

async function bulk(): Promise<Cost> {
  const c = client()
  let progressCalls = 0
  let made = 0
  let failed = 0
  const spent = await cost(async () => {
    const result = await c.products.bulkCreate(inputs, {
      concurrency: CONCURRENCY,
      onProgress: () => {
        progressCalls++
      },
    })
    made = result.succeeded.length
    failed = result.failed.length
  })
  if (made !== CREATES || progressCalls !== CREATES + 1)
    throw new Error(`bulkCreate made ${made} products, ${failed} failed`)
  return spent
}

export async function benchCatalogBulkCreate(): Promise<Record<string, string>> {
  await bareLoop()
  await bulk()
  const loop: Cost[] = []
  const bulks: Cost[] = []
  for (let round = 0; round < ROUNDS; round++) {
    loop.push(await bareLoop())
    bulks.push(await bulk())
  }
  const of = (costs: Cost[]) => ({
    wall: median(costs.map((c) => c.wall)),
    cpu: median(costs.map((c) => c.cpu)),
  })
  const bare = of(loop)
  const bulked = of(bulks)
  const ratio = bulked.cpu / bare.cpu
  const s = ({ wall, cpu }: Cost) =>
    `${(wall / 1000).toFixed(2)} s wall (${Math.round((CREATES / wall) * 1000)} creates/s), ${(cpu / 1000).toFixed(2)} s CPU`
  return {
    [`bare create loop, ${CREATES} creates, ${CONCURRENCY} in flight`]: s(bare),
    [`bulkCreate, ${CREATES} products, concurrency ${CONCURRENCY}, with progress`]: s(bulked),
    [`bulkCreate / bare loop, CPU (median of ${ROUNDS} interleaved)`]: `${ratio.toFixed(3)}× / goal ≤ ${GOAL}× ${ratio <= GOAL ? 'ok' : 'OVER'}`,
  }
}

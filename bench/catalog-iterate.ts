// Time to walk 10 000 products through paging on the in-process emulator (`pnpm bench`).
// Print-only: the figures depend on the machine and are never asserted.
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { apiKey } from '@vitrine/auth'
import { products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { base64url } from '@vitrine/core/module'
import { createEmulator, DEFAULT_ORIGIN, DEMO_API_KEY, DEMO_SITE_ID } from '@vitrine/emulator'

const PRODUCTS = 10_000
const PAGE = 100
/** Creates in flight while seeding (the emulator has no bulk-create call and no size option). */
const SEED_CONCURRENCY = 32

const ms = (value: number): number => Math.round(value * 10) / 10

/**
 * Seeds an empty emulator with 10 000 products through the create call, then times
 * `client.products.query().limit(100).iterate()` over all of them, and the same 100 page requests
 * sent with a bare `fetch`, to tell the SDK's share from the emulator's.
 */
export async function benchCatalogIterate(): Promise<Record<string, number>> {
  const emulator = createEmulator({ seed: 'empty' })
  const auth = apiKey({ key: DEMO_API_KEY, siteId: DEMO_SITE_ID })
  const client = createClient({
    host: DEFAULT_ORIGIN,
    fetch: emulator.fetch,
    auth,
    modules: { products },
    retry: false,
  })

  const seedStart = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: SEED_CONCURRENCY }, async () => {
      while (next < PRODUCTS) {
        const i = next++
        await client.products.create({
          name: `Product ${i}`,
          productType: 'physical',
          priceData: { price: (i % 500) + 0.99 },
        })
      }
    }),
  )
  const seedMs = performance.now() - seedStart

  const start = performance.now()
  let seen = 0
  for await (const _ of client.products.query().limit(PAGE).iterate()) seen++
  const iterateMs = performance.now() - start
  if (seen !== PRODUCTS) throw new Error(`iterated ${seen} products, expected ${PRODUCTS}`)

  const headers = await auth.getAuthHeaders()
  const rawStart = performance.now()
  let raw = 0
  for (let offset = 0; offset < PRODUCTS; offset += PAGE) {
    const payload = base64url(JSON.stringify({ query: { paging: { limit: PAGE, offset } } }))
    const url = `${DEFAULT_ORIGIN}/_api/catalog-reader-server/v1/products/query-platformized?.r=${payload}`
    const answer = (await (await emulator.fetch(new Request(url, { headers }))).json()) as {
      products: unknown[]
    }
    raw += answer.products.length
  }
  const rawMs = performance.now() - rawStart
  if (raw !== PRODUCTS) throw new Error(`raw paging saw ${raw} products, expected ${PRODUCTS}`)

  return {
    'catalog: iterate 10 000 products, 100 per page, in-process emulator (ms)': ms(iterateMs),
    'catalog: same 100 pages with a bare fetch (ms)': ms(rawMs),
    'catalog: products per second while iterating': Math.round(PRODUCTS / (iterateMs / 1000)),
    'catalog: seed 10 000 products through the create call (ms)': ms(seedMs),
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [name, value] of Object.entries(await benchCatalogIterate())) console.log(`${name}: ${value}`)
}

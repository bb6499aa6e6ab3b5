// Issue 11, point 6: walking a sorted and filtered catalogue page by page must cost the same per
// page whatever the catalogue's size. Seeds empty emulators with 1 000, 5 000 and 20 000 products
// (in-process create calls), then walks every page of a filtered, sorted query (100 per page, GET
// with `.r`, as the SDK sends it) and prints the milliseconds per page. Asserts nothing.
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { createEmulator, DEMO_API_KEY, DEMO_SITE_ID, type Emulator } from '@vitrine/emulator'

const SIZES = [1000, 5000, 20_000] as const
const PAGE = 100
/** Goal: per-page cost at 20 000 products within this factor of the cost at 1 000. */
const GOAL = 1.5
const OWNER = { authorization: DEMO_API_KEY, 'wix-site-id': DEMO_SITE_ID, 'content-type': 'application/json' }

async function seed(emulator: Emulator, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const response = await emulator.fetch('https://www.wixapis.com/stores/v1/products', {
      method: 'POST',
      headers: OWNER,
      body: JSON.stringify({
        product: { name: `Product ${i}`, productType: 'physical', priceData: { price: (i % 500) + 0.99 } },
      }),
    })
    if (response.status !== 200) throw new Error(`create answered ${response.status}`)
    await response.arrayBuffer()
  }
}

/**
 * Walks every page (or the first `maxPages`) of `price > 250, dearest first, then by name`;
 * returns the pages and the total ms.
 */
async function walk(
  emulator: Emulator,
  maxPages = Number.POSITIVE_INFINITY,
): Promise<{ pages: number; ms: number }> {
  const started = performance.now()
  let pages = 0
  for (let offset = 0; pages < maxPages; offset += PAGE) {
    const payload = {
      query: {
        filter: { 'priceData.price': { $gt: 250 } },
        sort: [
          { fieldName: 'price', order: 'DESC' },
          { fieldName: 'name', order: 'ASC' },
        ],
        paging: { limit: PAGE, offset },
      },
    }
    const r = Buffer.from(JSON.stringify(payload)).toString('base64url')
    const response = await emulator.fetch(
      `https://www.wixapis.com/stores-reader/v1/products/query-platformized?.r=${r}`,
      { headers: OWNER },
    )
    const body = (await response.json()) as { products: unknown[]; metadata: { total: number } }
    pages += 1
    if (offset + PAGE >= body.metadata.total) break
  }
  return { pages, ms: performance.now() - started }
}

/** Milliseconds per page at each size, and the ratio of the largest to the smallest. */
export async function benchEmulatorPaging(): Promise<Record<string, string>> {
  const figures: Record<string, string> = {}
  const perPage: number[] = []
  const firstPerPage: number[] = []
  // Warm the JIT on a small catalogue first: the figures are for a running emulator.
  const warm = createEmulator({ seed: 'empty' })
  await seed(warm, 500)
  for (let i = 0; i < 5; i++) await walk(warm)
  for (const size of SIZES) {
    const emulator = createEmulator({ seed: 'empty' })
    const seeding = performance.now()
    await seed(emulator, size)
    const seedMs = performance.now() - seeding
    // The first query after a catalogue change renders the catalogue once (cached until the next
    // change); that is not a paging cost, so it is timed apart.
    const first = await walk(emulator, 1)
    // The first walk also serialises each product the first time it is on a page; the second
    // walks a catalogue the emulator has already served (the steady state of a running shop).
    const firstWalk = await walk(emulator)
    const { pages, ms } = await walk(emulator)
    perPage.push(ms / pages)
    firstPerPage.push(firstWalk.ms / firstWalk.pages)
    figures[`${size} products`] =
      `${(ms / pages).toFixed(2)} ms per page (${pages} pages of ${PAGE}); first walk ` +
      `${(firstWalk.ms / firstWalk.pages).toFixed(2)} ms per page; first query after seeding ` +
      `${first.ms.toFixed(0)} ms; seeded in ${(seedMs / 1000).toFixed(1)} s`
  }
  const ratio = (perPage.at(-1) ?? 0) / (perPage[0] ?? 1)
  const firstRatio = (firstPerPage.at(-1) ?? 0) / (firstPerPage[0] ?? 1)
  figures['20 000 vs 1 000'] =
    `${ratio.toFixed(2)}× per page (first walk ${firstRatio.toFixed(2)}×; goal ≤ ${GOAL}×) ` +
    `${Math.max(ratio, firstRatio) <= GOAL ? 'ok' : 'OVER GOAL'}`
  return figures
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [name, value] of Object.entries(await benchEmulatorPaging()))
    console.log(`${name.padEnd(16)} ${value}`)
}

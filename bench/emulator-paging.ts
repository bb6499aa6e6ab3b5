// Issue 11, point 6: walking a sorted and filtered catalogue page by page must cost the same per
// page whatever the catalogue's size. Issue 24, point 5: a change to one product costs the same
// whatever the catalogue's size too (≤ 5 ms at 20 000 products). Seeds empty emulators with 1 000, 5 000 and 20 000 products
// (in-process create calls), then walks every page of a filtered, sorted query (100 per page, GET
// with `.r`, as the SDK sends it), fresh each time, and prints the milliseconds per page over at
// least 200 pages per size. Asserts nothing.
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { createEmulator, DEMO_API_KEY, DEMO_SITE_ID, type Emulator } from '@vitrine/emulator'
import { gc } from './collect'

const SIZES = [1000, 5000, 20_000] as const
const PAGE = 100
/** Goal: per-page cost at 20 000 products within this factor of the cost at 1 000. */
const GOAL = 1.5
/** Goal of issue 24, point 5: one product changed and read back at 20 000 products, in ms. */
const CHANGE_GOAL_MS = 5
/** Changes timed in a row per size. */
const CHANGES = 20

const OWNER = { authorization: DEMO_API_KEY, 'wix-site-id': DEMO_SITE_ID, 'content-type': 'application/json' }

/** Creates `count` products; returns the id of the first. */
async function seed(emulator: Emulator, count: number): Promise<string> {
  let first = ''
  for (let i = 0; i < count; i++) {
    const response = await emulator.fetch('https://www.wixapis.com/stores/v1/products', {
      method: 'POST',
      headers: OWNER,
      body: JSON.stringify({
        product: { name: `Product ${i}`, productType: 'physical', priceData: { price: (i % 500) + 0.99 } },
      }),
    })
    if (response.status !== 200) throw new Error(`create answered ${response.status}`)
    const { product } = (await response.json()) as { product: { id: string } }
    if (i === 0) first = product.id
  }
  return first
}

async function query(
  emulator: Emulator,
  payload: unknown,
): Promise<{ products: unknown[]; metadata: { total: number } }> {
  const r = Buffer.from(JSON.stringify(payload)).toString('base64url')
  const response = await emulator.fetch(
    `https://www.wixapis.com/stores-reader/v1/products/query-platformized?.r=${r}`,
    { headers: OWNER },
  )
  if (response.status !== 200) throw new Error(`query answered ${response.status}`)
  return (await response.json()) as { products: unknown[]; metadata: { total: number } }
}

/** Walks every page of `price > 250, dearest first, then by name`; returns the pages and the ms. */
async function walk(emulator: Emulator): Promise<{ pages: number; ms: number }> {
  const started = performance.now()
  let pages = 0
  for (let offset = 0; ; offset += PAGE) {
    const body = await query(emulator, {
      query: {
        filter: { 'priceData.price': { $gt: 250 } },
        sort: [
          { fieldName: 'price', order: 'DESC' },
          { fieldName: 'name', order: 'ASC' },
        ],
        paging: { limit: PAGE, offset },
      },
    })
    pages += 1
    if (offset + PAGE >= body.metadata.total) break
  }
  return { pages, ms: performance.now() - started }
}

/** Changes one product (a PATCH of its name); `label` makes the name new each time. */
async function change(emulator: Emulator, productId: string, label: string): Promise<void> {
  const patched = await emulator.fetch(`https://www.wixapis.com/stores/v1/products/${productId}`, {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify({ product: { id: productId, name: `Product 0 (${label})` } }),
  })
  if (patched.status !== 200) throw new Error(`update answered ${patched.status}`)
}

/**
 * Walks the catalogue fresh, at least `minPages` pages in all: before each walk one product
 * changes, so the emulator starts over (no page or selection of a former walk is reused); a
 * one-product query reads the changed catalogue and the garbage is collected, untimed, so a walk
 * pays for paging alone.
 */
async function freshWalks(emulator: Emulator, productId: string, minPages: number) {
  let pages = 0
  let ms = 0
  for (let round = 0; pages < minPages; round++) {
    await change(emulator, productId, `walk ${round}`)
    await query(emulator, { query: { paging: { limit: 1 } } })
    gc()
    const walked = await walk(emulator)
    pages += walked.pages
    ms += walked.ms
  }
  return { pages, ms }
}

/**
 * Issue 24, point 5: the cost of one change as a read-after-write loop sees it — a PATCH, then a
 * one-product query that reads the changed catalogue — averaged over `rounds` changes in a row,
 * with the garbage collections they cause (none forced). Before the catalogue was updated
 * incrementally, each read after a write re-rendered every product.
 */
async function changeCost(emulator: Emulator, productId: string, rounds: number): Promise<number> {
  gc()
  const started = performance.now()
  for (let round = 0; round < rounds; round++) {
    await change(emulator, productId, `change ${round}`)
    await query(emulator, { query: { paging: { limit: 1 } } })
  }
  return (performance.now() - started) / rounds
}

/** Milliseconds per page at each size, and the ratio of the largest to the smallest. */
export async function benchEmulatorPaging(): Promise<Record<string, string>> {
  const figures: Record<string, string> = {}
  const perPage: number[] = []
  let lastChangeMs = 0
  // Warm the JIT on a small catalogue first: the figures are for a running emulator.
  const warm = createEmulator({ seed: 'empty' })
  const warmId = await seed(warm, 500)
  await freshWalks(warm, warmId, 100)
  await changeCost(warm, warmId, CHANGES)
  for (const size of SIZES) {
    const emulator = createEmulator({ seed: 'empty' })
    const seeding = performance.now()
    const productId = await seed(emulator, size)
    const seedMs = performance.now() - seeding
    const { pages, ms } = await freshWalks(emulator, productId, 200)
    const changeMs = await changeCost(emulator, productId, CHANGES)
    const walks = Math.round((pages * PAGE) / (size / 2))
    perPage.push(ms / pages)
    lastChangeMs = changeMs
    figures[`${size} products`] =
      `${(ms / pages).toFixed(2)} ms per page (${pages} pages of ${PAGE} in ${walks} fresh walk(s)); ` +
      `${changeMs.toFixed(2)} ms per change (PATCH + a read of the changed catalogue, ${CHANGES} in a row); seeded in ${(seedMs / 1000).toFixed(1)} s`
  }
  figures['change at 20 000'] =
    `${lastChangeMs.toFixed(2)} ms per change (goal ≤ ${CHANGE_GOAL_MS} ms) ${lastChangeMs <= CHANGE_GOAL_MS ? 'ok' : 'OVER GOAL'}`
  const ratio = (perPage.at(-1) ?? 0) / (perPage[0] ?? 1)
  figures['20 000 vs 1 000'] =
    `${ratio.toFixed(2)}× per page (goal ≤ ${GOAL}×) ${ratio <= GOAL ? 'ok' : 'OVER GOAL'}`
  return figures
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [name, value] of Object.entries(await benchEmulatorPaging()))
    console.log(`${name.padEnd(16)} ${value}`)
}

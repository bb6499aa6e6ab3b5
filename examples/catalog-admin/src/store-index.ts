import type { Collection, Product } from '@vitrine/catalog'
import type { Page } from '@vitrine/core'
import type { AdminClient } from './client'
import type { MatchKey } from './desired-product'
import type { RateGate } from './rate-gate'
import { withRetry } from './retry'
import { runPool } from './run-pool'

/** The platform's built-in collection every product belongs to: implied, so never listed. */
export const ALL_PRODUCTS_COLLECTION_ID = '00000000-000000-000000-000000000001'
/** Most values in one `$in` lookup (and products on one page). */
const CHUNK = 100

/** What the store holds that an import needs, indexed the ways rows find products. */
export interface StoreIndex {
  byId: Map<string, Product>
  bySlug: Map<string, Product>
  /** A SKU may be on several products. */
  bySku: Map<string, Product[]>
  /** Every product, when the whole catalogue was read (`--prune`, or as cheap as the lookups). */
  all?: Product[]
  collectionsBySlug: Map<string, Collection>
  collectionSlugById: Map<string, string>
}

/** Adds a product to the indexes. */
export function indexProduct(index: StoreIndex, product: Product): void {
  index.byId.set(product.id, product)
  if (product.slug) index.bySlug.set(product.slug, product)
  if (product.sku) {
    const list = index.bySku.get(product.sku)
    if (list === undefined) index.bySku.set(product.sku, [product])
    else if (!list.some((p) => p.id === product.id)) list.push(product)
  }
}

/** Every item of a query, page by page, each page read with retries. */
async function collect<T>(first: () => Promise<Page<T>>, gate: RateGate): Promise<T[]> {
  return rest(await withRetry(first, { gate }), gate)
}

/** Every item of a query from its first page on, each further page read with retries. */
async function rest<T>(first: Page<T>, gate: RateGate): Promise<T[]> {
  let page = first
  const items = [...page.items]
  while (page.hasNext()) {
    const current = page
    page = await withRetry(() => current.next(), { gate })
    items.push(...page.items)
  }
  return items
}

/** An index with the store's collections (read once per run) and no products yet. */
export async function readCollections(client: AdminClient, gate: RateGate): Promise<StoreIndex> {
  const index: StoreIndex = {
    byId: new Map(),
    bySlug: new Map(),
    bySku: new Map(),
    collectionsBySlug: new Map(),
    collectionSlugById: new Map(),
  }
  for (const collection of await collect(() => client.collections.query().limit(CHUNK).find(), gate)) {
    if (!collection.slug || collection.id === ALL_PRODUCTS_COLLECTION_ID) continue
    index.collectionsBySlug.set(collection.slug, collection)
    index.collectionSlugById.set(collection.id, collection.slug)
  }
  return index
}

/**
 * Most products an import holds to plan against when it reads the whole catalogue once (about
 * 1 KB each): above it, the products of each batch are looked up instead, so that memory stays
 * flat whatever the store's size.
 */
export const HELD_PRODUCTS = 20_000

/** How many products the store has (one product read), `undefined` when the platform does not say. */
export async function storeSize(client: AdminClient, gate: RateGate): Promise<number | undefined> {
  const { total } = await withRetry(() => client.products.query().limit(1).find(), { gate })
  return total
}

/** The requests that reading the whole catalogue of `size` products takes. */
export const pagesOf = (size: number): number => Math.ceil(size / CHUNK)

/** How many `$in` lookups the keys take: 100 values of one kind (id, slug or SKU) each. */
export function lookupsOf(keys: Iterable<MatchKey>): number {
  const values = { id: new Set<string>(), slug: new Set<string>(), sku: new Set<string>() }
  for (const key of keys) values[key.by].add(key.value)
  return pagesOf(values.id.size) + pagesOf(values.slug.size) + pagesOf(values.sku.size)
}

/** A copy of `collections` (an index with no products) to put products in. */
function emptyIndex(collections: StoreIndex): StoreIndex {
  const index: StoreIndex = { ...collections, byId: new Map(), bySlug: new Map(), bySku: new Map() }
  delete index.all
  return index
}

/**
 * Reads the whole catalogue, page by page (each page retried on network errors, 429 and 5xx),
 * into a copy of `collections`: for `--prune`, or once for a whole import when that takes fewer
 * requests than looking its rows up (an empty store takes none).
 */
export async function readCatalogue(
  client: AdminClient,
  collections: StoreIndex,
  gate: RateGate,
  size?: number,
): Promise<StoreIndex> {
  const index = emptyIndex(collections)
  index.all = size === 0 ? [] : await collect(() => client.products.query().limit(CHUNK).find(), gate)
  for (const product of index.all) indexProduct(index, product)
  return index
}

/**
 * Looks up the products the keys name, 100 keys at a time with `$in` on id, slug and SKU
 * (`concurrency` in flight, each retried), into a copy of `collections`. An import calls it once
 * per batch of rows when the store is too large to read whole, so that it holds the products of
 * one batch, not of the whole file.
 */
export async function lookUpProducts(
  client: AdminClient,
  collections: StoreIndex,
  keys: readonly MatchKey[],
  options: { concurrency: number; gate: RateGate },
): Promise<StoreIndex> {
  const { gate } = options
  const index = emptyIndex(collections)
  const lookups: { field: MatchKey['by']; values: string[] }[] = []
  for (const field of ['id', 'slug', 'sku'] as const) {
    const values = [...new Set(keys.filter((k) => k.by === field).map((k) => k.value))]
    for (let i = 0; i < values.length; i += CHUNK) lookups.push({ field, values: values.slice(i, i + CHUNK) })
  }
  await runPool(lookups, options.concurrency, async ({ field, values }) => {
    const found = await collect(() => client.products.query().in(field, values).limit(CHUNK).find(), gate)
    for (const product of found) indexProduct(index, product)
  })
  return index
}

/** Finds one product by a key in the store (after a create whose answer was lost). */
export async function findProduct(
  client: AdminClient,
  by: 'slug' | 'sku',
  value: string,
  gate: RateGate,
): Promise<Product[]> {
  return collect(() => client.products.query().eq(by, value).limit(CHUNK).find(), gate)
}

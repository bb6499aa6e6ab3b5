// The catalogue as the server pages read it: public data, the same for every shopper, so it is
// read through ONE server-wide visitor (never a visitor per request) inside `'use cache'`
// functions. Each is tagged with the catalogue's cache tags (`catalogTags`), which the webhook
// route (`app/api/webhooks/route.ts`) revalidates when the platform reports a change; the
// `catalogue` cache life (next.config.ts) is the safety net when a delivery is missed.
import { serverVisitor } from '@vitrine/auth'
import { type Collection, catalogTags, collections, type Product, products } from '@vitrine/catalog'
import { ApplicationError, createClient } from '@vitrine/core'
import { cacheLife, cacheTag } from 'next/cache'
import { CLIENT_ID, PAGE_SIZE } from './config'
import { closestProducts, filterProducts, type ListingFilters, optionFacets, priceBounds } from './listing'
import { vitrineHost } from './server-config'

/**
 * At most this many products of a collection are read for one listing (100 per request): the
 * filters the platform cannot apply run on them. A listing that reaches it says so.
 */
export const LISTING_BOUND = 500

/** At most this many products (and collections) are listed in the sitemap and prerendered. */
const INDEX_BOUND = 5000

/** A slug longer than this names nothing: answered without asking the platform. */
const SLUG_MAX = 200

function makeCatalogueClient() {
  return createClient({
    host: vitrineHost(),
    auth: serverVisitor({ clientId: CLIENT_ID }),
    modules: { products, collections },
  })
}

let client: ReturnType<typeof makeCatalogueClient> | undefined

/** The server's one catalogue client, created on first use (nothing runs at import). */
function catalogue(): ReturnType<typeof makeCatalogueClient> {
  client ??= makeCatalogueClient()
  return client
}

/** The visible collections for the navigation (All Products first). */
export async function collectionsForNav(): Promise<Collection[]> {
  'use cache'
  cacheLife('catalogue')
  cacheTag(catalogTags.collections)
  const page = await catalogue().collections.query().ascending('name').limit(50).find()
  return page.items.filter((c) => c.visible !== false && c.slug)
}

/** A collection by slug, or `null` when there is none. */
export async function collectionBySlug(slug: string): Promise<Collection | null> {
  'use cache'
  cacheLife('catalogue')
  cacheTag(catalogTags.collections)
  if (slug.length > SLUG_MAX) return null
  try {
    const collection = await catalogue().collections.getBySlug(slug)
    if (collection.id) cacheTag(catalogTags.collection(collection.id))
    return collection
  } catch (error) {
    if (ApplicationError.is(error) && error.status === 404) return null
    throw error
  }
}

/**
 * A product by slug, or `null` when there is none (or it is hidden). Tagged with the product's
 * own tag and the products tag — a miss too, so that a product created with this slug gets its
 * page at once.
 */
export async function productBySlug(slug: string): Promise<Product | null> {
  'use cache'
  cacheLife('catalogue')
  cacheTag(catalogTags.products)
  if (slug.length > SLUG_MAX) return null
  const page = await catalogue().products.query().eq('slug', slug).limit(1).find()
  const product = page.items[0] ?? null
  if (product?.id) cacheTag(catalogTags.product(product.id))
  return product
}

/** What the sitemap lists and the build prerenders: every product's and collection's slug. */
export interface CatalogueIndex {
  products: { slug: string; lastUpdated: Date | undefined }[]
  collections: { slug: string }[]
}

/** Every visible product and collection (up to {@link INDEX_BOUND} each), by name. */
export async function catalogueIndex(): Promise<CatalogueIndex> {
  'use cache'
  cacheLife('catalogue')
  cacheTag(catalogTags.products, catalogTags.collections)
  const index: CatalogueIndex = { products: [], collections: [] }
  for await (const collection of catalogue().collections.query().limit(100).iterate()) {
    if (index.collections.length === INDEX_BOUND) break
    if (collection.slug && collection.visible !== false) index.collections.push({ slug: collection.slug })
  }
  for await (const product of catalogue().products.query().ascending('name').limit(100).iterate()) {
    if (index.products.length === INDEX_BOUND) break
    if (product.slug)
      index.products.push({ slug: product.slug, lastUpdated: product.lastUpdated ?? undefined })
  }
  return index
}

/** One page of a listing, and what its filter panel offers. */
export interface Listing {
  items: Product[]
  /** Products passing the filters. */
  total: number
  page: number
  pages: number
  /** The options of the products before the option filters (so a chosen value stays visible). */
  facets: ReturnType<typeof optionFacets>
  /** Lowest and highest price paid in the collection. */
  bounds: { min: number; max: number } | undefined
  /** Whether the collection has more products than {@link LISTING_BOUND}. */
  bounded: boolean
  /** Nothing matched the search word for word: the items are plurals and one-typo matches. */
  forgiving: boolean
  /** When nothing matches: products whose names are close to the search words. */
  suggestions: Product[]
}

/** The platform's order a listing starts from: by date for "Newest", else by name. */
function platformOrder(sort: ListingFilters['sort']): 'name' | 'newest' {
  return sort === 'newest' ? 'newest' : 'name'
}

/**
 * Every product of a collection (or of the store), up to {@link LISTING_BOUND}, in the platform's
 * order: cached, whatever filters a shopper then applies to it.
 */
async function productsOf(
  collectionId: string | undefined,
  order: 'name' | 'newest',
): Promise<{ items: Product[]; bounded: boolean }> {
  'use cache'
  cacheLife('catalogue')
  cacheTag(catalogTags.products)
  let query = catalogue().products.query().limit(100)
  if (collectionId) query = query.hasSome('collectionIds', [collectionId])
  query = order === 'newest' ? query.descending('lastUpdated') : query.ascending('name')
  const items: Product[] = []
  let bounded = false
  for await (const product of query.iterate()) {
    if (items.length === LISTING_BOUND) {
      bounded = true
      break
    }
    items.push(product)
  }
  return { items, bounded }
}

/** A page of the products of a collection (or the store) that pass the shopper's filters. */
export async function listing(
  collectionId: string | undefined,
  filters: ListingFilters & { page: number },
): Promise<Listing> {
  const { items, bounded } = await productsOf(collectionId, platformOrder(filters.sort))
  const { items: matching, forgiving } = filterProducts(items, filters)
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE))
  const page = Math.min(filters.page, pages)
  return {
    items: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total: matching.length,
    page,
    pages,
    facets: optionFacets(
      filterProducts(items, { ...filters, options: undefined, sort: undefined }).items,
      filters.options,
    ),
    bounds: priceBounds(items),
    bounded,
    forgiving,
    suggestions: matching.length === 0 ? closestProducts(items, filters.q) : [],
  }
}

/**
 * The products of a collection (or of the store), by name: what a product page picks its related
 * products from. Cached with the catalogue's tags (the listings' own cached read).
 */
export async function collectionProducts(collectionId: string | undefined): Promise<Product[]> {
  return (await productsOf(collectionId, 'name')).items
}

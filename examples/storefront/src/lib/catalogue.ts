// The catalogue as the server pages read it, through this request's client. React's `cache`
// shares one answer between a page and its metadata within a request; nothing is cached across
// requests, so a product imported or re-priced shows on the next render.
import type { Collection, Product } from '@vitrine/catalog'
import { ApplicationError } from '@vitrine/core'
import { cache } from 'react'
import { PAGE_SIZE } from './config'
import { applyFilters, type ListingFilters, optionFacets, priceBounds } from './listing'
import { catalogueClient } from './server-client'

/**
 * At most this many products of a collection are read for one listing (100 per request): the
 * filters the platform cannot apply run on them. A listing that reaches it says so.
 */
export const LISTING_BOUND = 500

/** The visible collections for the navigation (All Products first). */
export const collectionsForNav: () => Promise<Collection[]> = cache(async () => {
  const client = catalogueClient()
  const page = await client.collections.query().ascending('name').limit(50).find()
  return page.items.filter((c) => c.visible !== false && c.slug)
})

/** A collection by slug, or `null` when there is none. */
export const collectionBySlug: (slug: string) => Promise<Collection | null> = cache(async (slug: string) => {
  const client = catalogueClient()
  try {
    return await client.collections.getBySlug(slug)
  } catch (error) {
    if (ApplicationError.is(error) && error.status === 404) return null
    throw error
  }
})

/** A product by slug, or `null` when there is none (or it is hidden). */
export const productBySlug: (slug: string) => Promise<Product | null> = cache(async (slug: string) => {
  const client = catalogueClient()
  const page = await client.products.query().eq('slug', slug).limit(1).find()
  return page.items[0] ?? null
})

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
}

/** The platform's order a listing starts from: by date for "Newest", else by name. */
function platformOrder(sort: ListingFilters['sort']): 'name' | 'newest' {
  return sort === 'newest' ? 'newest' : 'name'
}

/**
 * Every product of a collection (or of the store), up to {@link LISTING_BOUND}, in the platform's
 * order. A collection's layout starts it, so that its page renders in the first HTML.
 */
const productsOf: (
  collectionId: string | undefined,
  order: 'name' | 'newest',
) => Promise<{ items: Product[]; bounded: boolean }> = cache(async (collectionId, order) => {
  const client = catalogueClient()
  let query = client.products.query().limit(100)
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
})

/** A page of the products of a collection (or the store) that pass the shopper's filters. */
export async function listing(
  collectionId: string | undefined,
  filters: ListingFilters & { page: number },
): Promise<Listing> {
  const { items, bounded } = await productsOf(collectionId, platformOrder(filters.sort))
  const matching = applyFilters(items, filters)
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE))
  const page = Math.min(filters.page, pages)
  return {
    items: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total: matching.length,
    page,
    pages,
    facets: optionFacets(applyFilters(items, { ...filters, options: undefined, sort: undefined })),
    bounds: priceBounds(items),
    bounded,
  }
}

import type { Collection } from '@vitrine/catalog'
import type { ReactNode } from 'react'
import { collectionsForNav, listing } from '../lib/catalogue'
import { filtersFrom, filtersQuery, type ListingFilters } from '../lib/listing'
import { ListingAddress } from './listing-navigation'
import { ProductListing } from './product-listing'

/** The search parameters of a listing page, as Next.js hands them over. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>

interface ListingPlace {
  path: string
  collection: Collection | undefined
  search?: boolean | undefined
  /** What comes above the listing and navigates with it (the search page's heading and box). */
  lead?: ReactNode
}

/** One collection (or all) with the given filters: cached catalogue data, filtered here. */
export async function ListingView({
  path,
  collection,
  search = false,
  lead,
  filters,
}: ListingPlace & { filters: ListingFilters & { page: number } }) {
  const [page, collections] = await Promise.all([
    listing(collection?.id ?? undefined, filters),
    collectionsForNav().catch(() => []),
  ])
  const links = collections.map((c) => ({
    href: c.slug === 'all-products' ? '/' : `/collections/${c.slug}`,
    name: c.name ?? c.slug ?? '',
    current: collection ? c.id === collection.id : c.slug === 'all-products' && !search,
  }))
  return (
    <ProductListing
      path={path}
      listing={page}
      filters={filters}
      collections={links}
      search={search}
      lead={lead}
    />
  )
}

/** The listing before any filter: what the prerendered listing pages show. */
export function DefaultListing(place: ListingPlace) {
  return <ListingView {...place} filters={filtersFrom({})} />
}

/**
 * The listing with the shopper's filters, which are request data (the URL's search parameters):
 * it renders per request, from cached catalogue data, on a listing's filtered route (a URL with a
 * filter parameter is rewritten there, see `filteredViewRewrites`), under the listing's address.
 */
export async function ListingBody({ searchParams, ...place }: ListingPlace & { searchParams: SearchParams }) {
  const filters = filtersFrom(await searchParams)
  return (
    <>
      <ListingAddress key={filtersQuery(filters)} path={place.path} />
      <ListingView {...place} filters={filters} />
    </>
  )
}

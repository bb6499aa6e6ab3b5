import type { Collection } from '@vitrine/catalog'
import { Suspense } from 'react'
import { collectionsForNav, listing } from '../lib/catalogue'
import { filtersFrom, type ListingFilters } from '../lib/listing'
import { GridSkeleton } from './grid-skeleton'
import { ProductListing } from './product-listing'

/** The search parameters of a listing page, as Next.js hands them over. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>

interface ListingPlace {
  path: string
  collection: Collection | undefined
  search?: boolean | undefined
}

/** One collection (or all) with the given filters: cached catalogue data, filtered here. */
async function ListingView({
  path,
  collection,
  search = false,
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
  return <ProductListing path={path} listing={page} filters={filters} collections={links} search={search} />
}

/** The listing with the shopper's filters, which are request data (the URL's search parameters). */
async function FilteredListing({ searchParams, ...place }: ListingPlace & { searchParams: SearchParams }) {
  return <ListingView {...place} filters={filtersFrom(await searchParams)} />
}

/**
 * The body of the home, collection and search pages: one collection (or all), filtered. The
 * filters come from the URL, so the filtered listing renders per request (from cached catalogue
 * data) behind Suspense; until it streams in, the page shows the prerendered default listing
 * (the search: placeholders), which is also what a browser without JavaScript keeps.
 */
export function ListingBody({
  searchParams,
  ...place
}: ListingPlace & {
  searchParams: SearchParams
}) {
  const fallback = place.search ? <GridSkeleton /> : <ListingView {...place} filters={filtersFrom({})} />
  return (
    <Suspense fallback={fallback}>
      <FilteredListing {...place} searchParams={searchParams} />
    </Suspense>
  )
}

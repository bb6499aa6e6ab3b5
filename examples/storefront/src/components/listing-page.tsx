import type { Collection } from '@vitrine/catalog'
import { collectionsForNav, listing } from '../lib/catalogue'
import { filtersFrom } from '../lib/listing'
import { ProductListing } from './product-listing'

/** The search parameters of a listing page, as Next.js hands them over. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** The body of the home, collection and search pages: one collection (or all), filtered. */
export async function ListingBody({
  path,
  collection,
  searchParams,
  search = false,
}: {
  path: string
  collection: Collection | undefined
  searchParams: SearchParams
  search?: boolean
}) {
  const filters = filtersFrom(await searchParams)
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

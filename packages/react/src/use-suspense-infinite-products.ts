'use client'
import {
  type InfiniteData,
  type UseSuspenseInfiniteQueryResult,
  useSuspenseInfiniteQuery,
} from '@tanstack/react-query'
import { infiniteProductsQueryOptions } from './infinite-products-query-options'
import type { PlainPage } from './plain-page'
import type { CatalogQuery, ProductOf, ProductsModuleOf } from './register'
import { useVitrine } from './vitrine-provider'

/**
 * {@link useInfiniteProducts} for React Suspense: suspends until the first page is loaded.
 *
 * @example
 * ```tsx
 * import { useSuspenseInfiniteProducts } from '@vitrine/react'
 *
 * function AllProducts() {
 *   const { data, fetchNextPage, hasNextPage } = useSuspenseInfiniteProducts((q) => q.ascending('name').limit(24))
 *   return (
 *     <>
 *       <Grid products={data.pages.flatMap((page) => page.items)} />
 *       {hasNextPage && <button onClick={() => fetchNextPage()}>Load more</button>}
 *     </>
 *   )
 * }
 * ```
 */
export function useSuspenseInfiniteProducts(
  query?: CatalogQuery<ProductsModuleOf>,
): UseSuspenseInfiniteQueryResult<InfiniteData<PlainPage<ProductOf>, number>, Error> {
  const { client } = useVitrine('useSuspenseInfiniteProducts')
  return useSuspenseInfiniteQuery(infiniteProductsQueryOptions(client, query))
}

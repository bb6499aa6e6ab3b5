'use client'
import { type InfiniteData, type UseInfiniteQueryResult, useInfiniteQuery } from '@tanstack/react-query'
import { infiniteProductsQueryOptions } from './infinite-products-query-options'
import type { PlainPage } from './plain-page'
import type { CatalogQuery, ProductOf, ProductsModuleOf } from './register'
import { useVitrine } from './vitrine-provider'

/**
 * Products page after page ("load more", infinite scroll): pages of the query's `limit`;
 * `fetchNextPage()` loads the next, `hasNextPage` says whether there is one.
 *
 * @example
 * ```tsx
 * import { useInfiniteProducts } from '@vitrine/react'
 *
 * function AllProducts() {
 *   const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = useInfiniteProducts((q) => q.limit(24))
 *   const products = data?.pages.flatMap((page) => page.items) ?? []
 *   return (
 *     <>
 *       <Grid products={products} />
 *       {hasNextPage && <button onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>Load more</button>}
 *     </>
 *   )
 * }
 * ```
 */
export function useInfiniteProducts(
  query?: CatalogQuery<ProductsModuleOf>,
): UseInfiniteQueryResult<InfiniteData<PlainPage<ProductOf>, number>, Error> {
  const { client } = useVitrine('useInfiniteProducts')
  return useInfiniteQuery(infiniteProductsQueryOptions(client, query))
}

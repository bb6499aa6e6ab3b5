'use client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { QueryHookOptions } from './hook-options'
import type { PlainPage } from './plain-page'
import { productsQueryOptions } from './products-query-options'
import type { CatalogQuery, ProductOf, ProductsModuleOf } from './register'
import { useVitrine } from './vitrine-provider'

/**
 * One page of products: the first 50, or what `query` asks for. The data is a {@link PlainPage}
 * (`items`, `total`, `hasNext`, …); page by changing `skip` (keep the previous page on screen
 * meanwhile with `placeholderData: keepPreviousData`), or use {@link useInfiniteProducts}.
 *
 * @param query - a function refining `client.products.query()` (or a builder).
 * @param options - TanStack Query options (`enabled`, `staleTime`, `placeholderData`, …).
 * @example
 * ```tsx
 * import { keepPreviousData } from '@tanstack/react-query'
 * import { useProducts } from '@vitrine/react'
 *
 * function Catalogue({ collectionId, page }: { collectionId?: string; page: number }) {
 *   const { data, isPending, error } = useProducts(
 *     (q) => (collectionId ? q.eq('collectionIds', collectionId) : q).ascending('name').limit(12).skip(page * 12),
 *     { placeholderData: keepPreviousData },
 *   )
 *   if (isPending) return <Spinner />
 *   if (error) return <p role="alert">{error.message}</p>
 *   return <Grid products={data.items} />
 * }
 * ```
 */
export function useProducts(
  query?: CatalogQuery<ProductsModuleOf>,
  options?: QueryHookOptions<PlainPage<ProductOf>>,
): UseQueryResult<PlainPage<ProductOf>, Error> {
  const { client } = useVitrine('useProducts')
  return useQuery({ ...productsQueryOptions(client, query), ...options })
}

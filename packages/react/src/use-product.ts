'use client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { QueryHookOptions } from './hook-options'
import { productQueryOptions } from './product-query-options'
import type { ProductOf } from './register'
import { useVitrine } from './vitrine-provider'

/**
 * One product by id or slug, in one request. `data` is `null` when there is no such product
 * (render your not-found page), and the query waits while `idOrSlug` is `undefined` (a route
 * parameter not known yet).
 *
 * @example
 * ```tsx
 * import { useProduct } from '@vitrine/react'
 *
 * function ProductPage({ slug }: { slug: string }) {
 *   const { data: product, isPending, error } = useProduct(slug)
 *   if (isPending) return <Spinner />
 *   if (error) return <p role="alert">{error.message}</p>
 *   if (product === null) return <p>No such product.</p>
 *   return <h1>{product.name}</h1>
 * }
 * ```
 */
export function useProduct(
  idOrSlug: string | undefined,
  options?: QueryHookOptions<ProductOf | null>,
): UseQueryResult<ProductOf | null, Error> {
  const { client } = useVitrine('useProduct')
  return useQuery({
    ...productQueryOptions(client, idOrSlug ?? ''),
    ...options,
    enabled: idOrSlug !== undefined && options?.enabled !== false,
  })
}

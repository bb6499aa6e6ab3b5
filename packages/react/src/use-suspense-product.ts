'use client'
import { type UseSuspenseQueryResult, useSuspenseQuery } from '@tanstack/react-query'
import { productQueryOptions } from './product-query-options'
import type { ProductOf } from './register'
import { useVitrine } from './vitrine-provider'

/**
 * {@link useProduct} for React Suspense: suspends until the product is loaded; `data` is the
 * product or `null`.
 *
 * @example
 * ```tsx
 * import { useSuspenseProduct } from '@vitrine/react'
 *
 * function ProductTitle({ slug }: { slug: string }) {
 *   const { data: product } = useSuspenseProduct(slug)
 *   if (product === null) return <p>No such product.</p>
 *   return <h1>{product.name}</h1>
 * }
 * ```
 */
export function useSuspenseProduct(idOrSlug: string): UseSuspenseQueryResult<ProductOf | null, Error> {
  const { client } = useVitrine('useSuspenseProduct')
  return useSuspenseQuery(productQueryOptions(client, idOrSlug))
}

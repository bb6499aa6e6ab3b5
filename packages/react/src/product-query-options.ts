import { findOne } from './find-one'
import { detailKey } from './query-keys'
import type { ProductOf, RegisteredClient } from './register'
import { type VitrineQueryOptions, vitrineQueryOptions } from './vitrine-query-options'

/**
 * The query of one product by id or slug (`null` when there is none), with the key `useProduct`
 * uses.
 *
 * @example
 * ```tsx
 * // A Next.js page (a Server Component):
 * import { productQueryOptions } from '@vitrine/react/server'
 * import { notFound } from 'next/navigation'
 *
 * export default async function ProductPage({ params }: { params: Promise<{ slug: string }> }) {
 *   const product = await queryClient.fetchQuery(productQueryOptions(client, (await params).slug))
 *   if (product === null) notFound()
 *   return <h1>{product.name}</h1>
 * }
 * ```
 */
export function productQueryOptions<C extends object = RegisteredClient>(
  client: C,
  idOrSlug: string,
): VitrineQueryOptions<ProductOf<C> | null> {
  return vitrineQueryOptions(detailKey('products', idOrSlug), ({ signal }) =>
    findOne<ProductOf<C>>(client, 'products', idOrSlug, signal),
  )
}

'use client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { collectionQueryOptions } from './collection-query-options'
import type { QueryHookOptions } from './hook-options'
import type { CollectionOf } from './register'
import { useVitrine } from './vitrine-provider'

/**
 * One collection by id or slug, in one request; `data` is `null` when there is none. Waits while
 * `idOrSlug` is `undefined`.
 *
 * @example
 * ```tsx
 * import { useCollection, useProducts } from '@vitrine/react'
 *
 * function CollectionPage({ slug }: { slug: string }) {
 *   const { data: collection } = useCollection(slug)
 *   const { data: page } = useProducts((q) => q.eq('collectionIds', collection?.id ?? '').limit(12), {
 *     enabled: !!collection,
 *   })
 *   return (
 *     <>
 *       <h1>{collection?.name}</h1>
 *       {page && <Grid products={page.items} />}
 *     </>
 *   )
 * }
 * ```
 */
export function useCollection(
  idOrSlug: string | undefined,
  options?: QueryHookOptions<CollectionOf | null>,
): UseQueryResult<CollectionOf | null, Error> {
  const { client } = useVitrine('useCollection')
  return useQuery({
    ...collectionQueryOptions(client, idOrSlug ?? ''),
    ...options,
    enabled: idOrSlug !== undefined && options?.enabled !== false,
  })
}

'use client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { collectionsQueryOptions } from './collections-query-options'
import type { QueryHookOptions } from './hook-options'
import type { PlainPage } from './plain-page'
import type { CatalogQuery, CollectionOf, CollectionsModuleOf } from './register'
import { useVitrine } from './vitrine-provider'

/**
 * One page of collections (the first 50, or what `query` asks for), e.g. for a collection filter.
 *
 * @example
 * ```tsx
 * import { useCollections } from '@vitrine/react'
 *
 * function CollectionFilter() {
 *   const { data } = useCollections((q) => q.ascending('name'))
 *   return (
 *     <select aria-label="Collection">
 *       {data?.items.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
 *     </select>
 *   )
 * }
 * ```
 */
export function useCollections(
  query?: CatalogQuery<CollectionsModuleOf>,
  options?: QueryHookOptions<PlainPage<CollectionOf>>,
): UseQueryResult<PlainPage<CollectionOf>, Error> {
  const { client } = useVitrine('useCollections')
  return useQuery({ ...collectionsQueryOptions(client, query), ...options })
}

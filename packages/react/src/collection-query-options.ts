import { findOne } from './find-one'
import { vitrineKeys } from './query-keys'
import type { CollectionOf, RegisteredClient } from './register'
import { shareStructure } from './share-structure'
import type { VitrineQueryOptions } from './vitrine-query-options'

/**
 * The query of one collection by id or slug (`null` when there is none), with the key
 * `useCollection` uses.
 *
 * @example
 * ```ts
 * import { collectionQueryOptions } from '@vitrine/react'
 *
 * await queryClient.prefetchQuery(collectionQueryOptions(client, 'summer'))
 * ```
 */
export function collectionQueryOptions<C extends object = RegisteredClient>(
  client: C,
  idOrSlug: string,
): VitrineQueryOptions<CollectionOf<C> | null> {
  return {
    queryKey: vitrineKeys.collection(idOrSlug) as never,
    queryFn: ({ signal }) => findOne<CollectionOf<C>>(client, 'collections', idOrSlug, signal),
    retry: false,
    structuralSharing: shareStructure,
  }
}

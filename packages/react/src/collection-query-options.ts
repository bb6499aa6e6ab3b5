import { findOne } from './find-one'
import { detailKey } from './query-keys'
import type { CollectionOf, RegisteredClient } from './register'
import { type VitrineQueryOptions, vitrineQueryOptions } from './vitrine-query-options'

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
  return vitrineQueryOptions(detailKey('collections', idOrSlug), ({ signal }) =>
    findOne<CollectionOf<C>>(client, 'collections', idOrSlug, signal),
  )
}

import type { QueryBuilder } from '@vitrine/core'
import { builderOf, type PlainPage, plainPage } from './plain-page'
import { pageKey } from './query-keys'
import type { CatalogQuery, CollectionOf, CollectionsModuleOf, RegisteredClient } from './register'
import { type VitrineQueryOptions, vitrineQueryOptions } from './vitrine-query-options'

/**
 * The query of one page of collections, with the key `useCollections` uses.
 *
 * @example
 * ```ts
 * import { collectionsQueryOptions } from '@vitrine/react'
 *
 * await queryClient.prefetchQuery(collectionsQueryOptions(client, (q) => q.ascending('name')))
 * ```
 */
export function collectionsQueryOptions<C extends object = RegisteredClient>(
  client: C,
  query?: CatalogQuery<CollectionsModuleOf<C>>,
): VitrineQueryOptions<PlainPage<CollectionOf<C>>> {
  const builder = builderOf<QueryBuilder<CollectionOf<C>, object>>(
    client,
    'collections',
    query,
    'Collections queries',
  )
  return vitrineQueryOptions(pageKey('collections', builder.build()), ({ signal }) =>
    builder.find({ signal }).then(plainPage),
  )
}

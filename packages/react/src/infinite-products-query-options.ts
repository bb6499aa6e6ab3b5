import type { QueryBuilder } from '@vitrine/core'
import { builderOf, type PlainPage, plainPage } from './plain-page'
import { vitrineKeys } from './query-keys'
import type { CatalogQuery, ProductOf, ProductsModuleOf, RegisteredClient } from './register'
import { shareStructure } from './share-structure'
import type { VitrineInfiniteQueryOptions } from './vitrine-query-options'

/**
 * The infinite query of products ("load more"): pages of the query's `limit`, from its `skip`
 * on, with the key `useInfiniteProducts` uses.
 *
 * @example
 * ```ts
 * import { infiniteProductsQueryOptions } from '@vitrine/react'
 *
 * await queryClient.prefetchInfiniteQuery(infiniteProductsQueryOptions(client, (q) => q.limit(12)))
 * ```
 */
export function infiniteProductsQueryOptions<C extends object = RegisteredClient>(
  client: C,
  query?: CatalogQuery<ProductsModuleOf<C>>,
): VitrineInfiniteQueryOptions<PlainPage<ProductOf<C>>> {
  const builder = builderOf<QueryBuilder<ProductOf<C>, object>>(client, 'products', query, 'Products queries')
  const spec = builder.build()
  return {
    queryKey: vitrineKeys.infiniteProducts(spec) as never,
    queryFn: ({ signal, pageParam }) => builder.skip(pageParam).find({ signal }).then(plainPage),
    initialPageParam: spec.paging.offset,
    getNextPageParam: (last) => (last.hasNext ? last.offset + last.items.length : undefined),
    retry: false,
    structuralSharing: shareStructure,
  }
}

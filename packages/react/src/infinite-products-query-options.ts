import { type InfiniteData, infiniteQueryOptions, type QueryKey } from '@tanstack/react-query'
import type { QueryBuilder } from '@vitrine/core'
import { builderOf, type PlainPage, plainPage } from './plain-page'
import { infiniteProductsKey } from './query-keys'
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
  const queryFn = ({ signal, pageParam }: { signal: AbortSignal; pageParam: number }) =>
    builder.skip(pageParam).find({ signal }).then(plainPage)
  const getNextPageParam = (last: PlainPage<ProductOf<C>>) =>
    last.hasNext ? last.offset + last.items.length : undefined
  // The spread keeps `queryFn` and `getNextPageParam` as narrow as they are (TanStack's own type
  // has `queryFn` optional and `getNextPageParam` with four parameters).
  return {
    ...infiniteQueryOptions<
      PlainPage<ProductOf<C>>,
      Error,
      InfiniteData<PlainPage<ProductOf<C>>, number>,
      QueryKey,
      number
    >({
      queryKey: infiniteProductsKey(spec),
      queryFn,
      initialPageParam: spec.paging.offset,
      getNextPageParam,
      retry: false,
      structuralSharing: shareStructure,
    }),
    queryFn,
    getNextPageParam,
  }
}

import type { QueryBuilder } from '@vitrine/core'
import { builderOf, type PlainPage, plainPage } from './plain-page'
import { pageKey } from './query-keys'
import type { CatalogQuery, ProductOf, ProductsModuleOf, RegisteredClient } from './register'
import { type VitrineQueryOptions, vitrineQueryOptions } from './vitrine-query-options'

/**
 * The query of one page of products, for prefetching on a server or before a navigation, with
 * the same key `useProducts` uses for the same query.
 *
 * @param client - a client with the `products` module of `@vitrine/catalog`.
 * @param query - a builder, or a function refining `client.products.query()`; default: the first 50.
 * @example
 * ```ts
 * import { productsQueryOptions } from '@vitrine/react'
 *
 * await queryClient.prefetchQuery(productsQueryOptions(client, (q) => q.ascending('name').limit(12)))
 * ```
 */
export function productsQueryOptions<C extends object = RegisteredClient>(
  client: C,
  query?: CatalogQuery<ProductsModuleOf<C>>,
): VitrineQueryOptions<PlainPage<ProductOf<C>>> {
  const builder = builderOf<QueryBuilder<ProductOf<C>, object>>(client, 'products', query, 'Products queries')
  return vitrineQueryOptions(pageKey('products', builder.build()), ({ signal }) =>
    builder.find({ signal }).then(plainPage),
  )
}

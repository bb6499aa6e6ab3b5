import type { DataTag, InfiniteData } from '@tanstack/react-query'
import type { QuerySpec } from '@vitrine/core'
import type { PlainPage } from './plain-page'
import type { CartOf, CollectionOf, ProductOf, SessionRole } from './register'

/** What a server knows of the visitor's session, dehydrated for the first render in the browser. */
export interface SessionSnapshot {
  /** The role. */
  role: SessionRole
}

/** The query keys of {@link vitrineKeys}. */
export interface VitrineKeys {
  /** Every Vitrine query: `['vitrine']`. */
  readonly all: readonly ['vitrine']
  /** The session's role, as prefetched on a server for hydration. */
  session(): DataTag<readonly ['vitrine', 'session'], SessionSnapshot>
  /** The current cart (`null`: the visitor has none yet). */
  cart(): DataTag<readonly ['vitrine', 'cart'], CartOf | null>
  /** Every products query (a prefix, to invalidate them all). */
  products(): readonly ['vitrine', 'products']
  /** One page of one products query (`spec` is `builder.build()`). */
  products(
    spec: QuerySpec,
  ): DataTag<readonly ['vitrine', 'products', 'page', QuerySpec], PlainPage<ProductOf>>
  /** An infinite list of products, starting at the paging of `spec`. */
  infiniteProducts(
    spec: QuerySpec,
  ): DataTag<
    readonly ['vitrine', 'products', 'infinite', QuerySpec],
    InfiniteData<PlainPage<ProductOf>, number>
  >
  /** One product, by the id or slug it was asked by (`null`: there is none). */
  product(idOrSlug: string): DataTag<readonly ['vitrine', 'product', string], ProductOf | null>
  /** Every collections query (a prefix). */
  collections(): readonly ['vitrine', 'collections']
  /** One page of one collections query. */
  collections(
    spec: QuerySpec,
  ): DataTag<readonly ['vitrine', 'collections', 'page', QuerySpec], PlainPage<CollectionOf>>
  /** One collection, by the id or slug it was asked by (`null`: there is none). */
  collection(idOrSlug: string): DataTag<readonly ['vitrine', 'collection', string], CollectionOf | null>
}

/**
 * The stable query keys of every Vitrine hook, for prefetching, reading and invalidating the
 * TanStack Query cache yourself. Keys are plain data: a catalogue query is identified by what its
 * builder compiles to (`builder.build()`: filter, sort, paging). The key of one query is tagged
 * with its data type, so `queryClient.getQueryData(vitrineKeys.cart())` is typed.
 *
 * @example
 * ```ts
 * import { vitrineKeys } from '@vitrine/react'
 *
 * // After an admin action, refetch every product list and product page:
 * await queryClient.invalidateQueries({ queryKey: vitrineKeys.products() })
 * await queryClient.invalidateQueries({ queryKey: ['vitrine', 'product'] })
 *
 * // The cart as the hooks see it:
 * const cart = queryClient.getQueryData(vitrineKeys.cart())
 * ```
 */
export const vitrineKeys: VitrineKeys = {
  all: ['vitrine'],
  session: () => ['vitrine', 'session'] as never,
  cart: () => ['vitrine', 'cart'] as never,
  products: ((spec?: QuerySpec) =>
    spec === undefined ? ['vitrine', 'products'] : ['vitrine', 'products', 'page', spec]) as never,
  infiniteProducts: (spec) => ['vitrine', 'products', 'infinite', spec] as never,
  product: (idOrSlug) => ['vitrine', 'product', idOrSlug] as never,
  collections: ((spec?: QuerySpec) =>
    spec === undefined ? ['vitrine', 'collections'] : ['vitrine', 'collections', 'page', spec]) as never,
  collection: (idOrSlug) => ['vitrine', 'collection', idOrSlug] as never,
}

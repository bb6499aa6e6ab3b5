import { type DataTag, type InfiniteData, type QueryKey, queryOptions } from '@tanstack/react-query'
import type { QuerySpec } from '@vitrine/core'
import type { PlainPage } from './plain-page'
import type { CartOf, CollectionOf, ProductOf, SessionRole } from './register'

/** What a server knows of the visitor's session, dehydrated for the first render in the browser. */
export interface SessionSnapshot {
  /** The role. */
  role: SessionRole
}

/** The cart writes of `useCart`, each a TanStack mutation keyed `['vitrine', 'cart', name]`. */
export type CartMutationName =
  | 'addItems'
  | 'removeItems'
  | 'setQuantity'
  | 'applyCoupon'
  | 'removeCoupon'
  | 'checkout'

/** Every {@link CartMutationName}, in the order of the actions. */
export const CART_MUTATIONS: readonly CartMutationName[] = [
  'addItems',
  'removeItems',
  'setQuantity',
  'applyCoupon',
  'removeCoupon',
  'checkout',
]

// The keys as plain tuples: `vitrineKeys` tags them with the registered client's types, the
// query options with the types of the client they are given (TanStack's `queryOptions` tags them).
/** `['vitrine', 'session']`. */
export const sessionKey = (): readonly ['vitrine', 'session'] => ['vitrine', 'session']
/** `['vitrine', 'cart']`. */
export const cartKey = (): readonly ['vitrine', 'cart'] => ['vitrine', 'cart']
/** `['vitrine', entity, 'page', spec]`: one page of a catalogue query. */
export const pageKey = <E extends 'products' | 'collections'>(
  entity: E,
  spec: QuerySpec,
): readonly ['vitrine', E, 'page', QuerySpec] => ['vitrine', entity, 'page', spec]
/** `['vitrine', 'products', 'infinite', spec]`. */
export const infiniteProductsKey = (
  spec: QuerySpec,
): readonly ['vitrine', 'products', 'infinite', QuerySpec] => ['vitrine', 'products', 'infinite', spec]
/** `['vitrine', entity, 'detail', idOrSlug]`: one item, under its entity's prefix. */
export const detailKey = <E extends 'products' | 'collections'>(
  entity: E,
  idOrSlug: string,
): readonly ['vitrine', E, 'detail', string] => ['vitrine', entity, 'detail', idOrSlug]

/** Tags a key with the type of its data, as TanStack's `queryOptions` does (no cast). */
function tagged<T, K extends QueryKey>(queryKey: K): DataTag<K, T, Error> {
  return queryOptions<T, Error, T, K>({ queryKey }).queryKey
}

/**
 * The query and mutation keys of {@link vitrineKeys}: one hierarchy under `['vitrine']`, where
 * each entity's queries (its pages, its infinite lists, its single items) share one prefix.
 *
 * ```text
 * ['vitrine']
 * ├─ ['vitrine', 'session']
 * ├─ ['vitrine', 'cart']                      (the cart query; its writes: ['vitrine', 'cart', name])
 * ├─ ['vitrine', 'products']
 * │  ├─ ['vitrine', 'products', 'page', spec]
 * │  ├─ ['vitrine', 'products', 'infinite', spec]
 * │  └─ ['vitrine', 'products', 'detail', idOrSlug]
 * └─ ['vitrine', 'collections']
 *    ├─ ['vitrine', 'collections', 'page', spec]
 *    └─ ['vitrine', 'collections', 'detail', idOrSlug]
 * ```
 */
export interface VitrineKeys {
  /** Every Vitrine query: `['vitrine']`. */
  readonly all: readonly ['vitrine']
  /** The session's role, as prefetched on a server for hydration. */
  session(): DataTag<readonly ['vitrine', 'session'], SessionSnapshot, Error>
  /** The current cart (`null`: the visitor has none yet). Also the prefix of the cart's mutation keys. */
  cart(): DataTag<readonly ['vitrine', 'cart'], CartOf | null, Error>
  /** The mutation key of one cart write, for `useIsMutating` and `useMutationState`. */
  cartMutation<N extends CartMutationName>(name: N): readonly ['vitrine', 'cart', N]
  /** Every products query, pages, infinite lists and single products alike (a prefix, to invalidate them all). */
  products(): readonly ['vitrine', 'products']
  /** One page of one products query (`spec` is `builder.build()`). */
  products(
    spec: QuerySpec,
  ): DataTag<readonly ['vitrine', 'products', 'page', QuerySpec], PlainPage<ProductOf>, Error>
  /** An infinite list of products, starting at the paging of `spec`. */
  infiniteProducts(
    spec: QuerySpec,
  ): DataTag<
    readonly ['vitrine', 'products', 'infinite', QuerySpec],
    InfiniteData<PlainPage<ProductOf>, number>,
    Error
  >
  /** Every single-product query (a prefix): `['vitrine', 'products', 'detail']`. */
  product(): readonly ['vitrine', 'products', 'detail']
  /** One product, by the id or slug it was asked by (`null`: there is none). */
  product(
    idOrSlug: string,
  ): DataTag<readonly ['vitrine', 'products', 'detail', string], ProductOf | null, Error>
  /** Every collections query (a prefix). */
  collections(): readonly ['vitrine', 'collections']
  /** One page of one collections query. */
  collections(
    spec: QuerySpec,
  ): DataTag<readonly ['vitrine', 'collections', 'page', QuerySpec], PlainPage<CollectionOf>, Error>
  /** Every single-collection query (a prefix): `['vitrine', 'collections', 'detail']`. */
  collection(): readonly ['vitrine', 'collections', 'detail']
  /** One collection, by the id or slug it was asked by (`null`: there is none). */
  collection(
    idOrSlug: string,
  ): DataTag<readonly ['vitrine', 'collections', 'detail', string], CollectionOf | null, Error>
}

function products(): readonly ['vitrine', 'products']
function products(spec: QuerySpec): ReturnType<VitrineKeys['products']>
function products(spec?: QuerySpec): QueryKey {
  return spec ? tagged<PlainPage<ProductOf>, QueryKey>(pageKey('products', spec)) : ['vitrine', 'products']
}

function product(): readonly ['vitrine', 'products', 'detail']
function product(
  idOrSlug: string,
): DataTag<readonly ['vitrine', 'products', 'detail', string], ProductOf | null, Error>
function product(idOrSlug?: string): QueryKey {
  return idOrSlug === undefined
    ? ['vitrine', 'products', 'detail']
    : tagged<ProductOf | null, QueryKey>(detailKey('products', idOrSlug))
}

function collections(): readonly ['vitrine', 'collections']
function collections(spec: QuerySpec): ReturnType<VitrineKeys['collections']>
function collections(spec?: QuerySpec): QueryKey {
  return spec
    ? tagged<PlainPage<CollectionOf>, QueryKey>(pageKey('collections', spec))
    : ['vitrine', 'collections']
}

function collection(): readonly ['vitrine', 'collections', 'detail']
function collection(
  idOrSlug: string,
): DataTag<readonly ['vitrine', 'collections', 'detail', string], CollectionOf | null, Error>
function collection(idOrSlug?: string): QueryKey {
  return idOrSlug === undefined
    ? ['vitrine', 'collections', 'detail']
    : tagged<CollectionOf | null, QueryKey>(detailKey('collections', idOrSlug))
}

/**
 * The key factory of every Vitrine hook, for prefetching, reading and invalidating the TanStack
 * Query cache yourself: one hierarchy (see {@link VitrineKeys}), so a prefix invalidates
 * everything under it. Keys are plain data: a catalogue query is identified by what its builder
 * compiles to (`builder.build()`: filter, sort, paging). The key of one query is tagged with its
 * data type, so `queryClient.getQueryData(vitrineKeys.cart())` is typed.
 *
 * @example
 * ```ts
 * import { vitrineKeys } from '@vitrine/react'
 *
 * // After an admin action, refetch every product list and product page:
 * await queryClient.invalidateQueries({ queryKey: vitrineKeys.products() })
 * // Only the product pages:
 * await queryClient.invalidateQueries({ queryKey: vitrineKeys.product() })
 *
 * // The cart as the hooks see it:
 * const cart = queryClient.getQueryData(vitrineKeys.cart())
 * ```
 */
export const vitrineKeys: VitrineKeys = {
  all: ['vitrine'],
  session: () => tagged<SessionSnapshot, ReturnType<typeof sessionKey>>(sessionKey()),
  cart: () => tagged<CartOf | null, ReturnType<typeof cartKey>>(cartKey()),
  cartMutation: (name) => ['vitrine', 'cart', name],
  products,
  infiniteProducts: (spec) =>
    tagged<InfiniteData<PlainPage<ProductOf>, number>, ReturnType<typeof infiniteProductsKey>>(
      infiniteProductsKey(spec),
    ),
  product,
  collections,
  collection,
}

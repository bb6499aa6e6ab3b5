/**
 * `@vitrine/react/server`: what a server (a Next.js Server Component, a route handler, an SSR
 * entry) calls to prefetch queries and serialise the state the page's `VitrineProvider` takes over.
 *
 * @packageDocumentation
 */
// @vitrine/react/server: what a server (a Next.js Server Component, a route handler, an SSR
// entry) calls to prefetch and serialise. Nothing here touches React or its context, and this
// entry is not marked 'use client', so Server Components can call it.
export {
  type CartQueryOptions,
  type CartRefetchOptions,
  cartQueryOptions,
} from './cart-query-options'
export { collectionQueryOptions } from './collection-query-options'
export { collectionsQueryOptions } from './collections-query-options'
export { VitrineUsageError } from './errors'
export { infiniteProductsQueryOptions } from './infinite-products-query-options'
export type { PlainPage } from './plain-page'
export { productQueryOptions } from './product-query-options'
export { productsQueryOptions } from './products-query-options'
export type { SessionSnapshot } from './query-keys'
export { type VitrineKeys, vitrineKeys } from './query-keys'
export { parseState, serializeState } from './serialize-state'
export { sessionQueryOptions } from './session-query-options'
export type { VitrineInfiniteQueryOptions, VitrineQueryOptions } from './vitrine-query-options'

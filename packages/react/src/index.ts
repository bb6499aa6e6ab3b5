/**
 * `@vitrine/react`: `VitrineProvider` and hooks on TanStack Query for a storefront in React: the
 * catalogue (`useProducts`, `useProduct`, `useCollections`, …), the cart with optimistic writes
 * (`useCart`) and the session with its login flows (`useSession`). Query options and keys for
 * TanStack's own hooks and for prefetching.
 *
 * @packageDocumentation
 */
// The public surface of @vitrine/react. Internal: the optimistic cart layer (cart-store), the
// id-or-slug lookup (find-one), structural sharing (share-structure) and module checks (errors).
export {
  type CartMutationData,
  type CartMutationOption,
  type CartMutationOptions,
  type CartMutationVariables,
  type CheckoutStarted,
  type CheckoutUrls,
  type CheckoutVariables,
  cartMutationOptions,
} from './cart-mutation-options'
export type { CartMutations } from './cart-mutations'
export {
  type CartQueryOptions,
  type CartRefetchOptions,
  cartQueryOptions,
} from './cart-query-options'
export { collectionQueryOptions } from './collection-query-options'
export { collectionsQueryOptions } from './collections-query-options'
export { VitrineUsageError } from './errors'
export type { QueryHookOptions } from './hook-options'
export { infiniteProductsQueryOptions } from './infinite-products-query-options'
export type { PlainPage } from './plain-page'
export { productQueryOptions } from './product-query-options'
export { productsQueryOptions } from './products-query-options'
export { type CartMutationName, type SessionSnapshot, type VitrineKeys, vitrineKeys } from './query-keys'
export type {
  ArgumentOf,
  BuilderOf,
  CartModuleOf,
  CartModuleShape,
  CartOf,
  CartShape,
  CatalogModuleShape,
  CatalogQuery,
  CollectionOf,
  CollectionsModuleOf,
  DefaultClient,
  ItemOf,
  ItemShape,
  LineItemShape,
  MethodOf,
  ModuleOf,
  ProductOf,
  ProductsModuleOf,
  Register,
  RegisteredClient,
  ResultOf,
  SessionChangeShape,
  SessionOf,
  SessionRole,
  SessionShape,
} from './register'
export { parseState, serializeState } from './serialize-state'
export { sessionQueryOptions } from './session-query-options'
export { type CartActions, type CartResult, type UseCartOptions, useCart } from './use-cart'
export { useCollection } from './use-collection'
export { useCollections } from './use-collections'
export { useInfiniteProducts } from './use-infinite-products'
export { useProduct } from './use-product'
export { useProducts } from './use-products'
export { type SessionMutation, type SessionState, useSession } from './use-session'
export { useSuspenseCollection } from './use-suspense-collection'
export { useSuspenseInfiniteProducts } from './use-suspense-infinite-products'
export { useSuspenseProduct } from './use-suspense-product'
export { useSuspenseProducts } from './use-suspense-products'
// Internal: the provider's context value (with the optimistic cart layer) and `useVitrine`.
export { useClient, VitrineProvider, type VitrineProviderProps } from './vitrine-provider'
export type { VitrineInfiniteQueryOptions, VitrineQueryOptions } from './vitrine-query-options'

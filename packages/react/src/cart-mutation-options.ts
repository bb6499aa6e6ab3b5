import type { QueryClient, UseMutationOptions } from '@tanstack/react-query'
import { cartStoreOf } from './cart-store'
import { type CartMutationName, vitrineKeys } from './query-keys'
import type { ArgumentOf, CartModuleOf, CartOf, MethodOf, RegisteredClient } from './register'

/** Where the hosted checkout sends the buyer back (the session's `checkoutUrl` options). */
export interface CheckoutUrls {
  /** Where to go when the checkout ends or is abandoned. */
  postFlowUrl?: string | undefined
  /** The thank-you page after a successful order. */
  thankYouPageUrl?: string | undefined
}

/** What the `checkout` write resolves to. */
export interface CheckoutStarted {
  /** The new checkout. */
  checkoutId: string
  /** The hosted checkout page: send the buyer there (`location.assign(checkoutUrl)`). */
  checkoutUrl: string
}

/** The variables of the `checkout` mutation. */
export interface CheckoutVariables<C = RegisteredClient> {
  /** Where the hosted checkout returns. */
  urls?: CheckoutUrls | undefined
  /** The checkout request's options (`client.cart.createCheckout`'s argument). */
  request?: ArgumentOf<MethodOf<CartModuleOf<C>, 'createCheckout'>> | undefined
}

/** The variables of each cart mutation (what `mutate` takes). */
export interface CartMutationVariables<C = RegisteredClient> {
  /** The items to add (`client.cart.addItems`'s argument). */
  addItems: ArgumentOf<MethodOf<CartModuleOf<C>, 'addItems'>>
  /** The line item ids to remove. */
  removeItems: readonly string[]
  /** The line item and its new quantity (`0` removes it). */
  setQuantity: { lineItemId: string; quantity: number }
  /** The coupon code. */
  applyCoupon: string
  /** Nothing: `removeCoupon.mutate()`. */
  // biome-ignore lint/suspicious/noConfusingVoidType: `void` lets `removeCoupon.mutate()` be called without variables
  removeCoupon: void
  /** Where the checkout returns, and the checkout request's options (both optional). */
  // biome-ignore lint/suspicious/noConfusingVoidType: `void` lets `checkout.mutate()` be called without variables
  checkout: CheckoutVariables<C> | void
}

/** What each cart mutation resolves to: the cart after it, or the started checkout. */
export interface CartMutationData<C = RegisteredClient> {
  /** The cart after the write. */
  addItems: CartOf<C>
  /** The cart after the write. */
  removeItems: CartOf<C>
  /** The cart after the write. */
  setQuantity: CartOf<C>
  /** The cart after the write. */
  applyCoupon: CartOf<C>
  /** The cart after the write. */
  removeCoupon: CartOf<C>
  /** The checkout and its hosted page. */
  checkout: CheckoutStarted
}

/** The TanStack mutation options of one cart write, keyed `['vitrine', 'cart', name]`. */
export type CartMutationOption<N extends CartMutationName, C = RegisteredClient> = UseMutationOptions<
  CartMutationData<C>[N],
  Error,
  CartMutationVariables<C>[N]
> & {
  /** `['vitrine', 'cart', name]` (see {@link vitrineKeys}). */
  mutationKey: readonly ['vitrine', 'cart', N]
  /** Makes the write: optimistic at once, in line behind the writes made before it. */
  mutationFn: (variables: CartMutationVariables<C>[N]) => Promise<CartMutationData<C>[N]>
}

/** What {@link cartMutationOptions} returns: the mutation options of every cart write. */
export type CartMutationOptions<C = RegisteredClient> = {
  readonly [N in CartMutationName]: CartMutationOption<N, C>
}

/**
 * The cart writes as TanStack mutation options (`mutationOptions` factories), for `useMutation`
 * in your own components. They make the same writes as `useCart`'s actions, through the same
 * optimistic layer: a write shows at once, reaches the platform in the order it was made (one
 * session's writes one after the other), and rolls back alone when it fails. Their keys,
 * `['vitrine', 'cart', name]`, let `useIsMutating` and `useMutationState` (and the devtools) see
 * every cart write, `useCart`'s included.
 *
 * `networkMode` is `'always'`: the client, not TanStack, decides what an offline write does (it
 * rejects with a `NetworkError`).
 *
 * @param client - the client given to `VitrineProvider`.
 * @param queryClient - the query client the provider uses.
 * @example
 * ```tsx
 * import { useMutation, useQueryClient } from '@tanstack/react-query'
 * import { cartMutationOptions, useClient } from '@vitrine/react'
 *
 * function AddToCart({ productId }: { productId: string }) {
 *   const add = useMutation(cartMutationOptions(useClient(), useQueryClient()).addItems)
 *   return (
 *     <button
 *       disabled={add.isPending}
 *       onClick={() => add.mutate({ lineItems: [{ catalogReference: { catalogItemId: productId }, quantity: 1 }] })}
 *     >
 *       {add.isError ? 'Try again' : 'Add to cart'}
 *     </button>
 *   )
 * }
 * ```
 */
export function cartMutationOptions<C extends object = RegisteredClient>(
  client: C,
  queryClient: QueryClient,
): CartMutationOptions<C> {
  const writes = cartWrites<C>(client, queryClient)
  const option = <N extends CartMutationName>(name: N): CartMutationOption<N, C> => ({
    mutationKey: vitrineKeys.cartMutation(name),
    mutationFn: writes[name],
    networkMode: 'always',
  })
  return {
    addItems: option('addItems'),
    removeItems: option('removeItems'),
    setQuantity: option('setQuantity'),
    applyCoupon: option('applyCoupon'),
    removeCoupon: option('removeCoupon'),
    checkout: option('checkout'),
  }
}

/** Each cart write as one function of its mutation variables, made through the client's optimistic layer. */
export type CartWrites<C = RegisteredClient> = {
  readonly [N in CartMutationName]: (
    variables: CartMutationVariables<C>[N],
  ) => Promise<CartMutationData<C>[N]>
}

/** The cart writes of `client` in `queryClient` (they start at once when called). */
export function cartWrites<C extends object = RegisteredClient>(
  client: C,
  queryClient: QueryClient,
): CartWrites<C> {
  // The optimistic layer works on the cart's structural shape; these are the registered types.
  const actions = cartStoreOf(client, queryClient).actions as unknown as Typed<C>
  return {
    addItems: (items) => actions.addItems(items),
    removeItems: (lineItemIds) => actions.removeItems(lineItemIds),
    setQuantity: ({ lineItemId, quantity }) => actions.setQuantity(lineItemId, quantity),
    applyCoupon: (code) => actions.applyCoupon(code),
    removeCoupon: () => actions.removeCoupon(),
    checkout: (variables) => actions.checkout(variables?.urls, variables?.request),
  }
}

/** The optimistic layer's actions with the registered client's types. */
interface Typed<C> {
  addItems(items: CartMutationVariables<C>['addItems']): Promise<CartOf<C>>
  removeItems(lineItemIds: readonly string[]): Promise<CartOf<C>>
  setQuantity(lineItemId: string, quantity: number): Promise<CartOf<C>>
  applyCoupon(code: string): Promise<CartOf<C>>
  removeCoupon(): Promise<CartOf<C>>
  checkout(urls: CheckoutUrls | undefined, request: CheckoutVariables<C>['request']): Promise<CheckoutStarted>
}

'use client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useEffect, useReducer, useRef } from 'react'
import {
  type CheckoutStarted,
  type CheckoutUrls,
  cartMutationOptions,
  cartWrites,
} from './cart-mutation-options'
import { type CartMutations, type CartMutationsRuntime, createCartMutations } from './cart-mutations'
import { cartRefetchOptions } from './cart-query-options'
import type { CartStore } from './cart-store'
import { vitrineKeys } from './query-keys'
import type { ArgumentOf, CartModuleOf, CartOf, MethodOf, RegisteredClient, ResultOf } from './register'
import { shareStructure } from './share-structure'
import { useVitrine } from './vitrine-provider'

/**
 * The cart actions of {@link useCart}. Each is awaitable and resolves to the cart after it (or
 * rejects with the client's typed error). Writes show at once (optimistic) and roll back alone
 * when they fail; they reach the platform one after the other in the order they were made, so
 * fast clicks are never dropped. Each write is a TanStack mutation (see {@link CartMutations}).
 * The functions are stable: the same on every render of a component.
 */
export interface CartActions<C = RegisteredClient> {
  /**
   * Adds items (creating the cart when there is none). An item already in the cart with the same
   * variant gets its quantity increased; a new one shows at once with a temporary id that
   * `setQuantity` and `removeItems` accept.
   *
   * @example
   * ```tsx
   * import { useCart } from '@vitrine/react'
   *
   * function AddToCart({ productId }: { productId: string }) {
   *   const { addItems } = useCart()
   *   const add = () => addItems({ lineItems: [{ catalogReference: { catalogItemId: productId }, quantity: 1 }] })
   *   return <button onClick={add}>Add to cart</button>
   * }
   * ```
   */
  addItems(items: ArgumentOf<MethodOf<CartModuleOf<C>, 'addItems'>>): Promise<CartOf<C>>
  /**
   * Removes line items by line item id.
   *
   * @example
   * ```tsx
   * import { useCart } from '@vitrine/react'
   *
   * function RemoveLine({ lineItemId }: { lineItemId: string }) {
   *   const { removeItems } = useCart()
   *   return <button onClick={() => removeItems([lineItemId])}>Remove</button>
   * }
   * ```
   */
  removeItems(lineItemIds: readonly string[]): Promise<CartOf<C>>
  /**
   * Sets the quantity of one line item; `0` removes it. Rejects with an `InvalidInputError`
   * (field `quantity`) for a negative or fractional quantity, before anything changes.
   *
   * @example
   * ```tsx
   * import { useCart } from '@vitrine/react'
   *
   * function MoreOf({ lineItemId, quantity }: { lineItemId: string; quantity: number }) {
   *   const { setQuantity } = useCart()
   *   return <button onClick={() => setQuantity(lineItemId, quantity + 1)}>+</button>
   * }
   * ```
   */
  setQuantity(lineItemId: string, quantity: number): Promise<CartOf<C>>
  /**
   * Applies a coupon code; a code the platform refuses rejects (an `ApplicationError`) and the
   * cart shows what it showed before.
   *
   * @example
   * ```tsx
   * import { useCart } from '@vitrine/react'
   * import { useState } from 'react'
   *
   * function Coupon() {
   *   const { applyCoupon } = useCart()
   *   const [message, setMessage] = useState('')
   *   const apply = (code: string) =>
   *     applyCoupon(code).then(
   *       () => setMessage('Applied'),
   *       (error: unknown) => setMessage(error instanceof Error ? error.message : 'Not applied'),
   *     )
   *   return <button onClick={() => apply('SAVE10')}>{message || 'Use SAVE10'}</button>
   * }
   * ```
   */
  applyCoupon(code: string): Promise<CartOf<C>>
  /**
   * Removes the coupon.
   *
   * @example
   * ```tsx
   * import { useCart } from '@vitrine/react'
   *
   * function RemoveCoupon() {
   *   const { removeCoupon } = useCart()
   *   return <button onClick={() => removeCoupon()}>Remove the coupon</button>
   * }
   * ```
   */
  removeCoupon(): Promise<CartOf<C>>
  /**
   * Computes totals (shipping options and the chosen one, pickup points, tax, discounts) for an
   * address. Changes nothing.
   *
   * @example
   * ```tsx
   * import { useCart } from '@vitrine/react'
   * import { useState } from 'react'
   *
   * function ShippingToNewYork() {
   *   const { estimateTotals } = useCart()
   *   const [total, setTotal] = useState<string>()
   *   const estimate = async () => {
   *     const estimate = await estimateTotals({ shippingAddress: { country: 'US', subdivision: 'US-NY', postalCode: '10001' } })
   *     setTotal(estimate.priceSummary?.total?.formattedAmount)
   *   }
   *   return <button onClick={estimate}>{total ?? 'Estimate the total'}</button>
   * }
   * ```
   */
  estimateTotals(
    request?: ArgumentOf<MethodOf<CartModuleOf<C>, 'estimateTotals'>>,
  ): Promise<ResultOf<MethodOf<CartModuleOf<C>, 'estimateTotals'>>>
  /**
   * Starts a checkout from the cart and resolves to the hosted checkout page's URL, which comes
   * back to `thankYouPageUrl` (or `postFlowUrl`) when the buyer is done.
   *
   * @example
   * ```tsx
   * import { useCart } from '@vitrine/react'
   *
   * function CheckOut() {
   *   const { checkout } = useCart()
   *   const go = async () => {
   *     const { checkoutUrl } = await checkout({ thankYouPageUrl: `${location.origin}/thank-you` })
   *     location.assign(checkoutUrl)
   *   }
   *   return <button onClick={go}>Check out</button>
   * }
   * ```
   */
  checkout(
    urls?: CheckoutUrls,
    request?: ArgumentOf<MethodOf<CartModuleOf<C>, 'createCheckout'>>,
  ): Promise<CheckoutStarted>
}

/**
 * What {@link useCart} returns: TanStack Query's result for the cart (`data`, `isPending`,
 * `isSuccess`, `error`, `isFetching`, `refetch`, …, the same fields as `useQuery`), with the
 * {@link CartActions}, `isUpdating` and the writes' `mutations` beside it. `data` is the cart (or
 * what `select` made of it), `null` while the visitor has no cart, `undefined` until loaded; it
 * includes the writes in flight.
 */
export type CartResult<T, C = RegisteredClient> = UseQueryResult<T, Error> &
  CartActions<C> & {
    /** `true` while a cart write is in flight (any component's). */
    readonly isUpdating: boolean
    /**
     * Each cart write of this component as TanStack's `useMutation` result (`isPending`, `error`,
     * `data`, `variables`, `reset`, `mutate`, `mutateAsync`): `mutations.applyCoupon.error` is the
     * last coupon this component applied that was refused. The component re-renders for a
     * mutation only once it has read it.
     */
    readonly mutations: CartMutations<C>
  }

/** Options of {@link useCart}. */
export interface UseCartOptions<T, C = RegisteredClient> {
  /**
   * Picks what the component needs from the cart; it then re-renders only when that changes
   * (e.g. the quantity of one product, or the number of items for a badge).
   */
  select?: ((cart: CartOf<C> | null) => T) | undefined
}

/**
 * The current cart and its actions: TanStack Query's result (`data`, `isPending`, `error`, …)
 * with the actions beside it.
 *
 * The component re-renders only for what it reads: `const { addItems } = useCart()` never
 * re-renders when the cart changes (a product card), `const { data } = useCart()` does, and
 * `useCart({ select })` re-renders only when the selected value changes. Read the fields by
 * destructuring or property access; spreading the result reads them all.
 *
 * The cart is refetched when the visitor logs in or out (in this tab or another), when another
 * tab changes it, and (TanStack's defaults) when the window regains focus. A visitor with no cart
 * yet is not asked again on focus, mount or reconnect (the platform would answer 404 every time):
 * only a write here or in another tab can create their cart, and both refetch it.
 *
 * @example
 * ```tsx
 * import { useCart } from '@vitrine/react'
 *
 * function CartBadge() {
 *   const { data: count = 0 } = useCart({
 *     select: (cart) => cart?.lineItems?.reduce((n, line) => n + (line.quantity ?? 0), 0) ?? 0,
 *   })
 *   return <span aria-label={`${count} items in cart`}>{count}</span>
 * }
 *
 * function AddToCart({ productId }: { productId: string }) {
 *   const { addItems } = useCart()
 *   return (
 *     <button onClick={() => addItems({ lineItems: [{ catalogReference: { catalogItemId: productId }, quantity: 1 }] })}>
 *       Add to cart
 *     </button>
 *   )
 * }
 * ```
 */
export function useCart<T = CartOf | null>(options: UseCartOptions<T> = {}): CartResult<T> {
  const { client, queryClient, cart: store } = useVitrine('useCart')
  const query = useQuery({
    ...cartRefetchOptions(client),
    queryKey: vitrineKeys.cart(),
    queryFn: ({ signal }) => store.fetch(signal),
    retry: false,
    structuralSharing: shareStructure,
    select: options.select as ((cart: unknown) => T) | undefined,
  })
  // `isUpdating` subscribes the component only once it has been read.
  const tracksWrites = useRef(false)
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  useEffect(
    () =>
      store.subscribe(() => {
        if (tracksWrites.current) rerender()
      }),
    [store],
  )
  const own = useRef<Own | null>(null)
  if (own.current?.store !== store) {
    const mutations = createCartMutations(
      queryClient,
      cartMutationOptions(client, queryClient),
      cartWrites(client, queryClient),
      rerender,
    )
    own.current = { store, mutations, actions: actionsOf(mutations, store) }
  }
  const { mutations, actions } = own.current
  // A mutation subscribes the component only once it has been read (see createCartMutations).
  useEffect(() => mutations.connect(), [mutations])
  // TanStack's result tracks which fields a component reads (its getters) and re-renders it only
  // when one of those changes. Copying the fields would read them all, so the result forwards
  // each field to TanStack's getter instead, and the actions sit beside them.
  const result: Record<string, unknown> = { ...actions }
  for (const key of Object.keys(query)) {
    Object.defineProperty(result, key, {
      enumerable: true,
      get: () => query[key as keyof typeof query],
    })
  }
  Object.defineProperty(result, 'mutations', { enumerable: true, value: mutations.results })
  Object.defineProperty(result, 'isUpdating', {
    enumerable: true,
    get: () => {
      tracksWrites.current = true
      return store.writing() > 0
    },
  })
  // TanStack re-renders a component for every change of a query whose result it has read
  // nothing of; reading `refetch` (which never changes) makes it re-render only for the fields
  // the component reads through the getters (tracked properties).
  void query.refetch
  return result as unknown as CartResult<T>
}

/** What one `useCart` keeps across renders. */
interface Own {
  store: CartStore
  mutations: CartMutationsRuntime
  actions: CartActions
}

/** The actions of one `useCart`: each write goes through its mutation. */
function actionsOf(mutations: CartMutationsRuntime, store: CartStore): CartActions {
  return {
    addItems: (items) => mutations.mutate('addItems', items),
    removeItems: (lineItemIds) => mutations.mutate('removeItems', lineItemIds),
    setQuantity: (lineItemId, quantity) => mutations.mutate('setQuantity', { lineItemId, quantity }),
    applyCoupon: (code) => mutations.mutate('applyCoupon', code),
    removeCoupon: () => mutations.mutate('removeCoupon', undefined),
    // Not a write: it changes nothing, so it is no mutation.
    estimateTotals: store.actions.estimateTotals as CartActions['estimateTotals'],
    checkout: (urls, request) => mutations.mutate('checkout', { urls, request }),
  }
}

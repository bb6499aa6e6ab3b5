/**
 * What creating a checkout resolves to.
 *
 * @module
 */

/**
 * What {@link CurrentCart.createCheckout} resolves to.
 *
 * @example
 * ```ts
 * import type { CheckoutCreated } from '@vitrine/cart'
 *
 * const { checkoutId }: CheckoutCreated = await client.cart.createCheckout()
 * ```
 */
export interface CheckoutCreated {
  /** Id of the new checkout: pass it to the session's `checkoutUrl(checkoutId)` to send the buyer there. */
  checkoutId: string
}

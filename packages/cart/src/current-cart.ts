import type { CallOptions } from '@vitrine/core'
import { bind, defineModule, type Module } from '@vitrine/core/module'
import type {
  AddItemsInput,
  CreateCheckoutInput,
  EstimateTotalsInput,
  LineItemQuantityUpdate,
  UpdateCartInput,
} from './inputs'
import { addItems } from './operations/add-items'
import { applyCoupon } from './operations/apply-coupon'
import { createCheckout } from './operations/create-checkout'
import { deleteCart } from './operations/delete-cart'
import { estimateTotals } from './operations/estimate-totals'
import { getCart } from './operations/get-cart'
import { removeCoupon } from './operations/remove-coupon'
import { removeItems } from './operations/remove-items'
import { setQuantities } from './operations/set-quantities'
import { updateCart } from './operations/update-cart'
import type { Cart, CheckoutCreated, TotalsEstimate } from './types'

/**
 * The current visitor's (or member's) cart, as bound to a client by {@link currentCart}.
 *
 * Every call resolves to one shape: the {@link Cart} after the call, the {@link TotalsEstimate},
 * `{ checkoutId }`, or nothing for `delete`. Calls of one client run one after the other, in the
 * order they were made: a fast series of clicks lands in full and in order, each call resolving
 * to the cart right after it; a call that fails rejects alone and the next one runs. Reads wait
 * for the calls made before them, so they always reflect them.
 *
 * Inputs are checked before anything is sent (an `InvalidInputError` naming the field, e.g.
 * `lineItems[0].quantity`) and never modified. Platform failures reject with core's typed errors:
 * `ValidationError` (fields named as you named them), `ApplicationError` (`code`, e.g.
 * `OWNED_CART_NOT_FOUND`), `SystemError`, `NetworkError`, `TimeoutError`.
 */
export interface CurrentCart {
  /**
   * Reads the cart.
   *
   * @throws `ApplicationError` with `code` `OWNED_CART_NOT_FOUND` (status 404) when the visitor
   * has no cart yet (none was created, or it was deleted or checked out).
   * @example
   * ```ts
   * import { ApplicationError } from '@vitrine/core'
   *
   * const cart = await client.cart.get().catch((error) => {
   *   if (ApplicationError.is(error) && error.code === 'OWNED_CART_NOT_FOUND') return undefined
   *   throw error
   * })
   * console.log(cart?.lineItems?.length ?? 0, 'items')
   * ```
   */
  get(options?: CallOptions): Promise<Cart>

  /**
   * Changes the cart: its fields (`cartInfo`, limited to `fieldMask` when given), its coupon,
   * merchant discounts, and adds line items.
   *
   * @example
   * ```ts
   * const cart = await client.cart.update({
   *   cartInfo: { buyerNote: 'Gift wrap, please' },
   *   fieldMask: ['buyerNote'],
   * })
   * ```
   */
  update(changes: UpdateCartInput, options?: CallOptions): Promise<Cart>

  /**
   * Adds catalogue items (and custom items, for owner/app calls). Creates the cart when the
   * visitor has none. An item already in the cart with the same choices gets its quantity
   * increased. `catalogReference.appId` defaults to the stores catalogue.
   *
   * @example
   * ```ts
   * const cart = await client.cart.addItems({
   *   lineItems: [{ catalogReference: { catalogItemId: productId, options: { options: { Size: 'M' } } }, quantity: 2 }],
   * })
   * ```
   */
  addItems(items: AddItemsInput, options?: CallOptions): Promise<Cart>

  /**
   * Removes line items, by line item id (`cart.lineItems[i].id`, not the product id).
   *
   * @example
   * ```ts
   * const [line] = (await client.cart.get()).lineItems ?? []
   * if (line?.id) await client.cart.removeItems([line.id])
   * ```
   */
  removeItems(lineItemIds: readonly string[], options?: CallOptions): Promise<Cart>

  /**
   * Sets the quantities of line items. Quantities are positive integers; remove an item with
   * {@link CurrentCart.removeItems}.
   *
   * @example
   * ```ts
   * const [line] = (await client.cart.get()).lineItems ?? []
   * if (line?.id) await client.cart.setQuantities([{ id: line.id, quantity: 3 }])
   * ```
   */
  setQuantities(lineItems: readonly LineItemQuantityUpdate[], options?: CallOptions): Promise<Cart>

  /**
   * Applies a coupon code (surrounding spaces are ignored). A code the platform does not accept
   * rejects with an `ApplicationError`; the cart is unchanged.
   *
   * @example
   * ```ts
   * import { ApplicationError } from '@vitrine/core'
   *
   * try {
   *   await client.cart.applyCoupon('SAVE10')
   * } catch (error) {
   *   if (ApplicationError.is(error)) showMessage(error.description)
   *   else throw error
   * }
   * ```
   */
  applyCoupon(code: string, options?: CallOptions): Promise<Cart>

  /**
   * Removes the applied coupon.
   *
   * @example
   * ```ts
   * const cart = await client.cart.removeCoupon()
   * ```
   */
  removeCoupon(options?: CallOptions): Promise<Cart>

  /**
   * Computes the totals of the cart: subtotal, shipping options, tax, discounts, memberships.
   * Changes nothing. Pass a shipping address for shipping and tax, and a
   * `selectedShippingOption` (a `code` and `carrierId` of a returned option) to price it.
   *
   * @example
   * ```ts
   * const estimate = await client.cart.estimateTotals({
   *   shippingAddress: { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001' },
   *   selectedShippingOption: { code: 'standard' },
   * })
   * console.log(estimate.priceSummary?.total?.formattedAmount)
   * ```
   */
  estimateTotals(request?: EstimateTotalsInput, options?: CallOptions): Promise<TotalsEstimate>

  /**
   * Starts a checkout from the cart (`channelType` defaults to `WEB`). Send the buyer to it with
   * the auth session's `checkoutUrl(checkoutId)`.
   *
   * @example
   * ```ts
   * const { checkoutId } = await client.cart.createCheckout({ email: 'buyer@example.com' })
   * location.href = await client.auth.checkoutUrl(checkoutId)
   * ```
   */
  createCheckout(request?: CreateCheckoutInput, options?: CallOptions): Promise<CheckoutCreated>

  /**
   * Deletes the cart. The next {@link CurrentCart.get} rejects with `OWNED_CART_NOT_FOUND`; the
   * next {@link CurrentCart.addItems} starts a new cart.
   *
   * @example
   * ```ts
   * await client.cart.delete()
   * ```
   */
  delete(options?: CallOptions): Promise<void>
}

/**
 * The current-cart module. Pass it to `createClient` under the name you want.
 *
 * Each client gets its own queue, so on a server create a client per request (each visitor's
 * calls are then ordered, and visitors never wait for each other).
 *
 * @example
 * ```ts
 * import { createClient } from '@vitrine/core'
 * import { oauth } from '@vitrine/auth'
 * import { currentCart } from '@vitrine/cart'
 *
 * const client = createClient({
 *   host: 'http://127.0.0.1:4010',
 *   auth: oauth({ clientId: 'demo-storefront' }),
 *   modules: { cart: currentCart },
 * })
 * const cart = await client.cart.addItems({
 *   lineItems: [{ catalogReference: { catalogItemId: productId }, quantity: 1 }],
 * })
 * ```
 */
export const currentCart: Module<CurrentCart> = /* @__PURE__ */ defineModule(
  (context): CurrentCart =>
    // One queue per client: its calls run one after the other, in the order they were made.
    bind(
      context,
      {
        get: getCart,
        update: updateCart,
        addItems,
        removeItems,
        setQuantities,
        applyCoupon,
        removeCoupon,
        estimateTotals,
        createCheckout,
        delete: deleteCart,
      },
      { serial: true },
    ),
)

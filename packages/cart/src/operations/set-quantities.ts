import { type CartSession, cartOf } from '../cart-session'
import type { CallOptions, LineItemQuantityUpdate } from '../inputs'
import type { Cart } from '../types'
import { check, list, notBlank, quantity } from '../validation'
import { CART_ANSWER } from '../wire-fields'

const shape = /* @__PURE__ */ list({ id: notBlank, quantity }, 1)

/** `POST /v1/carts/current/update-line-items-quantity`. */
export function setQuantities(
  session: CartSession,
  lineItems: readonly LineItemQuantityUpdate[],
  options?: CallOptions,
): Promise<Cart> {
  return session.send(() => {
    check(shape, lineItems, 'lineItems')
    return {
      method: 'POST',
      service: 'ecom-cart',
      path: '/v1/carts/current/update-line-items-quantity',
      body: { lineItems: lineItems.map(({ id, quantity }) => ({ id, quantity })) },
      fields: CART_ANSWER,
      signal: options?.signal,
    }
  }, cartOf)
}

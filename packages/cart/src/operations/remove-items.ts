import { type CartSession, cartOf } from '../cart-session'
import type { CallOptions } from '../inputs'
import type { Cart } from '../types'
import { check, list, notBlank } from '../validation'
import { CART_ANSWER } from '../wire-fields'

const shape = /* @__PURE__ */ list(notBlank, 1)

/** `POST /v1/carts/current/remove-line-items`. */
export function removeItems(
  session: CartSession,
  lineItemIds: readonly string[],
  options?: CallOptions,
): Promise<Cart> {
  return session.send(() => {
    check(shape, lineItemIds, 'lineItemIds')
    return {
      method: 'POST',
      service: 'ecom-cart',
      path: '/v1/carts/current/remove-line-items',
      body: { lineItemIds: [...lineItemIds] },
      fields: CART_ANSWER,
      signal: options?.signal,
    }
  }, cartOf)
}

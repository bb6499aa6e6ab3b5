import { type CartSession, cartOf } from '../cart-session'
import type { CallOptions } from '../inputs'
import type { Cart } from '../types'
import { CART_ANSWER } from '../wire-fields'

/** `POST /v1/carts/current/remove-coupon` with an empty body. */
export function removeCoupon(session: CartSession, options?: CallOptions): Promise<Cart> {
  return session.send(
    () => ({
      method: 'POST',
      service: 'ecom-cart',
      path: '/v1/carts/current/remove-coupon',
      body: {},
      fields: CART_ANSWER,
      signal: options?.signal,
    }),
    cartOf,
  )
}

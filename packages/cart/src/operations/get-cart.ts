import { type CartSession, cartOf } from '../cart-session'
import type { CallOptions } from '../inputs'
import type { Cart } from '../types'
import { CART_ANSWER } from '../wire-fields'

/** `GET /v1/carts/current` — always on the API host, never the read-only one. */
export function getCart(session: CartSession, options?: CallOptions): Promise<Cart> {
  return session.send(
    () => ({
      method: 'GET',
      service: 'ecom-cart',
      path: '/v1/carts/current',
      readOnly: false,
      fields: CART_ANSWER,
      signal: options?.signal,
    }),
    cartOf,
  )
}

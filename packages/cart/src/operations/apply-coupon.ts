import { type CartSession, cartOf } from '../cart-session'
import type { CallOptions } from '../inputs'
import type { Cart } from '../types'
import { check, notBlank } from '../validation'
import { CART_ANSWER } from '../wire-fields'

/** `PATCH /v1/carts/current` with `{ couponCode }`; the platform's violations of `couponCode` name `code`. */
export function applyCoupon(session: CartSession, code: string, options?: CallOptions): Promise<Cart> {
  return session.send(() => {
    check(notBlank, code, 'code')
    return {
      method: 'PATCH',
      service: 'ecom-cart',
      path: '/v1/carts/current',
      // Codes typed or pasted by a buyer often carry stray spaces; no code has them.
      body: { couponCode: code.trim() },
      argumentNames: { couponCode: 'code' },
      fields: CART_ANSWER,
      signal: options?.signal,
    }
  }, cartOf)
}

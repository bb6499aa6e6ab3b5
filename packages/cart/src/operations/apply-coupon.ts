import { inputNonEmpty, type Operation } from '@vitrine/core/module'
import { type CartAnswer, cartOf } from '../answers'
import type { Cart } from '../types'
import { CART_CALL } from '../wire-fields'

/** `PATCH /v1/carts/current` with `{ couponCode }`; the platform's violations of `couponCode` name `code`. */
export const applyCoupon: Operation<[code: string], CartAnswer, Cart> = {
  name: 'cart.applyCoupon',
  params: [['code', inputNonEmpty]],
  request: ([code]) => ({
    method: 'PATCH',
    service: 'ecom-cart',
    path: '/v1/carts/current',
    // Codes typed or pasted by a buyer often carry stray spaces; no code has them.
    body: { couponCode: code.trim() },
    argumentNames: { couponCode: 'code' },
    fields: CART_CALL,
  }),
  result: cartOf,
}

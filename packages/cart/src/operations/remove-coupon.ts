import type { Operation } from '@vitrine/core/module'
import { type CartAnswer, cartOf } from '../answers'
import type { Cart } from '../types'
import { CART_CALL } from '../wire-fields'

/** `POST /v1/carts/current/remove-coupon` with an empty body. */
export const removeCoupon: Operation<[], CartAnswer, Cart> = {
  name: 'cart.removeCoupon',
  params: [],
  request: () => ({
    method: 'POST',
    service: 'ecom-cart',
    path: '/v1/carts/current/remove-coupon',
    body: {},
    fields: CART_CALL,
  }),
  result: cartOf,
}

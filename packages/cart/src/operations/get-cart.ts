import type { Operation } from '@vitrine/core/module'
import { type CartAnswer, cartOf } from '../answers'
import type { Cart } from '../types'
import { CART_CALL } from '../wire-fields'

/** `GET /v1/carts/current` — always on the API host, never the read-only one. */
export const getCart: Operation<[], CartAnswer, Cart> = {
  name: 'cart.get',
  params: [],
  request: () => ({
    method: 'GET',
    service: 'ecom-cart',
    path: '/v1/carts/current',
    readOnly: false,
    fields: CART_CALL,
  }),
  result: cartOf,
}

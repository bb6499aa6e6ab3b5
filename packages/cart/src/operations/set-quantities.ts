import { inputList, inputNonEmpty, type Operation } from '@vitrine/core/module'
import { type CartAnswer, cartOf } from '../answers'
import type { LineItemQuantityUpdate } from '../inputs'
import type { Cart } from '../types'
import { quantity } from '../validation'
import { CART_CALL } from '../wire-fields'

/** `POST /v1/carts/current/update-line-items-quantity`: only `id` and `quantity` of each line go out. */
export const setQuantities: Operation<[lineItems: readonly LineItemQuantityUpdate[]], CartAnswer, Cart> = {
  name: 'cart.setQuantities',
  params: [['lineItems', /* @__PURE__ */ inputList({ id: inputNonEmpty, quantity }, 1)]],
  request: ([lineItems]: [readonly LineItemQuantityUpdate[]]) => ({
    method: 'POST',
    service: 'ecom-cart',
    path: '/v1/carts/current/update-line-items-quantity',
    body: { lineItems: lineItems.map(({ id, quantity }) => ({ id, quantity })) },
    fields: CART_CALL,
  }),
  result: cartOf,
}

import { inputList, inputNonEmpty, type Operation } from '@vitrine/core/module'
import { type CartAnswer, cartOf } from '../answers'
import type { Cart } from '../types'
import { CART_CALL } from '../wire-fields'

/** `POST /v1/carts/current/remove-line-items`. */
export const removeItems: Operation<[lineItemIds: readonly string[]], CartAnswer, Cart> = {
  name: 'cart.removeItems',
  params: [['lineItemIds', /* @__PURE__ */ inputList(inputNonEmpty, 1)]],
  request: ([lineItemIds]: [readonly string[]]) => ({
    method: 'POST',
    service: 'ecom-cart',
    path: '/v1/carts/current/remove-line-items',
    body: { lineItemIds },
    fields: CART_CALL,
  }),
  result: cartOf,
}

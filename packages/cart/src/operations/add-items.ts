import { inputNonEmpty, inputOptional, inputRule, type Operation } from '@vitrine/core/module'
import { type CartAnswer, cartOf } from '../answers'
import type { AddItemsInput } from '../inputs'
import type { Cart } from '../types'
import { customLineItems, lineItems } from '../validation'
import { ADD_ITEMS_CALL } from '../wire-fields'
import { withAppIds } from './with-app-ids'

const count = (list: unknown): number => (Array.isArray(list) ? list.length : 0)

const items = /* @__PURE__ */ inputRule(
  { lineItems, customLineItems, businessLocationId: /* @__PURE__ */ inputOptional(inputNonEmpty) },
  (input) => count(input['lineItems']) + count(input['customLineItems']) > 0,
  'must hold at least one item (or give customLineItems)',
  'lineItems',
)

/** `POST /v1/carts/current/add-to-cart` — creates the cart when the visitor has none yet. */
export const addItems: Operation<[items: AddItemsInput], CartAnswer, Cart> = {
  name: 'cart.addItems',
  params: [['', items]],
  request: ([input]) => ({
    method: 'POST',
    service: 'ecom-cart',
    path: '/v1/carts/current/add-to-cart',
    body: { ...input, lineItems: withAppIds(input.lineItems) },
    fields: ADD_ITEMS_CALL,
  }),
  result: cartOf,
}

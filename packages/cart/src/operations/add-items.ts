import { InvalidInputError } from '@vitrine/core'
import { encodeWire } from '@vitrine/core/module'
import { type CartSession, cartOf } from '../cart-session'
import type { AddItemsInput, CallOptions } from '../inputs'
import { lineItemsWithAppId } from '../line-items-with-app-id'
import type { Cart } from '../types'
import { check, customLineItems, lineItems, maybe, notBlank } from '../validation'
import { ADD_ITEMS_INPUT, CART_ANSWER } from '../wire-fields'

const shape = { lineItems, customLineItems, businessLocationId: /* @__PURE__ */ maybe(notBlank) }

/** `POST /v1/carts/current/add-to-cart` — creates the cart when the visitor has none yet. */
export function addItems(session: CartSession, items: AddItemsInput, options?: CallOptions): Promise<Cart> {
  return session.send(() => {
    check(shape, items)
    if (!items.lineItems?.length && !items.customLineItems?.length) {
      throw new InvalidInputError([
        { field: 'lineItems', description: 'must hold at least one item (or give customLineItems)' },
      ])
    }
    const body = encodeWire(items, ADD_ITEMS_INPUT) as AddItemsInput
    lineItemsWithAppId(body.lineItems)
    return {
      method: 'POST',
      service: 'ecom-cart',
      path: '/v1/carts/current/add-to-cart',
      body,
      fields: CART_ANSWER,
      signal: options?.signal,
    }
  }, cartOf)
}

import { encodeWire } from '@vitrine/core/module'
import { type CartSession, cartOf } from '../cart-session'
import type { CallOptions, UpdateCartInput } from '../inputs'
import { lineItemsWithAppId } from '../line-items-with-app-id'
import type { Cart } from '../types'
import {
  address,
  check,
  customLineItems,
  decimal,
  email,
  lineItems,
  list,
  maybe,
  notBlank,
  shippingOption,
} from '../validation'
import { CART_ANSWER, UPDATE_INPUT } from '../wire-fields'

const shape = {
  cartInfo: /* @__PURE__ */ maybe({
    buyerInfo: /* @__PURE__ */ maybe({ email: /* @__PURE__ */ maybe(email) }),
    contactInfo: /* @__PURE__ */ maybe({ address }),
    selectedShippingOption: shippingOption,
  }),
  couponCode: /* @__PURE__ */ maybe(notBlank),
  merchantDiscounts: /* @__PURE__ */ maybe(
    /* @__PURE__ */ list({
      amount: decimal,
      lineItemIds: /* @__PURE__ */ maybe(/* @__PURE__ */ list(notBlank)),
    }),
  ),
  lineItems,
  customLineItems,
  fieldMask: /* @__PURE__ */ maybe(/* @__PURE__ */ list(notBlank, 1)),
}

/**
 * `PATCH /v1/carts/current`. `fieldMask` travels as the platform's `cartFieldmask`, a
 * comma-separated list (as the platform's own client sends it).
 */
export function updateCart(
  session: CartSession,
  changes: UpdateCartInput,
  options?: CallOptions,
): Promise<Cart> {
  return session.send(() => {
    check(shape, changes)
    const { fieldMask, ...rest } = encodeWire(changes, UPDATE_INPUT) as UpdateCartInput
    lineItemsWithAppId(rest.lineItems)
    return {
      method: 'PATCH',
      service: 'ecom-cart',
      path: '/v1/carts/current',
      body: fieldMask ? { ...rest, cartFieldmask: fieldMask.join(',') } : rest,
      argumentNames: { cartFieldmask: 'fieldMask' },
      fields: CART_ANSWER,
      signal: options?.signal,
    }
  }, cartOf)
}

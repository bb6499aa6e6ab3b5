import { inputEmail, inputList, inputNonEmpty, inputOptional, type Operation } from '@vitrine/core/module'
import { type CartAnswer, cartOf } from '../answers'
import type { UpdateCartInput } from '../inputs'
import type { Cart } from '../types'
import { address, customLineItems, decimal, lineItems, shippingOption } from '../validation'
import { UPDATE_CALL } from '../wire-fields'
import { withAppIds } from './with-app-ids'

const changes = {
  cartInfo: /* @__PURE__ */ inputOptional({
    buyerInfo: /* @__PURE__ */ inputOptional({ email: /* @__PURE__ */ inputOptional(inputEmail) }),
    contactInfo: /* @__PURE__ */ inputOptional({ address }),
    selectedShippingOption: shippingOption,
  }),
  couponCode: /* @__PURE__ */ inputOptional(inputNonEmpty),
  merchantDiscounts: /* @__PURE__ */ inputOptional(
    /* @__PURE__ */ inputList({
      amount: decimal,
      lineItemIds: /* @__PURE__ */ inputOptional(/* @__PURE__ */ inputList(inputNonEmpty)),
    }),
  ),
  lineItems,
  customLineItems,
  fieldMask: /* @__PURE__ */ inputOptional(/* @__PURE__ */ inputList(inputNonEmpty, 1)),
}

/**
 * `PATCH /v1/carts/current`. `fieldMask` travels as the platform's `cartFieldmask`, a
 * comma-separated list (as the platform's own client sends it).
 */
export const updateCart: Operation<[changes: UpdateCartInput], CartAnswer, Cart> = {
  name: 'cart.update',
  params: [['', changes]],
  request: ([input]) => {
    const { fieldMask, ...rest } = input
    const body = { ...rest, lineItems: withAppIds(rest.lineItems) }
    return {
      method: 'PATCH',
      service: 'ecom-cart',
      path: '/v1/carts/current',
      body: fieldMask ? { ...body, cartFieldmask: fieldMask.join(',') } : body,
      argumentNames: { cartFieldmask: 'fieldMask' },
      fields: UPDATE_CALL,
    }
  },
  result: cartOf,
}

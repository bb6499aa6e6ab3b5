import { inputEmail, inputNonEmpty, inputOptional, type Operation } from '@vitrine/core/module'
import { checkoutOf } from '../answers'
import type { CreateCheckoutInput } from '../inputs'
import type { CheckoutCreated } from '../types'
import { address, shippingOption } from '../validation'
import { CHECKOUT_CALL } from '../wire-fields'

const request = /* @__PURE__ */ inputOptional({
  channelType: /* @__PURE__ */ inputOptional(inputNonEmpty),
  shippingAddress: address,
  billingAddress: address,
  selectedShippingOption: shippingOption,
  email: /* @__PURE__ */ inputOptional(inputEmail),
})

/** `POST /v1/carts/current/create-checkout`; `channelType` defaults to `WEB`. */
export const createCheckout: Operation<
  [request?: CreateCheckoutInput],
  { checkoutId?: unknown } | undefined,
  CheckoutCreated
> = {
  name: 'cart.createCheckout',
  params: [['', request]],
  request: ([input]) => ({
    method: 'POST',
    service: 'ecom-cart',
    path: '/v1/carts/current/create-checkout',
    body: { ...input, channelType: input?.channelType ?? 'WEB' },
    fields: CHECKOUT_CALL,
  }),
  result: checkoutOf,
}

import { encodeWire } from '@vitrine/core/module'
import { type CartSession, checkoutOf } from '../cart-session'
import type { CallOptions, CreateCheckoutInput } from '../inputs'
import type { CheckoutCreated } from '../types'
import { address, check, email, maybe, notBlank, shippingOption } from '../validation'
import { ADDRESSES_INPUT } from '../wire-fields'

const shape = {
  channelType: /* @__PURE__ */ maybe(notBlank),
  shippingAddress: address,
  billingAddress: address,
  selectedShippingOption: shippingOption,
  email: /* @__PURE__ */ maybe(email),
}

/** `POST /v1/carts/current/create-checkout`; `channelType` defaults to `WEB`. */
export function createCheckout(
  session: CartSession,
  request: CreateCheckoutInput = {},
  options?: CallOptions,
): Promise<CheckoutCreated> {
  return session.send(() => {
    check(shape, request)
    return {
      method: 'POST',
      service: 'ecom-cart',
      path: '/v1/carts/current/create-checkout',
      body: { channelType: 'WEB', ...(encodeWire(request, ADDRESSES_INPUT) as CreateCheckoutInput) },
      signal: options?.signal,
    }
  }, checkoutOf)
}

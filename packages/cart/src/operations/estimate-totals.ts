import { encodeWire } from '@vitrine/core/module'
import { type CartSession, objectOf } from '../cart-session'
import type { CallOptions, EstimateTotalsInput } from '../inputs'
import type { TotalsEstimate } from '../types'
import { address, check, list, maybe, notBlank, shippingOption } from '../validation'
import { ADDRESSES_INPUT, ESTIMATE_ANSWER } from '../wire-fields'

const shape = {
  selectedShippingOption: shippingOption,
  shippingAddress: address,
  billingAddress: address,
  selectedMemberships: /* @__PURE__ */ maybe({
    memberships: /* @__PURE__ */ maybe(
      /* @__PURE__ */ list({
        id: notBlank,
        appId: notBlank,
        lineItemIds: /* @__PURE__ */ maybe(/* @__PURE__ */ list(notBlank)),
      }),
    ),
  }),
}

/**
 * `POST /v1/carts/current/estimate-totals`. A read despite the method: it changes nothing, so
 * it is marked idempotent and retried on transient failures like a GET.
 */
export function estimateTotals(
  session: CartSession,
  request: EstimateTotalsInput = {},
  options?: CallOptions,
): Promise<TotalsEstimate> {
  return session.send(
    () => {
      check(shape, request)
      return {
        method: 'POST',
        service: 'ecom-cart',
        path: '/v1/carts/current/estimate-totals',
        body: encodeWire(request, ADDRESSES_INPUT),
        idempotent: true,
        fields: ESTIMATE_ANSWER,
        signal: options?.signal,
      }
    },
    objectOf<TotalsEstimate>,
  )
}

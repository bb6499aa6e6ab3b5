import { inputList, inputNonEmpty, inputOptional, type Operation } from '@vitrine/core/module'
import { totalsOf } from '../answers'
import type { EstimateTotalsInput } from '../inputs'
import type { TotalsEstimate } from '../types'
import { address, shippingOption } from '../validation'
import { ESTIMATE_CALL } from '../wire-fields'

const request = /* @__PURE__ */ inputOptional({
  selectedShippingOption: shippingOption,
  shippingAddress: address,
  billingAddress: address,
  selectedMemberships: /* @__PURE__ */ inputOptional({
    memberships: /* @__PURE__ */ inputOptional(
      /* @__PURE__ */ inputList({
        id: inputNonEmpty,
        appId: inputNonEmpty,
        lineItemIds: /* @__PURE__ */ inputOptional(/* @__PURE__ */ inputList(inputNonEmpty)),
      }),
    ),
  }),
})

/**
 * `POST /v1/carts/current/estimate-totals`. A read despite the method: it changes nothing, so
 * it is marked idempotent and retried on transient failures like a GET.
 */
export const estimateTotals: Operation<
  [request?: EstimateTotalsInput],
  TotalsEstimate | undefined,
  TotalsEstimate
> = {
  name: 'cart.estimateTotals',
  params: [['', request]],
  request: ([input]) => ({
    method: 'POST',
    service: 'ecom-cart',
    path: '/v1/carts/current/estimate-totals',
    body: input ?? {},
    idempotent: true,
    fields: ESTIMATE_CALL,
  }),
  result: totalsOf,
}

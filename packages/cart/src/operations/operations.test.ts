import { type MethodTable, operationTable, row } from '@vitrine/test-utils'
import type { CurrentCart } from '../current-cart'
import { STORES_APP_ID } from '../stores-app-id'
import type { Cart } from '../types'
import { addItems } from './add-items'
import { applyCoupon } from './apply-coupon'
import { createCheckout } from './create-checkout'
import { deleteCart } from './delete-cart'
import { estimateTotals } from './estimate-totals'
import { getCart } from './get-cart'
import { removeCoupon } from './remove-coupon'
import { removeItems } from './remove-items'
import { setQuantities } from './set-quantities'
import { updateCart } from './update-cart'

// Every cart call of the spec (§7), as a table: arguments → request, answer → result. No network:
// the behaviour against the platform is tested beside each operation, against the emulator.

/** Every method of the module and the calls that cover it: a method left out does not compile. */
const methods: MethodTable<{ cart: CurrentCart }> = {
  'cart.get': 'GET /v1/carts/current',
  'cart.update': 'PATCH /v1/carts/current',
  'cart.addItems': 'POST /v1/carts/current/add-to-cart',
  'cart.removeItems': 'POST /v1/carts/current/remove-line-items',
  'cart.setQuantities': 'POST /v1/carts/current/update-line-items-quantity',
  'cart.applyCoupon': 'PATCH /v1/carts/current',
  'cart.removeCoupon': 'POST /v1/carts/current/remove-coupon',
  'cart.estimateTotals': 'POST /v1/carts/current/estimate-totals',
  'cart.createCheckout': 'POST /v1/carts/current/create-checkout',
  'cart.delete': 'DELETE /v1/carts/current',
}

const cart = { id: 'cart-1', lineItems: [{ id: 'li-1', quantity: 2 }] } as Cart
const service = 'ecom-cart'

operationTable(
  'cart operations',
  [
    row({
      spec: 'GET /v1/carts/current',
      operation: getCart,
      args: [],
      request: { method: 'GET', service, path: '/v1/carts/current', readOnly: false },
      answer: { cart },
      result: cart,
    }),
    row({
      spec: 'PATCH /v1/carts/current',
      operation: updateCart,
      args: [
        { cartInfo: { buyerNote: 'Gift' }, fieldMask: ['buyerNote', 'buyerInfo'], couponCode: 'SAVE10' },
      ],
      request: {
        method: 'PATCH',
        service,
        path: '/v1/carts/current',
        body: {
          cartInfo: { buyerNote: 'Gift' },
          couponCode: 'SAVE10',
          lineItems: undefined,
          cartFieldmask: 'buyerNote,buyerInfo',
        },
        argumentNames: { cartFieldmask: 'fieldMask' },
      },
      answer: { cart },
      result: cart,
    }),
    row({
      spec: 'POST /v1/carts/current/add-to-cart',
      operation: addItems,
      args: [
        {
          lineItems: [
            { catalogReference: { catalogItemId: 'p-1', options: { variantId: 'v-1' } }, quantity: 2 },
          ],
        },
      ],
      request: {
        method: 'POST',
        service,
        path: '/v1/carts/current/add-to-cart',
        body: {
          lineItems: [
            {
              catalogReference: { catalogItemId: 'p-1', options: { variantId: 'v-1' }, appId: STORES_APP_ID },
              quantity: 2,
            },
          ],
        },
      },
      answer: { cart },
      result: cart,
    }),
    row({
      spec: 'POST /v1/carts/current/remove-line-items',
      operation: removeItems,
      args: [['li-1']],
      request: {
        method: 'POST',
        service,
        path: '/v1/carts/current/remove-line-items',
        body: { lineItemIds: ['li-1'] },
      },
      answer: { cart },
      result: cart,
    }),
    row({
      spec: 'POST /v1/carts/current/create-checkout',
      operation: createCheckout,
      args: [{ email: 'a@b.co' }],
      request: {
        method: 'POST',
        service,
        path: '/v1/carts/current/create-checkout',
        body: { email: 'a@b.co', channelType: 'WEB' },
      },
      answer: { checkoutId: 'chk-1' },
      result: { checkoutId: 'chk-1' },
    }),
    row({
      spec: 'POST /v1/carts/current/remove-coupon',
      operation: removeCoupon,
      args: [],
      request: { method: 'POST', service, path: '/v1/carts/current/remove-coupon', body: {} },
      answer: { cart },
      result: cart,
    }),
    row({
      spec: 'POST /v1/carts/current/update-line-items-quantity',
      operation: setQuantities,
      args: [[{ id: 'li-1', quantity: 3 }]],
      request: {
        method: 'POST',
        service,
        path: '/v1/carts/current/update-line-items-quantity',
        body: { lineItems: [{ id: 'li-1', quantity: 3 }] },
      },
      answer: { cart },
      result: cart,
    }),
    row({
      spec: 'POST /v1/carts/current/estimate-totals',
      operation: estimateTotals,
      args: [
        { shippingAddress: { country: 'US', subdivision: 'US-NY' }, selectedShippingOption: { code: 'x' } },
      ],
      request: {
        method: 'POST',
        service,
        path: '/v1/carts/current/estimate-totals',
        body: {
          shippingAddress: { country: 'US', subdivision: 'US-NY' },
          selectedShippingOption: { code: 'x' },
        },
        idempotent: true,
      },
      answer: { cart, priceSummary: { total: { amount: '10' } } },
      result: { cart, priceSummary: { total: { amount: '10' } } },
    }),
    row({
      spec: 'DELETE /v1/carts/current',
      operation: deleteCart,
      args: [],
      request: { method: 'DELETE', service, path: '/v1/carts/current' },
      answer: undefined,
      result: undefined,
    }),
    // Not a call of its own: the coupon goes through the PATCH of the cart.
    row({
      spec: 'PATCH /v1/carts/current',
      operation: applyCoupon,
      args: [' SAVE10 '],
      request: {
        method: 'PATCH',
        service,
        path: '/v1/carts/current',
        body: { couponCode: 'SAVE10' },
        argumentNames: { couponCode: 'code' },
      },
      answer: { cart },
      result: cart,
    }),
  ],
  methods,
)

/**
 * Hostile answers: a success that lacks what a cart call reads (`200 {}`) is an
 * `UnexpectedAnswerError` carrying the answer's real status and request id (it reported a made-up
 * 200 before). One row per cart call that reads an answer.
 */
import { createClient, UnexpectedAnswerError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { currentCart } from '../src/index'

type Cart = ReturnType<typeof cartAnswering>

function cartAnswering(status: number, body: unknown) {
  const fetch = async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'x-wix-request-id': 'req-7' },
    })
  return createClient({ host: 'http://127.0.0.1:4010', fetch, modules: { cart: currentCart } }).cart
}

const item = { catalogReference: { catalogItemId: 'p-1' }, quantity: 1 }
const READS: [string, string, (cart: Cart) => Promise<unknown>][] = [
  ['get', 'a cart', (cart) => cart.get()],
  ['update', 'a cart', (cart) => cart.update({ couponCode: 'SAVE' })],
  ['addItems', 'a cart', (cart) => cart.addItems({ lineItems: [item] })],
  ['removeItems', 'a cart', (cart) => cart.removeItems(['l-1'])],
  ['setQuantities', 'a cart', (cart) => cart.setQuantities([{ id: 'l-1', quantity: 2 }])],
  ['applyCoupon', 'a cart', (cart) => cart.applyCoupon('SAVE')],
  ['removeCoupon', 'a cart', (cart) => cart.removeCoupon()],
  ['estimateTotals', 'totals', (cart) => cart.estimateTotals()],
  ['createCheckout', 'a checkoutId', (cart) => cart.createCheckout()],
]

describe.each(READS)('cart.%s', (_name, expected, call) => {
  it.each([
    [200, {}],
    [201, { cart: null, priceSummary: null, checkoutId: null }],
  ])('a %i %j answer is an UnexpectedAnswerError with its status and request id', async (status, body) => {
    const error = await call(cartAnswering(status, body)).catch((e: unknown) => e)
    expect(UnexpectedAnswerError.is(error)).toBe(true)
    expect(error).toMatchObject({
      code: 'INVALID_RESPONSE',
      status,
      requestId: 'req-7',
      expected,
      message: `The platform answered ${status} without ${expected}`,
    })
  })
})

import { describe, expect, test } from 'vitest'
import { lineOf, product, setup } from '../test/helpers'
import type { CurrentCart } from './index'

// Every network method of the cart takes core's `CallOptions` last, and an aborted call rejects
// with the signal's reason — the same value whichever method, whether it was aborted before it
// was made, while it waited for its turn, or while its request was on the wire.

type Call = (cart: CurrentCart, options: { signal: AbortSignal }) => Promise<unknown>

const calls: Record<keyof CurrentCart, Call> = {
  get: (cart, options) => cart.get(options),
  update: (cart, options) => cart.update({ cartInfo: { buyerNote: 'x' } }, options),
  addItems: (cart, options) => cart.addItems({ lineItems: [lineOf('p1')] }, options),
  removeItems: (cart, options) => cart.removeItems(['li-1'], options),
  setQuantities: (cart, options) => cart.setQuantities([{ id: 'li-1', quantity: 2 }], options),
  applyCoupon: (cart, options) => cart.applyCoupon('SAVE10', options),
  removeCoupon: (cart, options) => cart.removeCoupon(options),
  estimateTotals: (cart, options) => cart.estimateTotals({}, options),
  createCheckout: (cart, options) => cart.createCheckout({}, options),
  delete: (cart, options) => cart.delete(options),
}

describe('aborting any cart call', () => {
  test.each(Object.keys(calls))(
    '%s: an aborted signal rejects with its reason, and nothing is sent',
    async (name) => {
      const { cart, wire } = setup()
      const reason = new Error(`stop ${name}`)
      const call = calls[name as keyof CurrentCart]
      await expect(call(cart, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason)
      expect(wire.cartRequests()).toHaveLength(0)
    },
  )

  test.each(Object.keys(calls))('%s: aborted while on the wire, it rejects with the reason', async (name) => {
    const { client, cart, emulator } = setup()
    const stickers = await product(client, 'sticker-sheet')
    await cart.addItems({ lineItems: [lineOf(stickers.id)] })
    emulator.faults.add({ match: '/carts/current', delayMs: 200, times: 1 })
    const controller = new AbortController()
    const reason = new DOMException('The user left the page', 'AbortError')
    const pending = calls[name as keyof CurrentCart](cart, { signal: controller.signal })
    setTimeout(() => controller.abort(reason), 20)
    await expect(pending).rejects.toBe(reason)
  })

  test('a per-call timeout ends a call the platform does not answer, as a TimeoutError', async () => {
    const { cart, emulator } = setup()
    emulator.faults.add({ match: '/carts/current', delayMs: 500, times: 1 })
    await expect(cart.get({ timeout: 50 })).rejects.toMatchObject({ name: 'TimeoutError', timeout: 50 })
  })
})

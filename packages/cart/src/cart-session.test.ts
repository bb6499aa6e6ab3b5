import { ApplicationError, InvalidInputError, NetworkError, SystemError } from '@vitrine/core'
import { describe, expect, test } from 'vitest'
import { lineOf, product, setup } from '../test/helpers'
import type { Cart } from './index'

const quantityOf = (cart: Cart, productId: string): number =>
  cart.lineItems?.find((item) => item.catalogReference?.catalogItemId === productId)?.quantity ?? 0

describe('calls of one client are serialised', () => {
  test('20 concurrent addItems all land, in order, each resolving to the cart right after it', async () => {
    const { client, cart, wire } = setup()
    const stickers = await product(client, 'sticker-sheet')

    const carts = await Promise.all(
      Array.from({ length: 20 }, () => cart.addItems({ lineItems: [lineOf(stickers.id)] })),
    )

    expect(carts.map((c) => quantityOf(c, stickers.id))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(quantityOf(await cart.get(), stickers.id)).toBe(20)
    expect(wire.cartRequests().filter((r) => r.url.endsWith('/add-to-cart'))).toHaveLength(20)
    // Never two cart requests on the wire at once.
    expect(wire.maxInFlight()).toBe(1)
  })

  test('a write that fails in the middle rejects alone; the writes after it still run', async () => {
    const { client, cart } = setup()
    const stickers = await product(client, 'sticker-sheet')

    const calls = Array.from({ length: 9 }, (_, i) =>
      i === 4
        ? cart.addItems({ lineItems: [lineOf('no-such-product')] })
        : cart.addItems({ lineItems: [lineOf(stickers.id)] }),
    )
    const results = await Promise.allSettled(calls)

    expect(results.map((r) => r.status)).toEqual([
      ...Array(4).fill('fulfilled'),
      'rejected',
      ...Array(4).fill('fulfilled'),
    ])
    const failure = (results[4] as PromiseRejectedResult).reason
    expect(ApplicationError.is(failure)).toBe(true)
    expect(failure).toMatchObject({ status: 404, code: 'CATALOG_ITEM_NOT_FOUND' })
    const quantities = results.flatMap((r) =>
      r.status === 'fulfilled' ? [quantityOf(r.value, stickers.id)] : [],
    )
    expect(quantities).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  test('a network failure in the middle rejects that write only (writes are never retried)', async () => {
    const { client, cart, emulator, wire } = setup({ retry: { limit: 3, baseDelay: 0 } })
    const stickers = await product(client, 'sticker-sheet')
    await cart.addItems({ lineItems: [lineOf(stickers.id)] })
    emulator.faults.add({ match: '/add-to-cart', drop: true, times: 1 })

    const results = await Promise.allSettled([
      cart.addItems({ lineItems: [lineOf(stickers.id)] }),
      cart.addItems({ lineItems: [lineOf(stickers.id)] }),
    ])

    expect(results[0].status).toBe('rejected')
    expect(NetworkError.is((results[0] as PromiseRejectedResult).reason)).toBe(true)
    expect(results[1].status === 'fulfilled' && quantityOf(results[1].value, stickers.id)).toBe(2)
    // 1 + the dropped one (not retried) + 1.
    expect(wire.cartRequests().filter((r) => r.url.endsWith('/add-to-cart'))).toHaveLength(3)
  })

  test('a 503 answer to a write is a SystemError, not retried; the queue goes on', async () => {
    const { client, cart, emulator, wire } = setup({ retry: { limit: 3, baseDelay: 0 } })
    const stickers = await product(client, 'sticker-sheet')
    emulator.faults.add({ match: '/add-to-cart', status: 503, times: 1 })

    const [failed, next] = await Promise.allSettled([
      cart.addItems({ lineItems: [lineOf(stickers.id)] }),
      cart.addItems({ lineItems: [lineOf(stickers.id)] }),
    ])

    expect(failed.status === 'rejected' && SystemError.is(failed.reason)).toBe(true)
    const { reason } = failed as PromiseRejectedResult
    expect(reason).toMatchObject({ status: 503, code: 'SYSTEM_ERROR' })
    expect(reason.message).toBe(`System error occurred, request-id: ${reason.requestId}`)
    expect(next.status === 'fulfilled' && quantityOf(next.value, stickers.id)).toBe(1)
    expect(wire.cartRequests()).toHaveLength(2)
  })

  test('invalid input rejects at once and takes no turn', async () => {
    const { client, cart, wire } = setup()
    const stickers = await product(client, 'sticker-sheet')

    const first = cart.addItems({ lineItems: [lineOf(stickers.id)] })
    const invalid = cart.addItems({ lineItems: [lineOf(stickers.id, 0)] })
    const third = cart.addItems({ lineItems: [lineOf(stickers.id)] })

    await expect(invalid).rejects.toSatisfy((e) => InvalidInputError.is(e))
    expect(quantityOf(await first, stickers.id)).toBe(1)
    expect(quantityOf(await third, stickers.id)).toBe(2)
    expect(wire.cartRequests()).toHaveLength(2)
  })

  test('reads wait for the calls made before them and resolve in call order', async () => {
    const { client, cart } = setup()
    const stickers = await product(client, 'sticker-sheet')
    const order: string[] = []
    const track = <T>(name: string, promise: Promise<T>): Promise<T> =>
      promise.finally(() => order.push(name))

    const writes = [1, 2, 3].map((n) => track(`add${n}`, cart.addItems({ lineItems: [lineOf(stickers.id)] })))
    const read = track('get', cart.get())
    const estimate = track('estimate', cart.estimateTotals())
    const after = track('add4', cart.addItems({ lineItems: [lineOf(stickers.id)] }))

    expect(quantityOf(await read, stickers.id)).toBe(3)
    expect(quantityOf((await estimate).cart ?? {}, stickers.id)).toBe(3)
    expect(quantityOf(await after, stickers.id)).toBe(4)
    await Promise.all(writes)
    expect(order).toEqual(['add1', 'add2', 'add3', 'get', 'estimate', 'add4'])
  })

  test('a failed read does not block the writes after it', async () => {
    const { client, cart } = setup()
    const stickers = await product(client, 'sticker-sheet')

    const read = cart.get()
    const write = cart.addItems({ lineItems: [lineOf(stickers.id)] })

    await expect(read).rejects.toMatchObject({ code: 'OWNED_CART_NOT_FOUND', status: 404 })
    expect(quantityOf(await write, stickers.id)).toBe(1)
  })

  test('a call aborted while it waits leaves the queue at once and is never sent', async () => {
    const { client, cart, emulator, wire } = setup()
    const stickers = await product(client, 'sticker-sheet')
    emulator.faults.add({ match: '/add-to-cart', delayMs: 50, times: 1 })
    const controller = new AbortController()

    const first = cart.addItems({ lineItems: [lineOf(stickers.id)] })
    const aborted = cart.addItems({ lineItems: [lineOf(stickers.id, 5)] }, { signal: controller.signal })
    const third = cart.addItems({ lineItems: [lineOf(stickers.id)] })
    controller.abort(new Error('user navigated away'))

    await expect(aborted).rejects.toThrow('user navigated away')
    expect(quantityOf(await first, stickers.id)).toBe(1)
    expect(quantityOf(await third, stickers.id)).toBe(2)
    expect(wire.cartRequests().filter((r) => r.url.endsWith('/add-to-cart'))).toHaveLength(2)
  })

  test('an already aborted signal rejects without sending', async () => {
    const { cart, wire } = setup()
    const reason = new Error('gone')
    await expect(cart.get({ signal: AbortSignal.abort(reason) })).rejects.toBe(reason)
    expect(wire.cartRequests()).toHaveLength(0)
  })

  test('each client has its own queue: two visitors do not wait for each other', async () => {
    const first = setup()
    const second = setup({ emulator: first.emulator, wire: first.wire })
    const stickers = await product(first.client, 'sticker-sheet')
    first.emulator.faults.add({ match: '/add-to-cart', delayMs: 100, times: 2 })

    await Promise.all([
      first.cart.addItems({ lineItems: [lineOf(stickers.id)] }),
      second.cart.addItems({ lineItems: [lineOf(stickers.id)] }),
    ])

    expect(first.wire.maxInFlight()).toBe(2)
    expect(quantityOf(await first.cart.get(), stickers.id)).toBe(1)
    expect(quantityOf(await second.cart.get(), stickers.id)).toBe(1)
  })
})

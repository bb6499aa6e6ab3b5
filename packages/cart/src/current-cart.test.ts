import { createClient, NetworkError } from '@vitrine/core'
import { createEmulator, type RunningServer } from '@vitrine/emulator/node'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type CartClient, lineOf, product, setup, unexpected, visitor } from '../test/helpers'
import { currentCart } from './index'

describe('currentCart module', () => {
  test('binds every call of the cart under the name it is given', () => {
    const { client } = setup()
    expect(Object.keys(client.cart).sort()).toEqual(
      [
        'addItems',
        'applyCoupon',
        'createCheckout',
        'delete',
        'estimateTotals',
        'get',
        'removeCoupon',
        'removeItems',
        'setQuantities',
        'update',
      ].sort(),
    )
    const renamed = createClient({ modules: { basket: currentCart } })
    expect(typeof renamed.basket.addItems).toBe('function')
  })
})

describe('over real HTTP (listen on port 0)', () => {
  const emulator = createEmulator()
  let server: RunningServer
  let client: CartClient

  beforeAll(async () => {
    server = await emulator.listen(0)
    client = createClient({ host: server.url, auth: visitor(), modules: { cart: currentCart }, retry: false })
  })
  afterAll(() => server.close())

  test('a visitor fills a cart, estimates it and checks out', async () => {
    const tee = await product(client, 'classic-tee')
    const ebook = await product(client, 'field-guide-ebook')

    const clicks = await Promise.all([
      client.cart.addItems({ lineItems: [lineOf(tee.id, 1, { options: { Size: 'L', Color: 'Navy' } })] }),
      client.cart.addItems({ lineItems: [lineOf(tee.id, 1, { options: { Size: 'L', Color: 'Navy' } })] }),
      client.cart.addItems({ lineItems: [lineOf(ebook.id)] }),
    ])
    expect(clicks.map((c) => c.lineItems?.map((i) => i.quantity))).toEqual([[1], [2], [2, 1]])

    const withCoupon = await client.cart.applyCoupon('SAVE10')
    expect(withCoupon.appliedDiscounts?.[0]?.coupon?.code).toBe('SAVE10')
    await expect(
      client.cart.applyCoupon('NOT-A-CODE').then(unexpected, (e: unknown) => e),
    ).resolves.toMatchObject({
      code: 'ERROR_COUPON_DOES_NOT_EXIST',
    })

    const estimate = await client.cart.estimateTotals({
      shippingAddress: { country: 'US', subdivision: 'US-CA', city: 'San Francisco', postalCode: '94105' },
      selectedShippingOption: { code: 'express' },
    })
    expect(estimate.priceSummary?.subtotal?.amount).toBe('62.00')
    expect(
      estimate.shippingInfo?.selectedCarrierServiceOption?.logistics?.deliveryTimeSlot?.from,
    ).toBeInstanceOf(Date)

    const { checkoutId } = await client.cart.createCheckout({ email: 'buyer@example.com' })
    expect(checkoutId).toMatch(/\S/)

    await client.cart.delete()
    await expect(client.cart.get()).rejects.toMatchObject({ status: 404, code: 'OWNED_CART_NOT_FOUND' })
  })

  test('a server that is gone is a NetworkError', async () => {
    const gone = createEmulator()
    const running = await gone.listen(0)
    const lonely = createClient({
      host: running.url,
      auth: visitor(),
      modules: { cart: currentCart },
      retry: false,
    })
    await lonely.cart.addItems({ lineItems: [lineOf('x')] }).catch(() => undefined) // fetches the token
    await running.close()
    const error = await lonely.cart.get().then(unexpected, (e: unknown) => e)
    expect(NetworkError.is(error)).toBe(true)
  })
})

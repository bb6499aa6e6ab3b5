import { ApplicationError, createClient, InvalidResponseError } from '@vitrine/core'
import { describe, expect, test } from 'vitest'
import { cannedAnswer, lineOf, product, recorder, setup, unexpected, visitor } from '../../test/helpers'
import { currentCart } from '../index'

describe('get', () => {
  test('reads the cart the writes made, with dates as Dates and floats as numbers', async () => {
    const { client, cart } = setup()
    const tee = await product(client, 'classic-tee')
    const added = await cart.addItems({
      lineItems: [lineOf(tee.id, 2, { options: { Size: 'M', Color: 'Black' } })],
    })

    const read = await cart.get()

    expect(read).toEqual(added)
    expect(read.createdDate).toBeInstanceOf(Date)
    expect(read.updatedDate).toBeInstanceOf(Date)
    expect(read.updatedDate!.getTime()).toBeGreaterThanOrEqual(read.createdDate!.getTime())
    const [item] = read.lineItems ?? []
    expect(item).toMatchObject({ quantity: 2, productName: { original: 'Classic Tee' } })
    expect(typeof item?.physicalProperties?.weight).toBe('number')
    // Money stays a decimal string.
    expect(item?.price?.amount).toMatch(/^\d+(\.\d+)?$/)
  })

  test('a visitor without a cart gets ApplicationError OWNED_CART_NOT_FOUND (404)', async () => {
    const { cart } = setup()
    const error = await cart.get().then(unexpected, (e: unknown) => e)
    expect(ApplicationError.is(error)).toBe(true)
    expect(error).toMatchObject({ status: 404, code: 'OWNED_CART_NOT_FOUND', description: 'Cart not found' })
  })

  test('GET /v1/carts/current goes to the API host, never the read-only host', async () => {
    const { emulator } = setup()
    const wire = recorder(emulator)
    // The platform's own hosts: read-only GETs go to readonly.wixapis.com, the current cart does not.
    const client = createClient({
      fetch: wire.fetch,
      retry: false,
      auth: visitor(),
      modules: { cart: currentCart },
    })

    await client.cart.get().catch(() => undefined)

    expect(wire.cartRequests().map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET https://www.wixapis.com/ecom/v1/carts/current',
    ])
  })

  test('uses the site path prefix on a site host', async () => {
    const { cart, wire } = setup()
    await cart.get().catch(() => undefined)
    expect(wire.cartRequests()[0]?.url).toBe('http://127.0.0.1:4010/_api/ecom-cart/v1/carts/current')
  })

  test('answers the SDK does not know yet pass through: unknown enum values, NaN and Infinity floats', async () => {
    const { cart, emulator } = setup()
    emulator.faults.add({
      match: '/carts/current',
      times: 1,
      ...cannedAnswer(200, {
        cart: {
          id: 'c1',
          weightUnit: 'STONE',
          createdDate: '2025-03-01T10:00:00.000Z',
          lineItems: [
            {
              id: 'li1',
              availability: { status: 'BACKORDERED' },
              itemType: { preset: 'EXPERIENCE' },
              physicalProperties: { weight: 'NaN' },
              catalogOverrideFields: { physicalProperties: { weight: '-Infinity' } },
              image: { url: 'https://x/y.png', urlExpirationDate: '2025-03-02T00:00:00.000Z' },
              serviceProperties: { scheduledDate: '2025-04-01T09:30:00.000Z' },
            },
          ],
          contactInfo: { address: { geocode: { latitude: 'Infinity', longitude: 2.35 } } },
          // A field the SDK does not know stays as it was sent.
          futureField: { createdDate: 'not touched' },
        },
      }),
    })

    const read = await cart.get()

    expect(read.weightUnit).toBe('STONE')
    const item = read.lineItems?.[0]
    expect(item?.availability?.status).toBe('BACKORDERED')
    expect(item?.itemType?.preset).toBe('EXPERIENCE')
    expect(item?.physicalProperties?.weight).toBeNaN()
    expect(item?.catalogOverrideFields?.physicalProperties?.weight).toBe(-Infinity)
    expect(item?.image?.urlExpirationDate).toEqual(new Date('2025-03-02T00:00:00.000Z'))
    expect(item?.serviceProperties?.scheduledDate).toEqual(new Date('2025-04-01T09:30:00.000Z'))
    expect(read.contactInfo?.address?.geocode).toEqual({ latitude: Infinity, longitude: 2.35 })
    expect(read.createdDate).toEqual(new Date('2025-03-01T10:00:00.000Z'))
    expect((read as Record<string, unknown>)['futureField']).toEqual({ createdDate: 'not touched' })
  })

  test('a 200 answer without a cart is an InvalidResponseError, not undefined', async () => {
    const { cart, emulator } = setup()
    const answer = cannedAnswer(200, {})
    emulator.faults.add({
      match: '/carts/current',
      times: 1,
      ...answer,
      headers: { ...answer.headers, 'x-wix-request-id': 'req-1' },
    })
    const error = await cart.get().then(unexpected, (e: unknown) => e)
    expect(InvalidResponseError.is(error)).toBe(true)
    expect(error).toMatchObject({
      name: 'UnexpectedAnswerError',
      code: 'INVALID_RESPONSE',
      status: 200,
      requestId: 'req-1',
      expected: 'a cart',
      body: {},
    })
    expect((error as Error).message).toBe('The platform answered 200 without a cart')
  })

  test('retries like any GET on 503, then reads', async () => {
    const { cart, emulator, wire } = setup({ retry: { limit: 2, baseDelay: 0 } })
    emulator.faults.add({ match: '/carts/current', status: 503, times: 1 })
    await expect(cart.get()).rejects.toMatchObject({ code: 'OWNED_CART_NOT_FOUND' })
    expect(wire.cartRequests()).toHaveLength(2)
  })
})

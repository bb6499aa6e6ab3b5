import { ApplicationError, InvalidInputError, ValidationError } from '@vitrine/core'
import { describe, expect, test } from 'vitest'
import { cannedAnswer, deepFreeze, lineOf, product, setup, unexpected } from '../../test/helpers'
import { ChannelType } from '../index'

async function cartWithItems() {
  const context = setup()
  const stickers = await product(context.client, 'sticker-sheet')
  await context.cart.addItems({ lineItems: [lineOf(stickers.id, 2)] })
  return context
}

describe('createCheckout', () => {
  test('resolves to { checkoutId } and nothing else; the channel defaults to WEB', async () => {
    const { cart, wire } = await cartWithItems()

    const result = await cart.createCheckout()

    expect(Object.keys(result)).toEqual(['checkoutId'])
    expect(result.checkoutId).toMatch(/\S/)
    expect(wire.cartRequests().at(-1)).toMatchObject({
      method: 'POST',
      url: 'http://127.0.0.1:4010/_api/ecom-cart/v1/carts/current/create-checkout',
      body: { channelType: 'WEB' },
    })
    expect((await cart.get()).checkoutId).toBe(result.checkoutId)
  })

  test('sends addresses, shipping option and e-mail as given', async () => {
    const { cart, wire } = await cartWithItems()
    const input = deepFreeze({
      channelType: ChannelType.WEB,
      email: 'buyer@example.com',
      shippingAddress: {
        country: 'GB',
        city: 'London',
        postalCode: 'N1 9GU',
        geocode: { latitude: 51.5, longitude: -0.1 },
      },
      billingAddress: { country: 'GB' },
      selectedShippingOption: { code: 'international', carrierId: 'ca771e00-0000-4000-8000-000000000001' },
    })

    await cart.createCheckout(input)

    expect(wire.cartRequests().at(-1)?.body).toEqual(input)
  })

  test('a channel the SDK does not know is passed through for the platform to judge', async () => {
    const { cart, wire } = await cartWithItems()
    await cart.createCheckout({ channelType: 'ACME_APP_STORE' })
    expect(wire.cartRequests().at(-1)?.body).toEqual({ channelType: 'ACME_APP_STORE' })

    const error = await cart.createCheckout({ channelType: 'TELEPATHY' }).then(unexpected, (e: unknown) => e)
    expect(ValidationError.is(error)).toBe(true)
    expect(error).toMatchObject({
      violations: [{ field: 'channelType', violatedRule: 'INVALID_ENUM_VALUE' }],
    })
  })

  test('e-mail and addresses are checked before sending', async () => {
    const { cart, wire } = setup()
    const error = (await cart
      .createCheckout({ email: 'buyer@', shippingAddress: { country: 'XXX' }, channelType: '' })
      .then(unexpected, (e: unknown) => e)) as InvalidInputError
    expect(InvalidInputError.is(error)).toBe(true)
    expect(error.violations.map((v) => v.field)).toEqual(['channelType', 'email', 'shippingAddress.country'])
    expect(wire.requests).toHaveLength(0)
  })

  test('an empty cart cannot be checked out: ApplicationError', async () => {
    const { client, cart } = setup()
    const stickers = await product(client, 'sticker-sheet')
    const added = await cart.addItems({ lineItems: [lineOf(stickers.id)] })
    await cart.removeItems([added.lineItems![0]!.id!])
    const error = await cart.createCheckout().then(unexpected, (e: unknown) => e)
    expect(ApplicationError.is(error)).toBe(true)
    expect(error).toMatchObject({ status: 400, code: 'CART_IS_EMPTY' })
  })

  test('without a cart: OWNED_CART_NOT_FOUND', async () => {
    const { cart } = setup()
    await expect(cart.createCheckout()).rejects.toMatchObject({ status: 404, code: 'OWNED_CART_NOT_FOUND' })
  })

  test('an answer without a checkoutId is an InvalidResponseError', async () => {
    const { cart, emulator } = await cartWithItems()
    const answer = cannedAnswer(201, { checkoutId: '' })
    emulator.faults.add({
      match: '/create-checkout',
      times: 1,
      ...answer,
      headers: { ...answer.headers, 'x-wix-request-id': 'req-7' },
    })
    await expect(cart.createCheckout()).rejects.toMatchObject({
      name: 'UnexpectedAnswerError',
      code: 'INVALID_RESPONSE',
      status: 201,
      requestId: 'req-7',
      message: 'The platform answered 201 without a checkoutId',
    })
  })
})

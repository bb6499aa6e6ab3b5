import { ApplicationError, InvalidInputError } from '@vitrine/core'
import { describe, expect, test } from 'vitest'
import { deepFreeze, lineOf, product, setup, unexpected } from '../../test/helpers'

describe('removeItems', () => {
  test('removes line items by line item id and resolves to the cart', async () => {
    const { client, cart, wire } = setup()
    const stickers = await product(client, 'sticker-sheet')
    const mug = await product(client, 'ceramic-mug')
    const added = await cart.addItems({
      lineItems: [lineOf(stickers.id), lineOf(mug.id, 1, { variantId: mug.variants[0]!.id })],
    })
    const [first, second] = added.lineItems ?? []

    const ids = deepFreeze([first!.id!])
    const result = await cart.removeItems(ids)

    expect(result.lineItems?.map((i) => i.id)).toEqual([second!.id])
    expect(wire.cartRequests().at(-1)).toMatchObject({
      method: 'POST',
      url: 'http://127.0.0.1:4010/_api/ecom-cart/v1/carts/current/remove-line-items',
      body: { lineItemIds: [first!.id] },
    })
  })

  test('removing the last item leaves an empty cart', async () => {
    const { client, cart } = setup()
    const stickers = await product(client, 'sticker-sheet')
    const added = await cart.addItems({ lineItems: [lineOf(stickers.id)] })
    const result = await cart.removeItems([added.lineItems![0]!.id!])
    expect(result.lineItems ?? []).toEqual([])
    expect(result.id).toBe(added.id)
  })

  test.each([
    [[], 'lineItemIds', 'must not be empty'],
    [[''], 'lineItemIds[0]', 'must not be empty'],
    [['li', 7], 'lineItemIds[1]', 'must be a string'],
    ['li-1', 'lineItemIds', 'must be a list'],
  ])('refuses %j before sending', async (ids, field, description) => {
    const { cart, wire } = setup()
    const error = await cart.removeItems(ids as string[]).then(unexpected, (e: unknown) => e)
    expect(InvalidInputError.is(error)).toBe(true)
    expect((error as InvalidInputError).violations).toEqual([{ field, description }])
    expect(wire.requests).toHaveLength(0)
  })

  test('without a cart: ApplicationError OWNED_CART_NOT_FOUND', async () => {
    const { cart } = setup()
    const error = await cart.removeItems(['li-1']).then(unexpected, (e: unknown) => e)
    expect(ApplicationError.is(error)).toBe(true)
    expect(error).toMatchObject({ status: 404, code: 'OWNED_CART_NOT_FOUND' })
  })
})

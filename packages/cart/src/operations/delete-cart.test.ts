import { ApplicationError } from '@vitrine/core'
import { describe, expect, test } from 'vitest'
import { lineOf, product, setup, unexpected } from '../../test/helpers'

describe('delete', () => {
  test('deletes the cart and resolves to nothing; the next read is 404 and the next add starts a new cart', async () => {
    const { client, cart, wire } = setup()
    const stickers = await product(client, 'sticker-sheet')
    const first = await cart.addItems({ lineItems: [lineOf(stickers.id)] })

    await expect(cart.delete()).resolves.toBeUndefined()

    expect(wire.cartRequests().at(-1)).toMatchObject({
      method: 'DELETE',
      url: 'http://127.0.0.1:4010/_api/ecom-cart/v1/carts/current',
      body: undefined,
    })
    await expect(cart.get()).rejects.toMatchObject({ code: 'OWNED_CART_NOT_FOUND' })
    const second = await cart.addItems({ lineItems: [lineOf(stickers.id)] })
    expect(second.id).not.toBe(first.id)
    expect(second.lineItems?.[0]?.quantity).toBe(1)
  })

  test('without a cart: ApplicationError OWNED_CART_NOT_FOUND (404)', async () => {
    const { cart } = setup()
    const error = await cart.delete().then(unexpected, (e: unknown) => e)
    expect(ApplicationError.is(error)).toBe(true)
    expect(error).toMatchObject({ status: 404, code: 'OWNED_CART_NOT_FOUND' })
  })
})

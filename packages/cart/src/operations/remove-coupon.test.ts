import { describe, expect, test } from 'vitest'
import { lineOf, product, setup } from '../../test/helpers'

describe('removeCoupon', () => {
  test('removes the coupon, sending an empty body, and resolves to the cart', async () => {
    const { client, cart, wire } = setup()
    const stickers = await product(client, 'sticker-sheet')
    await cart.addItems({ lineItems: [lineOf(stickers.id)] })
    await cart.applyCoupon('FREESHIP')

    const result = await cart.removeCoupon()

    expect(result.appliedDiscounts ?? []).toEqual([])
    expect(wire.cartRequests().at(-1)).toMatchObject({
      method: 'POST',
      url: 'http://127.0.0.1:4010/_api/ecom-cart/v1/carts/current/remove-coupon',
      body: {},
    })
  })

  test('without a cart: OWNED_CART_NOT_FOUND', async () => {
    const { cart } = setup()
    await expect(cart.removeCoupon()).rejects.toMatchObject({ status: 404, code: 'OWNED_CART_NOT_FOUND' })
  })
})

import { ApplicationError, InvalidInputError, ValidationError } from '@vitrine/core'
import { describe, expect, test } from 'vitest'
import { cannedAnswer, lineOf, product, setup, unexpected } from '../../test/helpers'

async function cartWithItems() {
  const context = setup()
  const tee = await product(context.client, 'classic-tee')
  const cart = await context.cart.addItems({
    lineItems: [lineOf(tee.id, 1, { options: { Size: 'M', Color: 'Black' } })],
  })
  return { ...context, before: cart }
}

describe('applyCoupon', () => {
  test('applies a code and resolves to the cart with the coupon', async () => {
    const { cart, wire } = await cartWithItems()
    const result = await cart.applyCoupon('SAVE10')
    expect(result.appliedDiscounts).toEqual([{ coupon: { id: expect.any(String), code: 'SAVE10' } }])
    expect(wire.cartRequests().at(-1)).toMatchObject({
      method: 'PATCH',
      url: 'http://127.0.0.1:4010/_api/ecom-cart/v1/carts/current',
      body: { couponCode: 'SAVE10' },
    })
  })

  test('spaces around a typed or pasted code are ignored', async () => {
    const { cart, wire } = await cartWithItems()
    await cart.applyCoupon('  SAVE10\n')
    expect(wire.cartRequests().at(-1)?.body).toEqual({ couponCode: 'SAVE10' })
  })

  test('a code that does not exist is an ApplicationError; the cart keeps no coupon', async () => {
    const { cart, before } = await cartWithItems()
    const error = await cart.applyCoupon('NOPE').then(unexpected, (e: unknown) => e)
    expect(ApplicationError.is(error)).toBe(true)
    expect(error).toMatchObject({
      status: 400,
      code: 'ERROR_COUPON_DOES_NOT_EXIST',
      description: 'Coupon does not exist',
    })
    expect((await cart.get()).appliedDiscounts).toEqual(before.appliedDiscounts)
  })

  test('an expired code is an ApplicationError with its data', async () => {
    const { cart } = await cartWithItems()
    const error = (await cart
      .applyCoupon('EXPIRED20')
      .then(unexpected, (e: unknown) => e)) as ApplicationError
    expect(error.code).toBe('ERROR_COUPON_IS_EXPIRED')
    expect(error.data).toMatchObject({ couponCode: 'EXPIRED20' })
  })

  test.each([[''], ['   '], [undefined], [42]])('refuses %j before sending, naming `code`', async (code) => {
    const { cart, wire } = setup()
    const error = await cart.applyCoupon(code as string).then(unexpected, (e: unknown) => e)
    expect(InvalidInputError.is(error)).toBe(true)
    expect((error as InvalidInputError).violations[0]?.field).toBe('code')
    expect(wire.requests).toHaveLength(0)
  })

  test("the platform's violations of couponCode are reported as `code`, the caller's argument", async () => {
    const { cart, emulator } = setup()
    emulator.faults.add({
      match: '/carts/current',
      method: 'PATCH',
      times: 1,
      ...cannedAnswer(400, {
        message: 'invalid',
        details: {
          validationError: {
            fieldViolations: [
              {
                field: 'couponCode',
                description: 'must be at most 20 characters',
                violatedRule: 'MAX_LENGTH',
              },
            ],
          },
        },
      }),
    })
    const error = await cart.applyCoupon('A'.repeat(30)).then(unexpected, (e: unknown) => e)
    expect(ValidationError.is(error)).toBe(true)
    expect((error as ValidationError).violations).toEqual([
      { field: 'code', description: 'must be at most 20 characters', violatedRule: 'MAX_LENGTH' },
    ])
    expect((error as ValidationError).message).toBe('INVALID_ARGUMENT: "code" must be at most 20 characters')
  })
})

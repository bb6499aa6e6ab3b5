import { InvalidInputError, ValidationError } from '@vitrine/core'
import { describe, expect, test } from 'vitest'
import { cannedAnswer, deepFreeze, lineOf, product, setup, unexpected } from '../../test/helpers'
import { ItemAvailabilityStatus } from '../index'

describe('setQuantities', () => {
  test('sets quantities and resolves to the cart', async () => {
    const { client, cart, wire } = setup()
    const stickers = await product(client, 'sticker-sheet')
    const pot = await product(client, 'plant-pot')
    const added = await cart.addItems({
      lineItems: [lineOf(stickers.id), lineOf(pot.id, 1, { options: { Size: 'Large' } })],
    })
    const [a, b] = added.lineItems!

    const updates = deepFreeze([
      { id: a!.id!, quantity: 7 },
      { id: b!.id!, quantity: 2 },
    ])
    const result = await cart.setQuantities(updates)

    expect(result.lineItems?.map((i) => i.quantity)).toEqual([7, 2])
    // One large pot left: the line is partially available.
    expect(result.lineItems?.[1]?.availability?.status).toBe(ItemAvailabilityStatus.PARTIALLY_AVAILABLE)
    expect(wire.cartRequests().at(-1)).toMatchObject({
      url: 'http://127.0.0.1:4010/_api/ecom-cart/v1/carts/current/update-line-items-quantity',
      body: { lineItems: updates },
    })
  })

  test('sends only id and quantity, whatever else the objects carry', async () => {
    const { cart, wire } = setup()
    const line = { id: 'li-1', quantity: 2, productName: { original: 'x' } }
    await cart.setQuantities([line]).catch(() => undefined)
    expect(wire.cartRequests()[0]?.body).toEqual({ lineItems: [{ id: 'li-1', quantity: 2 }] })
  })

  test.each([
    [0, 'must be a positive integer'],
    [2.5, 'must be a positive integer'],
    [-3, 'must be a positive integer'],
    [undefined, 'is required'],
  ])('quantity %s is refused, naming lineItems[0].quantity', async (quantity, description) => {
    const { cart, wire } = setup()
    const error = await cart
      .setQuantities([{ id: 'li', quantity: quantity as number }])
      .then(unexpected, (e: unknown) => e)
    expect(InvalidInputError.is(error)).toBe(true)
    expect((error as InvalidInputError).violations).toEqual([{ field: 'lineItems[0].quantity', description }])
    expect(wire.requests).toHaveLength(0)
  })

  test('an empty list or an empty id is refused', async () => {
    const { cart } = setup()
    await expect(cart.setQuantities([])).rejects.toMatchObject({
      violations: [{ field: 'lineItems', description: 'must not be empty' }],
    })
    await expect(cart.setQuantities([{ id: '', quantity: 1 }])).rejects.toMatchObject({
      violations: [{ field: 'lineItems[0].id', description: 'must not be empty' }],
    })
  })

  test("an id that is not in the cart: the platform's ValidationError names lineItems[0].id", async () => {
    const { client, cart } = setup()
    const stickers = await product(client, 'sticker-sheet')
    await cart.addItems({ lineItems: [lineOf(stickers.id)] })
    const error = await cart
      .setQuantities([{ id: 'not-a-line', quantity: 2 }])
      .then(unexpected, (e: unknown) => e)
    expect(ValidationError.is(error)).toBe(true)
    expect(error).toMatchObject({
      status: 400,
      violations: [{ field: 'lineItems[0].id', violatedRule: 'VALIDATION' }],
    })
  })

  test('violations come back sorted by field whatever order the platform sends them in', async () => {
    const { cart, emulator } = setup()
    emulator.faults.add({
      match: '/update-line-items-quantity',
      times: 1,
      ...cannedAnswer(400, {
        message: 'invalid',
        details: {
          validationError: {
            fieldViolations: [
              { field: 'lineItems[1].quantity', description: 'must be at most 100000', violatedRule: 'MAX' },
              { field: 'lineItems[0].quantity', description: 'must be at most 100000', violatedRule: 'MAX' },
            ],
          },
        },
      }),
    })
    const error = (await cart
      .setQuantities([
        { id: 'a', quantity: 200_000 },
        { id: 'b', quantity: 300_000 },
      ])
      .then(unexpected, (e: unknown) => e)) as ValidationError
    expect(error.violations.map((v) => v.field)).toEqual(['lineItems[0].quantity', 'lineItems[1].quantity'])
    expect(error.message).toBe(
      'INVALID_ARGUMENT: "lineItems[0].quantity" must be at most 100000, "lineItems[1].quantity" must be at most 100000',
    )
  })
})

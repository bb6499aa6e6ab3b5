import { ApplicationError, InvalidInputError, ValidationError } from '@vitrine/core'
import { describe, expect, test } from 'vitest'
import { deepFreeze, lineOf, product, setup, unexpected } from '../../test/helpers'
import { type AddItemsInput, ItemAvailabilityStatus, STORES_APP_ID } from '../index'

describe('addItems', () => {
  test('creates the cart, adds the item and resolves to the cart (not { cart })', async () => {
    const { client, cart, wire } = setup()
    const stickers = await product(client, 'sticker-sheet')

    const result = await cart.addItems({ lineItems: [lineOf(stickers.id, 3)] })

    expect(Object.keys(result)).toContain('lineItems')
    expect(result).not.toHaveProperty('cart')
    expect(result.lineItems).toHaveLength(1)
    expect(result.lineItems?.[0]).toMatchObject({
      quantity: 3,
      catalogReference: { catalogItemId: stickers.id, appId: STORES_APP_ID },
      productName: { original: 'Sticker Sheet' },
      availability: { status: ItemAvailabilityStatus.AVAILABLE },
    })
    const [sent] = wire.cartRequests()
    expect(sent).toMatchObject({
      method: 'POST',
      url: 'http://127.0.0.1:4010/_api/ecom-cart/v1/carts/current/add-to-cart',
    })
    // The stores catalogue is the default app id.
    expect(sent?.body).toEqual({
      lineItems: [{ catalogReference: { catalogItemId: stickers.id, appId: STORES_APP_ID }, quantity: 3 }],
    })
  })

  test('an explicit appId is kept', async () => {
    const { cart, wire } = setup()
    await cart
      .addItems({
        lineItems: [{ catalogReference: { catalogItemId: 'x', appId: 'bookings-app' }, quantity: 1 }],
      })
      .catch(() => undefined)
    expect(wire.cartRequests()[0]?.body).toMatchObject({
      lineItems: [{ catalogReference: { appId: 'bookings-app' } }],
    })
  })

  test('adding the same item again adds to its quantity; other choices get their own line', async () => {
    const { client, cart } = setup()
    const tee = await product(client, 'classic-tee')
    const black = { options: { Size: 'M', Color: 'Black' } }

    await cart.addItems({ lineItems: [lineOf(tee.id, 1, black)] })
    await cart.addItems({ lineItems: [lineOf(tee.id, 2, black)] })
    const result = await cart.addItems({
      lineItems: [lineOf(tee.id, 1, { options: { Size: 'L', Color: 'White' } })],
    })

    expect(result.lineItems?.map((item) => item.quantity)).toEqual([3, 1])
    expect(result.lineItems?.[0]?.descriptionLines).toEqual([
      { name: { original: 'Size', translated: 'Size' }, plainText: { original: 'M', translated: 'M' } },
      {
        name: { original: 'Color', translated: 'Color' },
        colorInfo: { original: 'Black', translated: 'Black', code: '#000000' },
      },
    ])
  })

  test('several items in one call, by variant id', async () => {
    const { client, cart } = setup()
    const tee = await product(client, 'classic-tee')
    const mug = await product(client, 'ceramic-mug')
    const variant = tee.variants[0]!

    const result = await cart.addItems({
      lineItems: [
        lineOf(tee.id, 1, { variantId: variant.id }),
        lineOf(mug.id, 2, { variantId: mug.variants[0]!.id }),
      ],
    })

    expect(result.lineItems?.map((i) => [i.catalogReference?.catalogItemId, i.quantity])).toEqual([
      [tee.id, 1],
      [mug.id, 2],
    ])
  })

  test('availability: more than the stock is PARTIALLY_AVAILABLE with the quantity available', async () => {
    const { client, cart } = setup()
    const pot = await product(client, 'plant-pot')
    const result = await cart.addItems({ lineItems: [lineOf(pot.id, 3, { options: { Size: 'Large' } })] })
    expect(result.lineItems?.[0]?.availability).toEqual({
      status: 'PARTIALLY_AVAILABLE',
      quantityAvailable: 1,
    })
  })

  test.each([
    ['zero', 0],
    ['negative', -1],
    ['fractional', 1.5],
    ['NaN', Number.NaN],
    ['Infinity', Infinity],
    ['a string', '2'],
    ['missing', undefined],
  ])('a %s quantity is refused before sending, naming lineItems[1].quantity', async (_, quantity) => {
    const { cart, wire } = setup()
    const items = [
      lineOf('p1'),
      { catalogReference: { catalogItemId: 'p2' }, quantity },
    ] as AddItemsInput['lineItems']

    const error = await cart.addItems({ lineItems: items }).then(unexpected, (e: unknown) => e)

    expect(InvalidInputError.is(error)).toBe(true)
    expect((error as InvalidInputError).violations).toEqual([
      {
        field: 'lineItems[1].quantity',
        description: quantity === undefined ? 'is required' : 'must be a positive integer',
      },
    ])
    expect(wire.requests).toHaveLength(0)
  })

  test('every bad field is named in one error, sorted', async () => {
    const { cart } = setup()
    const error = await cart
      .addItems({
        lineItems: [
          { catalogReference: { catalogItemId: ' ' }, quantity: 0 },
          { catalogReference: { catalogItemId: 'p', appId: '' }, quantity: 1 },
          null as never,
        ],
        businessLocationId: '',
      })
      .then(unexpected, (e: InvalidInputError) => e)

    expect(error.violations.map((v) => v.field)).toEqual([
      'businessLocationId',
      'lineItems[0].catalogReference.catalogItemId',
      'lineItems[0].quantity',
      'lineItems[1].catalogReference.appId',
      'lineItems[2]',
    ])
    expect(error.message).toContain('"lineItems[0].catalogReference.catalogItemId" must not be empty')
  })

  test('nothing to add is refused', async () => {
    const { cart } = setup()
    for (const input of [{}, { lineItems: [] }, { lineItems: [], customLineItems: [] }]) {
      await expect(cart.addItems(input)).rejects.toMatchObject({
        code: 'INVALID_INPUT',
        violations: [{ field: 'lineItems' }],
      })
    }
    await expect(cart.addItems(undefined as never)).rejects.toMatchObject({
      violations: [{ field: 'input', description: 'is required' }],
    })
  })

  test('an unknown product is ApplicationError CATALOG_ITEM_NOT_FOUND (404)', async () => {
    const { cart } = setup()
    const error = await cart
      .addItems({ lineItems: [lineOf('no-such-product')] })
      .then(unexpected, (e: unknown) => e)
    expect(ApplicationError.is(error)).toBe(true)
    expect(error).toMatchObject({ status: 404, code: 'CATALOG_ITEM_NOT_FOUND' })
  })

  test("the platform's field violations name the caller's fields", async () => {
    const { client, cart } = setup()
    const tee = await product(client, 'classic-tee')
    const error = await cart
      .addItems({ lineItems: [lineOf(tee.id, 1, { variantId: 'no-such-variant' }), lineOf(tee.id, 100_001)] })
      .then(unexpected, (e: unknown) => e)

    expect(ValidationError.is(error)).toBe(true)
    expect((error as ValidationError).violations).toMatchObject([
      { field: 'lineItems[0].catalogReference.options.variantId', violatedRule: 'VALIDATION' },
      { field: 'lineItems[1].quantity', violatedRule: 'MAX' },
    ])
    expect((error as ValidationError).message).toMatch(/^INVALID_ARGUMENT: "lineItems\[0\]/)
  })

  test('custom line items are for apps: a visitor gets 403 FORBIDDEN', async () => {
    const { cart } = setup()
    const error = await cart
      .addItems({ customLineItems: [{ quantity: 1, price: '10', productName: { original: 'Gift wrap' } }] })
      .then(unexpected, (e: unknown) => e)
    expect(ApplicationError.is(error)).toBe(true)
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN' })
  })

  test('custom line items, added by an app in the visitor context', async () => {
    const { cart, wire } = setup({ asApp: true })
    const result = await cart.addItems({
      customLineItems: [
        {
          quantity: 2,
          price: '4.50',
          productName: { original: 'Gift wrap' },
          itemType: { preset: 'PHYSICAL' },
          physicalProperties: { weight: Infinity, shippable: true },
          serviceProperties: { scheduledDate: new Date('2025-05-01T12:00:00.000Z') },
        },
      ],
    })
    expect(result.lineItems?.[0]).toMatchObject({
      quantity: 2,
      customLineItem: true,
      productName: { original: 'Gift wrap' },
      price: { amount: '4.50' },
    })
    expect(wire.cartRequests()[0]?.body).toMatchObject({
      customLineItems: [
        {
          physicalProperties: { weight: 'Infinity' },
          serviceProperties: { scheduledDate: '2025-05-01T12:00:00.000Z' },
        },
      ],
    })
  })

  test('custom line items are checked: price a decimal string, a name', async () => {
    const { cart } = setup({ asApp: true })
    const error = await cart
      .addItems({ customLineItems: [{ quantity: 1, price: '$10', productName: { original: '' } }] })
      .then(unexpected, (e: InvalidInputError) => e)
    expect(error.violations).toEqual([
      { field: 'customLineItems[0].price', description: 'must be a decimal number in a string, e.g. "9.99"' },
      { field: 'customLineItems[0].productName.original', description: 'must not be empty' },
    ])
  })

  test('floats and dates: NaN/Infinity travel as strings and come back as numbers; Dates as ISO strings', async () => {
    const { client, cart, wire } = setup()
    const stickers = await product(client, 'sticker-sheet')
    const expires = new Date('2030-01-01T00:00:00.000Z')

    const result = await cart.addItems({
      lineItems: [
        {
          ...lineOf(stickers.id),
          catalogOverrideFields: {
            physicalProperties: { weight: Number.NaN },
            image: {
              url: 'https://media.example/x.png',
              urlExpirationDate: expires,
              focalPoint: { x: -Infinity, y: 0.5 },
            },
          },
        },
      ],
    })

    expect(wire.cartRequests()[0]?.body).toMatchObject({
      lineItems: [
        {
          catalogOverrideFields: {
            physicalProperties: { weight: 'NaN' },
            image: { urlExpirationDate: '2030-01-01T00:00:00.000Z', focalPoint: { x: '-Infinity', y: 0.5 } },
          },
        },
      ],
    })
    const overrides = result.lineItems?.[0]?.catalogOverrideFields
    expect(overrides?.physicalProperties?.weight).toBeNaN()
    expect(overrides?.image?.focalPoint?.x).toBe(-Infinity)
    expect(overrides?.image?.urlExpirationDate).toEqual(expires)
  })

  test('an invalid Date, or NaN outside a float field, is refused naming the field', async () => {
    const { cart, wire } = setup()
    const error = await cart
      .addItems({
        lineItems: [
          {
            ...lineOf('p1'),
            serviceProperties: { scheduledDate: new Date('nope'), numberOfParticipants: Number.NaN },
          },
        ],
      })
      .then(unexpected, (e: InvalidInputError) => e)
    expect(InvalidInputError.is(error)).toBe(true)
    expect(error.violations.map((v) => v.field)).toEqual([
      'lineItems[0].serviceProperties.numberOfParticipants',
      'lineItems[0].serviceProperties.scheduledDate',
    ])
    expect(wire.requests).toHaveLength(0)
  })

  test('caller input is never modified, and can be sent again', async () => {
    const { client, cart } = setup()
    const stickers = await product(client, 'sticker-sheet')
    const input = deepFreeze({
      lineItems: [
        {
          catalogReference: { catalogItemId: stickers.id, options: { variantId: stickers.variants[0]!.id } },
          quantity: 1,
          catalogOverrideFields: { physicalProperties: { weight: Infinity } },
        },
      ],
    })
    const before = structuredClone(input)

    await cart.addItems(input)
    const again = await cart.addItems(input)

    expect(input).toEqual(before)
    expect(input.lineItems[0]?.catalogReference).not.toHaveProperty('appId')
    expect(again.lineItems?.[0]?.quantity).toBe(2)
  })

  test('the input is taken as it is when the call is made, even while earlier calls are in flight', async () => {
    const { client, cart, emulator } = setup()
    const stickers = await product(client, 'sticker-sheet')
    emulator.faults.add({ match: '/add-to-cart', delayMs: 20, times: 1 })
    const input = { lineItems: [lineOf(stickers.id, 1)] }

    const first = cart.addItems({ lineItems: [lineOf(stickers.id, 1)] })
    const second = cart.addItems(input)
    input.lineItems[0]!.quantity = 50 // the caller reuses its object for the next click

    await first
    expect((await second).lineItems?.[0]?.quantity).toBe(2)
  })

  test('a __proto__ key in caller input changes no prototype', async () => {
    const { cart, wire } = setup()
    const options = JSON.parse('{"__proto__": {"polluted": true}, "variantId": "v"}') as Record<
      string,
      unknown
    >
    await cart.addItems({ lineItems: [lineOf('p1', 1, options)] }).catch(() => undefined)
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    const sent = wire.cartRequests()[0]?.body as { lineItems: { catalogReference: { options: object } }[] }
    expect(Object.getPrototypeOf(sent.lineItems[0]!.catalogReference.options)).toBe(Object.prototype)
  })
})

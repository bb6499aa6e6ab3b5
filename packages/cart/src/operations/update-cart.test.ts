import { ApplicationError, InvalidInputError, ValidationError } from '@vitrine/core'
import { describe, expect, test } from 'vitest'
import { cannedAnswer, deepFreeze, lineOf, product, setup, unexpected } from '../../test/helpers'
import { STORES_APP_ID, type UpdateCartInput } from '../index'

describe('update', () => {
  test('writes cart fields and resolves to the cart', async () => {
    const { client, cart } = setup()
    const stickers = await product(client, 'sticker-sheet')
    await cart.addItems({ lineItems: [lineOf(stickers.id)] })

    const result = await cart.update({
      cartInfo: {
        buyerNote: 'Gift wrap, please',
        contactInfo: {
          address: {
            country: 'US',
            subdivision: 'US-NY',
            city: 'New York',
            postalCode: '10001',
            addressLine: '1 Main St',
          },
          contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
        },
        selectedShippingOption: { code: 'express' },
      },
    })

    expect(result.buyerNote).toBe('Gift wrap, please')
    expect(result.contactInfo?.address).toMatchObject({ country: 'US', city: 'New York' })
    expect(result.selectedShippingOption).toEqual({ code: 'express' })
  })

  test('geocode floats: Infinity and NaN travel as strings and come back as numbers', async () => {
    const { client, cart, wire } = setup()
    const stickers = await product(client, 'sticker-sheet')
    await cart.addItems({ lineItems: [lineOf(stickers.id)] })

    const result = await cart.update({
      cartInfo: {
        contactInfo: { address: { country: 'FR', geocode: { latitude: Infinity, longitude: Number.NaN } } },
      },
    })

    expect(wire.cartRequests().at(-1)?.body).toEqual({
      cartInfo: {
        contactInfo: { address: { country: 'FR', geocode: { latitude: 'Infinity', longitude: 'NaN' } } },
      },
    })
    expect(result.contactInfo?.address?.geocode?.latitude).toBe(Infinity)
    expect(result.contactInfo?.address?.geocode?.longitude).toBeNaN()
  })

  test('adds line items (with the stores app id by default) and applies a coupon in one call', async () => {
    const { client, cart, wire } = setup()
    const stickers = await product(client, 'sticker-sheet')

    const result = await cart.update({ lineItems: [lineOf(stickers.id, 4)], couponCode: 'SAVE10' })

    expect(result.lineItems?.[0]?.quantity).toBe(4)
    expect(result.appliedDiscounts?.[0]?.coupon?.code).toBe('SAVE10')
    expect(wire.cartRequests()[0]?.body).toMatchObject({
      lineItems: [{ catalogReference: { appId: STORES_APP_ID } }],
      couponCode: 'SAVE10',
    })
  })

  test("fieldMask travels as the platform's cartFieldmask, a comma-separated list of paths", async () => {
    const { cart, wire } = setup()
    await cart
      .update({
        cartInfo: { buyerNote: 'x', buyerLanguage: 'fr' },
        fieldMask: ['buyerNote', 'contactInfo.address'],
      })
      .catch(() => undefined)
    expect(wire.cartRequests()[0]?.body).toEqual({
      cartInfo: { buyerNote: 'x', buyerLanguage: 'fr' },
      cartFieldmask: 'buyerNote,contactInfo.address',
    })
  })

  test('fieldMask limits the write to the listed cartInfo fields', async () => {
    const { client, cart } = setup()
    const stickers = await product(client, 'sticker-sheet')
    await cart.addItems({ lineItems: [lineOf(stickers.id)] })
    await cart.update({ cartInfo: { buyerNote: 'first' } })

    const result = await cart.update({
      cartInfo: { buyerNote: 'second', selectedShippingOption: { code: 'express' } },
      fieldMask: ['selectedShippingOption'],
    })

    expect(result.buyerNote).toBe('first')
    expect(result.selectedShippingOption?.code).toBe('express')
  })

  test("the platform's violations of cartFieldmask name fieldMask, the caller's field", async () => {
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
                field: 'cartInfo.buyerNote',
                description: 'must be at most 1000 characters',
                violatedRule: 'MAX_LENGTH',
              },
              { field: 'cartFieldmask', description: 'names an unknown field', violatedRule: 'VALIDATION' },
            ],
          },
        },
      }),
    })
    const error = (await cart
      .update({ cartInfo: { buyerNote: 'x' }, fieldMask: ['nope'] })
      .then(unexpected, (e: unknown) => e)) as ValidationError
    expect(ValidationError.is(error)).toBe(true)
    expect(error.violations.map((v) => v.field)).toEqual(['cartInfo.buyerNote', 'fieldMask'])
  })

  test('merchant discounts are for apps: a visitor gets 403', async () => {
    const { cart } = setup()
    const error = await cart
      .update({ merchantDiscounts: [{ amount: '5' }] })
      .then(unexpected, (e: unknown) => e)
    expect(ApplicationError.is(error)).toBe(true)
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN' })
  })

  test('merchant discounts, by an app in the visitor context', async () => {
    const { client, cart } = setup({ asApp: true })
    const stickers = await product(client, 'sticker-sheet')
    await cart.addItems({ lineItems: [lineOf(stickers.id, 4)] })
    const result = await cart.update({ merchantDiscounts: [{ amount: '1.50' }] })
    expect(result.appliedDiscounts).toEqual([
      { merchantDiscount: { amount: expect.objectContaining({ amount: '1.50' }) } },
    ])
  })

  test('inputs are checked before sending: country and subdivision codes, e-mail, decimals, ids', async () => {
    const { cart, wire } = setup()
    const input = {
      cartInfo: {
        buyerInfo: { email: 'not-an-email' },
        contactInfo: { address: { country: 'usa', subdivision: 'New York' } },
        selectedShippingOption: { code: '' },
      },
      couponCode: ' ',
      merchantDiscounts: [{ amount: '-5', lineItemIds: [''] }],
      lineItems: [{ catalogReference: { catalogItemId: 'p' }, quantity: 0 }],
      fieldMask: [''],
    } satisfies UpdateCartInput

    const error = (await cart.update(input).then(unexpected, (e: unknown) => e)) as InvalidInputError

    expect(InvalidInputError.is(error)).toBe(true)
    expect(error.violations).toEqual([
      { field: 'cartInfo.buyerInfo.email', description: 'must be an e-mail address' },
      {
        field: 'cartInfo.contactInfo.address.country',
        description: 'must be an ISO-3166 alpha-2 country code, e.g. "US"',
      },
      {
        field: 'cartInfo.contactInfo.address.subdivision',
        description: 'must be an ISO-3166-2 code, e.g. "US-NY"',
      },
      { field: 'cartInfo.selectedShippingOption.code', description: 'must not be empty' },
      { field: 'couponCode', description: 'must not be empty' },
      { field: 'fieldMask[0]', description: 'must not be empty' },
      { field: 'lineItems[0].quantity', description: 'must be a positive integer' },
      {
        field: 'merchantDiscounts[0].amount',
        description: 'must be a decimal number in a string, e.g. "9.99"',
      },
      { field: 'merchantDiscounts[0].lineItemIds[0]', description: 'must not be empty' },
    ])
    expect(wire.requests).toHaveLength(0)
  })

  test('an empty fieldMask is refused: it would mean "write nothing" to some and "write all" to others', async () => {
    const { cart } = setup()
    await expect(cart.update({ cartInfo: { buyerNote: 'x' }, fieldMask: [] })).rejects.toMatchObject({
      violations: [{ field: 'fieldMask', description: 'must not be empty' }],
    })
  })

  test('null clears a field and passes the checks', async () => {
    const { client, cart } = setup()
    const stickers = await product(client, 'sticker-sheet')
    await cart.addItems({ lineItems: [lineOf(stickers.id)] })
    await cart.update({ cartInfo: { buyerNote: 'note' } })
    const result = await cart.update({
      cartInfo: { buyerNote: null, buyerInfo: { email: null } },
      fieldMask: undefined,
    })
    expect(result.buyerNote).toBeUndefined()
  })

  test('caller input is never modified', async () => {
    const { client, cart } = setup()
    const stickers = await product(client, 'sticker-sheet')
    const input = deepFreeze({
      lineItems: [lineOf(stickers.id)],
      cartInfo: { contactInfo: { address: { country: 'US', geocode: { latitude: Number.NaN } } } },
      fieldMask: ['contactInfo'],
    })
    const before = structuredClone(input)
    await cart.update(input).catch(() => undefined)
    expect(input).toEqual(before)
  })
})

import { InvalidInputError } from '@vitrine/core'
import { describe, expect, test } from 'vitest'
import { cannedAnswer, deepFreeze, lineOf, product, setup, unexpected } from '../../test/helpers'
import { DiscountType, type MultiCurrencyPrice, PickupMethod, RateType } from '../index'

const cents = (price: MultiCurrencyPrice | undefined): number => Math.round(Number(price?.amount) * 100)

const NEW_YORK = {
  country: 'US',
  subdivision: 'US-NY',
  city: 'New York',
  postalCode: '10001',
  addressLine: '1 Main St',
}

async function cartWithTees(quantity = 2) {
  const context = setup()
  const tee = await product(context.client, 'classic-tee')
  await context.cart.addItems({
    lineItems: [lineOf(tee.id, quantity, { options: { Size: 'M', Color: 'Black' } })],
  })
  return context
}

describe('estimateTotals', () => {
  test('computes totals for an address and a shipping option; money stays decimal strings', async () => {
    const { cart, wire } = await cartWithTees(2)

    const estimate = await cart.estimateTotals({
      shippingAddress: NEW_YORK,
      selectedShippingOption: { code: 'standard' },
    })

    const summary = estimate.priceSummary!
    expect(summary.subtotal?.amount).toBe('50.00')
    expect(summary.shipping?.amount).toBe('5.00')
    expect(cents(summary.tax)).toBeGreaterThan(0)
    expect(cents(summary.total)).toBe(
      cents(summary.subtotal) + cents(summary.shipping) + cents(summary.tax) - cents(summary.discount),
    )
    expect(estimate.taxSummary?.calculationDetails?.rateType).toBe(RateType.MANUAL_RATE)
    expect(estimate.cart?.lineItems?.[0]?.quantity).toBe(2)
    expect(estimate.calculatedLineItems).toHaveLength(1)
    expect(estimate.shippingInfo?.selectedCarrierServiceOption).toMatchObject({
      code: 'standard',
      requestedShippingOption: true,
    })
    expect(estimate.cart?.createdDate).toBeInstanceOf(Date)
    expect(wire.cartRequests().at(-1)).toMatchObject({
      method: 'POST',
      url: 'http://127.0.0.1:4010/_api/ecom-cart/v1/carts/current/estimate-totals',
      body: { shippingAddress: NEW_YORK, selectedShippingOption: { code: 'standard' } },
    })
  })

  test('delivery slots come back as Dates', async () => {
    const { cart } = await cartWithTees()
    const estimate = await cart.estimateTotals({
      shippingAddress: NEW_YORK,
      selectedShippingOption: { code: 'express' },
    })
    const slot = estimate.shippingInfo?.selectedCarrierServiceOption?.logistics?.deliveryTimeSlot
    expect(slot?.from).toBeInstanceOf(Date)
    expect(slot?.to).toBeInstanceOf(Date)
    expect(slot!.to!.getTime()).toBeGreaterThan(slot!.from!.getTime())
    const options =
      estimate.shippingInfo?.carrierServiceOptions?.flatMap((c) => c.shippingOptions ?? []) ?? []
    expect(options.map((o) => o.code)).toEqual(
      expect.arrayContaining(['standard', 'express', 'pickup-point']),
    )
    const express = options.find((o) => o.code === 'express')
    expect(express?.logistics?.deliveryTimeSlot?.from).toBeInstanceOf(Date)
  })

  test('a pick-up point comes with its method and address', async () => {
    const { cart } = await cartWithTees()
    const estimate = await cart.estimateTotals({
      shippingAddress: NEW_YORK,
      selectedShippingOption: { code: 'pickup-point' },
    })
    const pickup = estimate.shippingInfo?.selectedCarrierServiceOption?.logistics?.pickupDetails
    expect(pickup?.pickupMethod).toBe(PickupMethod.PICKUP_POINT)
    expect(pickup?.address?.city).toBe('San Francisco')
  })

  test('coupons show in appliedDiscounts', async () => {
    const { cart } = await cartWithTees()
    await cart.applyCoupon('FREESHIP')
    const estimate = await cart.estimateTotals({
      shippingAddress: NEW_YORK,
      selectedShippingOption: { code: 'standard' },
    })
    expect(estimate.appliedDiscounts?.[0]).toMatchObject({
      coupon: { code: 'FREESHIP' },
      discountType: DiscountType.SHIPPING,
    })
    expect(estimate.priceSummary?.discount?.amount).toBe('5.00')
  })

  test('works without any input, and changes nothing', async () => {
    const { cart } = await cartWithTees()
    const before = await cart.get()
    const estimate = await cart.estimateTotals()
    expect(estimate.priceSummary?.subtotal?.amount).toBe('50.00')
    expect(await cart.get()).toEqual(before)
  })

  test('memberships are reported; a visitor cannot use one', async () => {
    const { cart } = await cartWithTees()
    const estimate = await cart.estimateTotals({
      selectedMemberships: { memberships: [{ id: 'plan-1', appId: 'app-1', lineItemIds: [] }] },
    })
    expect(estimate.membershipOptions?.invalidMemberships?.[0]).toMatchObject({
      membership: { id: 'plan-1' },
      reason: 'Log in to use a membership',
    })
  })

  test('every date and float path of the answer is decoded', async () => {
    const { cart, emulator } = await cartWithTees()
    const slot = { from: '2025-06-01T08:00:00.000Z', to: '2025-06-01T10:00:00.000Z' }
    const pickupAddress = { address: { geocode: { latitude: 'NaN', longitude: '-Infinity' } } }
    emulator.faults.add({
      match: '/estimate-totals',
      times: 1,
      ...cannedAnswer(200, {
        cart: { id: 'c', updatedDate: '2025-06-01T07:00:00.000Z' },
        shippingInfo: {
          selectedCarrierServiceOption: {
            logistics: { deliveryTimeSlot: slot, pickupDetails: pickupAddress },
          },
          carrierServiceOptions: [
            { shippingOptions: [{ logistics: { deliveryTimeSlot: slot, pickupDetails: pickupAddress } }] },
          ],
        },
        membershipOptions: {
          eligibleMemberships: [{ id: 'm', expirationDate: '2026-01-01T00:00:00.000Z' }],
          invalidMemberships: [{ membership: { id: 'n', expirationDate: '2024-01-01T00:00:00.000Z' } }],
        },
        appliedDiscounts: [{ merchantDiscount: { percentage: 'Infinity' } }],
        priceSummary: { total: { amount: '10.00' } },
      }),
    })

    const estimate = await cart.estimateTotals()

    const selected = estimate.shippingInfo?.selectedCarrierServiceOption?.logistics
    const listed = estimate.shippingInfo?.carrierServiceOptions?.[0]?.shippingOptions?.[0]?.logistics
    for (const logistics of [selected, listed]) {
      expect(logistics?.deliveryTimeSlot).toEqual({ from: new Date(slot.from), to: new Date(slot.to) })
      expect(logistics?.pickupDetails?.address?.geocode?.latitude).toBeNaN()
      expect(logistics?.pickupDetails?.address?.geocode?.longitude).toBe(-Infinity)
    }
    expect(estimate.cart?.updatedDate).toEqual(new Date('2025-06-01T07:00:00.000Z'))
    expect(estimate.membershipOptions?.eligibleMemberships?.[0]?.expirationDate).toEqual(
      new Date('2026-01-01T00:00:00.000Z'),
    )
    expect(estimate.membershipOptions?.invalidMemberships?.[0]?.membership?.expirationDate).toEqual(
      new Date('2024-01-01T00:00:00.000Z'),
    )
    expect(estimate.appliedDiscounts?.[0]?.merchantDiscount?.percentage).toBe(Infinity)
    // Money is not a float field: it stays a string.
    expect(estimate.priceSummary?.total?.amount).toBe('10.00')
  })

  test('addresses are checked before sending; geocode floats travel as strings', async () => {
    const { cart, wire } = setup()
    const error = (await cart
      .estimateTotals({ shippingAddress: { country: 'United States' }, billingAddress: { country: 'us' } })
      .then(unexpected, (e: unknown) => e)) as InvalidInputError
    expect(InvalidInputError.is(error)).toBe(true)
    expect(error.violations.map((v) => v.field)).toEqual([
      'billingAddress.country',
      'shippingAddress.country',
    ])
    expect(wire.requests).toHaveLength(0)

    const input = deepFreeze({
      shippingAddress: { country: 'US', geocode: { latitude: Number.NaN, longitude: 1.5 } },
    })
    await cart.estimateTotals(input).catch(() => undefined)
    expect(wire.cartRequests()[0]?.body).toEqual({
      shippingAddress: { country: 'US', geocode: { latitude: 'NaN', longitude: 1.5 } },
    })
  })

  test('without a cart: OWNED_CART_NOT_FOUND', async () => {
    const { cart } = setup()
    await expect(cart.estimateTotals()).rejects.toMatchObject({ status: 404, code: 'OWNED_CART_NOT_FOUND' })
  })

  test('it changes nothing, so it is retried like a read on 503', async () => {
    const { client, cart, emulator, wire } = setup({ retry: { limit: 2, baseDelay: 0 } })
    const stickers = await product(client, 'sticker-sheet')
    await cart.addItems({ lineItems: [lineOf(stickers.id)] })
    emulator.faults.add({ match: '/estimate-totals', status: 503, times: 1 })

    const estimate = await cart.estimateTotals()

    expect(estimate.priceSummary?.subtotal?.amount).toBe('2.50')
    expect(wire.cartRequests().filter((r) => r.url.endsWith('/estimate-totals'))).toHaveLength(2)
  })
})

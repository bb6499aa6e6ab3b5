import { beforeEach, describe, expect, it } from 'vitest'
import { createEmulator, DEMO_API_KEY, DOMAIN_ENTITIES, type Emulator, STORES_APP_ID } from '../src/index'
import { DEMO_MEMBER_ID } from '../src/state/state'
import { call, formOf, type Json, OWNER, postForm, visitorTokens } from './helpers'

const product = (n: number): string => `5eed0001-0000-4000-8000-${String(n).padStart(12, '0')}`
const TEE = product(1)
const TEE_S_BLACK = '5eed0003-0001-4000-8000-000000000001'
const DENIM = product(4)
const TOTE = product(8)
const PINS = product(13)
const MUG = product(14)
const EBOOK = product(20)

const item = (catalogItemId: string, quantity: number, options?: Json) => ({
  quantity,
  catalogReference: { catalogItemId, appId: STORES_APP_ID, ...(options ? { options } : {}) },
})

describe('current cart', () => {
  let emulator: Emulator
  let auth: Record<string, string>
  const cart = (method: string, path: string, body?: unknown, headers = auth) =>
    call(emulator, method, `/ecom/v1/carts/current${path}`, body, headers)

  beforeEach(async () => {
    emulator = createEmulator()
    auth = { authorization: (await visitorTokens(emulator)).access_token }
  })

  it('answers 404 OWNED_CART_NOT_FOUND before the first item', async () => {
    const response = await cart('GET', '')
    expect(response.status).toBe(404)
    expect(response.body).toEqual({
      message: 'Cart not found',
      details: {
        applicationError: {
          code: 'OWNED_CART_NOT_FOUND',
          description: 'Cart not found',
          data: { cartId: 'current' },
        },
      },
    })
  })

  it('adds items with the wire-notes body and renders the cart in wire shapes', async () => {
    const added = await cart('POST', '/add-to-cart', {
      lineItems: [item(TEE, 2, { variantId: TEE_S_BLACK })],
    })
    expect(added.status).toBe(200)
    const line = added.body.cart.lineItems[0]
    expect(line).toMatchObject({
      quantity: 2,
      catalogReference: { catalogItemId: TEE, appId: STORES_APP_ID, options: { variantId: TEE_S_BLACK } },
      productName: { original: 'Classic Tee' },
      price: { amount: '25.00', formattedAmount: '$25.00' },
      lineItemPrice: { amount: '50.00' },
      availability: { status: 'AVAILABLE', quantityAvailable: 10 },
      itemType: { preset: 'PHYSICAL' },
      descriptionLines: [
        { name: { original: 'Size' }, plainText: { original: 'S' } },
        { name: { original: 'Color' }, colorInfo: { original: 'Black', code: '#000000' } },
      ],
    })
    expect(line.url.url).toMatch(/\/product-page\/classic-tee$/)
    expect(line.image).toMatchObject({ id: 'classic-tee-1.svg', width: 1000, height: 1000 })
    expect(added.body.cart.buyerInfo.visitorId).toEqual(expect.any(String))
    expect(added.body.cart.createdDate).toMatch(/^\d{4}-\d\d-\d\dT/)
    const read = await call(emulator, 'GET', '/_api/ecom-cart/v1/carts/current', undefined, auth)
    expect(read.body.cart.id).toBe(added.body.cart.id)
  })

  it('merges the same item and options into one line, by variant id or by choices', async () => {
    await cart('POST', '/add-to-cart', { lineItems: [item(TEE, 1, { variantId: TEE_S_BLACK })] })
    await cart('POST', '/add-to-cart', { lineItems: [item(TEE, 2, { variantId: TEE_S_BLACK })] })
    await cart('POST', '/add-to-cart', {
      lineItems: [item(TEE, 1, { options: { Size: 'M', Color: 'White' } })],
    })
    const merged = await cart('POST', '/add-to-cart', { lineItems: [item(TOTE, 1), item(TOTE, 4)] })
    expect(merged.body.cart.lineItems.map((l: Json) => l.quantity)).toEqual([3, 1, 5])
  })

  it('validates line items the way the platform does', async () => {
    const zero = await cart('POST', '/add-to-cart', { lineItems: [item(TOTE, 0)] })
    expect(zero.body.details.validationError.fieldViolations).toEqual([
      {
        field: 'lineItems[0].quantity',
        description: 'must be positive',
        violatedRule: 'MIN',
        data: { threshold: 1 },
      },
    ])
    const noVariant = await cart('POST', '/add-to-cart', { lineItems: [item(TEE, 1)] })
    expect(noVariant.body.details.validationError.fieldViolations[0].field).toBe(
      'lineItems[0].catalogReference.options',
    )
    const badApp = await cart('POST', '/add-to-cart', {
      lineItems: [{ quantity: 1, catalogReference: { catalogItemId: TOTE, appId: 'other' } }],
    })
    expect(badApp.body.details.validationError.fieldViolations[0].field).toBe(
      'lineItems[0].catalogReference.appId',
    )
    const unknown = await cart('POST', '/add-to-cart', { lineItems: [item('nope', 1)] })
    expect(unknown.status).toBe(404)
    expect(unknown.body.details.applicationError.code).toBe('CATALOG_ITEM_NOT_FOUND')
    const empty = await cart('POST', '/add-to-cart', { lineItems: [] })
    expect(empty.status).toBe(400)
    expect((await cart('GET', '')).status).toBe(404)
  })

  it('updates quantities (0 removes), removes lines and rejects unknown lines', async () => {
    const added = await cart('POST', '/add-to-cart', {
      lineItems: [item(TOTE, 1), item(MUG, 1, { options: { Color: 'Black' } })],
    })
    const [tote, mug] = added.body.cart.lineItems
    const updated = await cart('POST', '/update-line-items-quantity', {
      lineItems: [{ id: tote.id, quantity: 3 }],
    })
    expect(updated.body.cart.lineItems[0].quantity).toBe(3)
    const unknown = await cart('POST', '/update-line-items-quantity', {
      lineItems: [{ id: 'nope', quantity: 3 }],
    })
    expect(unknown.status).toBe(400)
    const removed = await cart('POST', '/update-line-items-quantity', {
      lineItems: [{ id: tote.id, quantity: 0 }],
    })
    expect(removed.body.cart.lineItems.map((l: Json) => l.id)).toEqual([mug.id])
    const gone = await cart('POST', '/remove-line-items', { lineItemIds: [mug.id] })
    expect(gone.body.cart.lineItems).toEqual([])
    expect((await cart('POST', '/remove-line-items', { lineItemIds: [] })).status).toBe(400)
  })

  it('applies and removes coupons; an invalid or expired one is an application error', async () => {
    await cart('POST', '/add-to-cart', { lineItems: [item(TOTE, 2)] })
    const applied = await cart('PATCH', '', { couponCode: 'save10' })
    expect(applied.body.cart.appliedDiscounts).toEqual([
      { coupon: { id: expect.any(String), code: 'SAVE10' } },
    ])
    const unknown = await cart('PATCH', '', { couponCode: 'NOPE' })
    expect(unknown).toMatchObject({
      status: 400,
      body: { details: { applicationError: { code: 'ERROR_COUPON_DOES_NOT_EXIST' } } },
    })
    const expired = await cart('PATCH', '', { couponCode: 'EXPIRED20' })
    expect(expired.body.details.applicationError.code).toBe('ERROR_COUPON_IS_EXPIRED')
    expect((await cart('GET', '')).body.cart.appliedDiscounts[0].coupon.code).toBe('SAVE10')
    const removed = await cart('POST', '/remove-coupon', {})
    expect(removed.body.cart.appliedDiscounts).toEqual([])
  })

  it('limits a cartInfo write to cartFieldmask: a comma-separated string (as the official client sends it), {paths} or a list', async () => {
    await cart('POST', '/add-to-cart', { lineItems: [item(TOTE, 1)] })
    await cart('PATCH', '', { cartInfo: { buyerNote: 'first', buyerLanguage: 'en' } })
    const write = (cartFieldmask: unknown, note: string) =>
      cart('PATCH', '', {
        cartInfo: { buyerNote: note, selectedShippingOption: { code: 'express' } },
        cartFieldmask,
      })

    const comma = await write('selectedShippingOption', 'ignored')
    expect(comma.status).toBe(200)
    expect(comma.body.cart.buyerNote).toBe('first')
    expect(comma.body.cart.selectedShippingOption).toEqual({ code: 'express' })

    const two = await write('buyerNote,selectedShippingOption.code', 'second')
    expect(two.status).toBe(200)
    expect(two.body.cart.buyerNote).toBe('second')

    const paths = await write({ paths: ['buyerNote'] }, 'third')
    expect(paths.body.cart.buyerNote).toBe('third')
    const list = await write(['buyerNote'], 'fourth')
    expect(list.body.cart.buyerNote).toBe('fourth')
    // The empty mask writes nothing; no mask writes what cartInfo names.
    expect((await write('', 'fifth')).body.cart.buyerNote).toBe('fourth')
    expect((await write(null, 'sixth')).body.cart.buyerNote).toBe('sixth')
  })

  it('refuses a malformed cartFieldmask with a violation naming it, and changes nothing', async () => {
    await cart('POST', '/add-to-cart', { lineItems: [item(TOTE, 1)] })
    await cart('PATCH', '', { cartInfo: { buyerNote: 'kept' } })
    for (const cartFieldmask of [
      'buyerNote,',
      ',buyerNote',
      'buyerNote, contactInfo',
      'a..b',
      7,
      {},
      [1],
      { paths: 'x' },
    ]) {
      const answer = await cart('PATCH', '', { cartInfo: { buyerNote: 'lost' }, cartFieldmask })
      expect(answer.status, JSON.stringify(cartFieldmask)).toBe(400)
      expect(answer.body.details.validationError.fieldViolations).toEqual([
        expect.objectContaining({ field: 'cartFieldmask', violatedRule: 'FORMAT' }),
      ])
    }
    expect((await cart('GET', '')).body.cart.buyerNote).toBe('kept')
  })

  it('estimates totals with real arithmetic: coupon, shipping, tax by region', async () => {
    await cart('POST', '/add-to-cart', {
      lineItems: [item(TOTE, 2), item(MUG, 1, { options: { Color: 'White' } })],
    })
    await cart('PATCH', '', { couponCode: 'SAVE10' })
    const estimate = await cart('POST', '/estimate-totals', {
      selectedShippingOption: { code: 'standard' },
      shippingAddress: {
        city: 'New York',
        subdivision: 'US-NY',
        country: 'US',
        postalCode: '10001',
        addressLine: '1 Main St',
      },
    })
    expect(estimate.status).toBe(200)
    const summary = estimate.body.priceSummary
    expect([
      summary.subtotal.amount,
      summary.discount.amount,
      summary.shipping.amount,
      summary.tax.amount,
      summary.total.amount,
    ]).toEqual(['52.00', '5.20', '5.00', '4.60', '56.40'])
    expect(estimate.body.appliedDiscounts[0]).toMatchObject({
      coupon: { code: 'SAVE10', amount: { amount: '5.20' } },
      discountType: 'GLOBAL',
    })
    expect(estimate.body.shippingInfo.selectedCarrierServiceOption).toMatchObject({
      code: 'standard',
      cost: { price: { amount: '5.00' } },
    })
    const options = estimate.body.shippingInfo.carrierServiceOptions.flatMap((c: Json) => c.shippingOptions)
    expect(options.find((o: Json) => o.code === 'express').logistics.deliveryTimeSlot).toEqual({
      from: expect.any(String),
      to: expect.any(String),
    })
    expect(options.find((o: Json) => o.code === 'pickup-point').logistics.pickupDetails).toMatchObject({
      pickupMethod: 'PICKUP_POINT',
      address: { city: 'San Francisco' },
    })
    expect(estimate.body.calculatedLineItems[0].pricesBreakdown.taxDetails.taxRate).toBe('0.08875')
  })

  it('prices shipping by option and region, with free shipping and calculation errors', async () => {
    await cart('POST', '/add-to-cart', { lineItems: [item(TOTE, 5)] })
    const free = await cart('POST', '/estimate-totals', {
      shippingAddress: { country: 'US', subdivision: 'US-OR' },
    })
    expect(free.body.priceSummary).toMatchObject({
      subtotal: { amount: '90.00' },
      shipping: { amount: '0.00' },
      tax: { amount: '0.00' },
    })
    expect(free.body.taxSummary.calculationDetails.rateType).toBe('NO_TAX_COLLECTED')
    const express = await cart('POST', '/estimate-totals', {
      selectedShippingOption: { code: 'express' },
      shippingAddress: { country: 'US' },
    })
    expect(express.body.priceSummary.shipping.amount).toBe('15.00')
    const abroad = await cart('POST', '/estimate-totals', { shippingAddress: { country: 'GB' } })
    expect(abroad.body.shippingInfo.region.name).toBe('International')
    expect(abroad.body.priceSummary.tax.amount).toBe('22.00')
    const wrong = await cart('POST', '/estimate-totals', { selectedShippingOption: { code: 'teleport' } })
    expect(wrong.body.calculationErrors.selectedShippingOptionError.applicationError.code).toBe(
      'SHIPPING_OPTION_NOT_FOUND',
    )
    await cart('PATCH', '', { couponCode: 'FREESHIP' })
    const freeship = await cart('POST', '/estimate-totals', {
      selectedShippingOption: { code: 'express' },
      shippingAddress: { country: 'US' },
    })
    expect(freeship.body.priceSummary).toMatchObject({
      shipping: { amount: '15.00' },
      discount: { amount: '15.00' },
      total: { amount: '90.00' },
    })
    expect(freeship.body.appliedDiscounts[0].discountType).toBe('SHIPPING')
    const badAddress = await cart('POST', '/estimate-totals', { shippingAddress: { country: 'usa' } })
    expect(badAddress.body.details.validationError.fieldViolations[0].field).toBe('shippingAddress.country')
  })

  it('reports availability per line and leaves unavailable units out of totals', async () => {
    await cart('POST', '/add-to-cart', {
      lineItems: [item(DENIM, 1, { options: { Size: 'M' } }), item(PINS, 5), item(TOTE, 1)],
    })
    await call(emulator, 'DELETE', `/stores/v1/products/${TOTE}`, undefined, OWNER)
    const read = await cart('GET', '')
    expect(read.body.cart.lineItems.map((l: Json) => l.availability)).toEqual([
      { status: 'NOT_AVAILABLE', quantityAvailable: 0 },
      { status: 'PARTIALLY_AVAILABLE', quantityAvailable: 2 },
      { status: 'NOT_FOUND' },
    ])
    const estimate = await cart('POST', '/estimate-totals', {})
    expect(estimate.body.priceSummary.subtotal.amount).toBe('15.20')
    expect(estimate.body.violations).toHaveLength(3)
  })

  it('answers a cart read again with what changed since: a new price, a new name, stock another buyer took', async () => {
    await cart('POST', '/add-to-cart', { lineItems: [item(TOTE, 2)] })
    const first = await cart('GET', '')
    expect((await cart('GET', '')).body).toEqual(first.body)
    await call(
      emulator,
      'PATCH',
      `/stores/v1/products/${TOTE}`,
      { product: { id: TOTE, name: 'Canvas Tote XL', priceData: { price: 31 } } },
      OWNER,
    )
    const repriced = (await cart('GET', '')).body.cart.lineItems[0]
    expect(repriced).toMatchObject({
      productName: { original: 'Canvas Tote XL' },
      price: { amount: '31.00' },
    })
    expect((await cart('GET', '')).body.cart.revision).toBe(first.body.cart.revision)

    // Another visitor buys the last pins: this cart's line becomes unavailable on its next read.
    await cart('POST', '/add-to-cart', { lineItems: [item(PINS, 1)] })
    expect((await cart('GET', '')).body.cart.lineItems[1].availability.status).toBe('AVAILABLE')
    const other = { authorization: (await visitorTokens(emulator)).access_token }
    await call(emulator, 'POST', '/ecom/v1/carts/current/add-to-cart', { lineItems: [item(PINS, 2)] }, other)
    const checkout = await call(emulator, 'POST', '/ecom/v1/carts/current/create-checkout', {}, other)
    const session = await call(
      emulator,
      'POST',
      '/_api/redirects-api/v1/redirect-session',
      {
        ecomCheckout: { checkoutId: checkout.body.checkoutId },
        callbacks: { postFlowUrl: 'http://localhost:3000/' },
      },
      other,
    )
    const page = session.body.redirectSession.fullUrl as string
    const form = formOf(await (await emulator.fetch(new Request(page))).text())
    const placed = await postForm(emulator, new URL(form.action, page).toString(), { email: 'b@example.com' })
    expect(placed.status).toBe(303)
    expect((await cart('GET', '')).body.cart.lineItems[1].availability).toEqual({
      status: 'NOT_AVAILABLE',
      quantityAvailable: 0,
    })
  })

  it('offers memberships to a member and prices covered lines at zero', async () => {
    const visitor = await visitorTokens(emulator)
    const member = await call(
      emulator,
      'POST',
      '/oauth2/token',
      { grant_type: 'authorized_client', member_id: DEMO_MEMBER_ID },
      { authorization: `${visitor.access_token},${DEMO_API_KEY}` },
    )
    const memberAuth = { authorization: member.body.access_token }
    await cart('POST', '/add-to-cart', { lineItems: [item(EBOOK, 1), item(TOTE, 1)] }, memberAuth)
    const offer = await cart('POST', '/estimate-totals', {}, memberAuth)
    const [membership] = offer.body.membershipOptions.eligibleMemberships
    expect(membership).toMatchObject({
      name: { original: 'Digital Club' },
      lineItemIds: [expect.any(String)],
    })
    const used = await cart(
      'POST',
      '/estimate-totals',
      {
        selectedMemberships: {
          memberships: [{ id: membership.id, appId: membership.appId, lineItemIds: membership.lineItemIds }],
        },
      },
      memberAuth,
    )
    expect(used.body.priceSummary.subtotal.amount).toBe('18.00')
    expect(used.body.calculatedLineItems[0].paymentOption).toBe('MEMBERSHIP')
    await cart('POST', '/add-to-cart', { lineItems: [item(EBOOK, 1)] })
    const asVisitor = await cart('POST', '/estimate-totals', {
      selectedMemberships: { memberships: [{ id: membership.id, appId: membership.appId }] },
    })
    expect(asVisitor.body.membershipOptions.invalidMemberships[0].reason).toBe('Log in to use a membership')
  })

  it('creates a checkout, validates its input, and deletes the cart', async () => {
    expect((await cart('POST', '/create-checkout', { channelType: 'WEB' })).status).toBe(404)
    await cart('POST', '/add-to-cart', { lineItems: [item(TOTE, 1)] })
    const bad = await cart('POST', '/create-checkout', { channelType: 'CARRIER_PIGEON', email: 'nope' })
    expect(bad.body.details.validationError.fieldViolations.map((v: Json) => v.field)).toEqual([
      'channelType',
      'email',
    ])
    const created = await cart('POST', '/create-checkout', { channelType: 'WEB', email: 'a@b.co' })
    expect(created.body).toEqual({ checkoutId: expect.any(String) })
    expect((await cart('GET', '')).body.cart.checkoutId).toBe(created.body.checkoutId)
    expect((await cart('DELETE', '')).body).toEqual({})
    expect((await cart('GET', '')).status).toBe(404)
    const kinds = emulator.webhooks.events().map((e) => e.eventType)
    expect(kinds).toEqual([
      `${DOMAIN_ENTITIES.cart}_created`,
      `${DOMAIN_ENTITIES.cart}_updated`,
      `${DOMAIN_ENTITIES.cart}_deleted`,
    ])
  })

  it('has no current cart for an app, but lets an app acting for a visitor add custom line items', async () => {
    expect((await cart('GET', '', undefined, OWNER)).status).toBe(403)
    expect(
      (
        await cart('POST', '/add-to-cart', {
          customLineItems: [{ quantity: 1, price: '5.00', productName: { original: 'Gift wrap' } }],
        })
      ).status,
    ).toBe(403)
    const elevated = { authorization: `${auth['authorization']},${DEMO_API_KEY}` }
    const added = await cart(
      'POST',
      '/add-to-cart',
      { customLineItems: [{ quantity: 2, price: '5.00', productName: { original: 'Gift wrap' } }] },
      elevated,
    )
    expect(added.body.cart.lineItems[0]).toMatchObject({
      customLineItem: true,
      lineItemPrice: { amount: '10.00' },
    })
    expect((await cart('GET', '')).body.cart.lineItems).toHaveLength(1)
  })

  it('carries the visitor cart over to the member on login', async () => {
    await cart('POST', '/add-to-cart', { lineItems: [item(TOTE, 2)] })
    const member = await call(
      emulator,
      'POST',
      '/oauth2/token',
      { grant_type: 'authorized_client', member_id: DEMO_MEMBER_ID },
      { authorization: `${auth['authorization']},${DEMO_API_KEY}` },
    )
    const memberCart = await cart('GET', '', undefined, { authorization: member.body.access_token })
    expect(memberCart.body.cart.lineItems[0].quantity).toBe(2)
    expect(memberCart.body.cart.buyerInfo).toEqual({ memberId: DEMO_MEMBER_ID })
    expect((await cart('GET', '')).status).toBe(404)
  })

  it('loses no update when one visitor adds concurrently', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () => cart('POST', '/add-to-cart', { lineItems: [item(TOTE, 1)] })),
    )
    const read = await cart('GET', '')
    expect(read.body.cart.lineItems).toHaveLength(1)
    expect(read.body.cart.lineItems[0].quantity).toBe(20)
  })
})

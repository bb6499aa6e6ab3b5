import { beforeEach, describe, expect, it } from 'vitest'
import {
  ALL_PRODUCTS_COLLECTION_ID,
  CATALOG_EVENTS,
  createEmulator,
  DEMO_API_KEY,
  type Emulator,
} from '../src/index'
import { API, call, type Json, jsonRequest, OWNER, visitorTokens } from './helpers'

const TEE = '5eed0001-0000-4000-8000-000000000001'
const TOTE = '5eed0001-0000-4000-8000-000000000008'

describe('catalogue writes', () => {
  let emulator: Emulator
  beforeEach(() => {
    emulator = createEmulator()
  })

  it('requires the API key with the site id: 403 without it (no header, visitor, no site id), 401 for a wrong token', async () => {
    const body = { product: { name: 'Shirt', productType: 'physical', priceData: { price: 10 } } }
    expect(await call(emulator, 'POST', '/stores/v1/products', body)).toMatchObject({
      status: 403,
      body: null,
    })
    const unknown = await call(emulator, 'POST', '/stores/v1/products', body, {
      authorization: 'AT.expired-or-unknown',
    })
    expect(unknown).toMatchObject({ status: 401, body: null })
    const visitor = await visitorTokens(emulator)
    const asVisitor = await call(emulator, 'POST', '/stores/v1/products', body, {
      authorization: visitor.access_token,
    })
    expect(asVisitor).toMatchObject({ status: 403, body: null })
    const noSite = await call(emulator, 'POST', '/stores/v1/products', body, { authorization: DEMO_API_KEY })
    expect(noSite.status).toBe(403)
    const wrongKey = await call(emulator, 'POST', '/stores/v1/products', body, {
      authorization: 'IST.other',
      'wix-site-id': OWNER['wix-site-id'] ?? '',
    })
    expect(wrongKey.status).toBe(401)
    const ok = await call(emulator, 'POST', '/stores/v1/products', body, OWNER)
    expect(ok.status).toBe(200)
    const viaSite = await call(
      emulator,
      'POST',
      '/_api/catalog-server/v1/products',
      { product: { ...body.product, name: 'Other' } },
      OWNER,
    )
    expect(viaSite.status).toBe(200)
  })

  it('creates a product from the wire-notes body, keeping special floats as strings on the wire', async () => {
    const response = await emulator.fetch(
      jsonRequest(
        'POST',
        `${API}/stores/v1/products`,
        {
          product: { name: 'Shirt', productType: 'physical', priceData: { price: 10.5 }, weight: 'Infinity' },
        },
        OWNER,
      ),
    )
    const text = await response.text()
    expect(response.status).toBe(200)
    expect(text).toContain('"weight":"Infinity"')
    const { product } = JSON.parse(text)
    expect(product).toMatchObject({
      name: 'Shirt',
      slug: 'shirt',
      productType: 'physical',
      priceData: { price: 10.5, currency: 'USD' },
    })
    expect(product.collectionIds).toEqual([ALL_PRODUCTS_COLLECTION_ID])
    expect(product.variants).toHaveLength(1)
    const events = emulator.webhooks.events().filter((e) => e.eventType === CATALOG_EVENTS.productCreated)
    expect(events[0]?.payload).toMatchObject({ productId: product.id, name: 'Shirt', slug: 'shirt' })
  })

  it('answers invalid products with every field violation at once', async () => {
    const response = await call(
      emulator,
      'POST',
      '/stores/v1/products',
      { product: { productType: 'vinyl', priceData: { price: 'NaN' }, weight: null } },
      OWNER,
    )
    expect(response.status).toBe(400)
    const fields = response.body.details.validationError.fieldViolations.map((v: Json) => v.field)
    expect(fields).toEqual(
      expect.arrayContaining([
        'product.name',
        'product.productType',
        'product.priceData.price',
        'product.weight',
      ]),
    )
    expect(response.body.message).toMatch(/^INVALID_ARGUMENT: /)
    const missing = await call(emulator, 'POST', '/stores/v1/products', {}, OWNER)
    expect(missing.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'product',
      violatedRule: 'REQUIRED_FIELD',
    })
  })

  it('updates and deletes a product', async () => {
    const mismatch = await call(
      emulator,
      'PATCH',
      `/stores/v1/products/${TOTE}`,
      { product: { id: TEE, name: 'x' } },
      OWNER,
    )
    expect(mismatch.status).toBe(400)
    const updated = await call(
      emulator,
      'PATCH',
      `/stores/v1/products/${TOTE}`,
      { product: { id: TOTE, name: 'Shirt 2', priceData: { price: 12 } } },
      OWNER,
    )
    expect(updated.body.product).toMatchObject({ name: 'Shirt 2', priceData: { price: 12 } })
    const changed = emulator.webhooks.events().find((e) => e.eventType === CATALOG_EVENTS.productChanged)
    expect(changed?.payload).toEqual({ productId: TOTE, changedFields: ['name', 'priceData'] })
    expect(
      (await call(emulator, 'DELETE', `/stores/v1/products/${TOTE}?id=${TOTE}`, undefined, OWNER)).body,
    ).toEqual({})
    expect((await call(emulator, 'GET', `/stores-reader/v1/products/${TOTE}`, undefined, OWNER)).status).toBe(
      404,
    )
    expect((await call(emulator, 'DELETE', `/stores/v1/products/${TOTE}`, undefined, OWNER)).status).toBe(404)
  })

  it('updates variants of a managed product, refuses unmanaged ones, and resets them', async () => {
    const updated = await call(
      emulator,
      'PATCH',
      `/stores/v1/products/${TEE}/variants`,
      { variants: [{ choices: { Size: 'S' }, price: 30 }] },
      OWNER,
    )
    expect(updated.status).toBe(200)
    expect(updated.body.variants).toHaveLength(3)
    expect(updated.body.variants.every((v: Json) => v.variant.priceData.price === 30)).toBe(true)
    const both = await call(
      emulator,
      'PATCH',
      `/stores/v1/products/${TEE}/variants`,
      { variants: [{ choices: {}, variantIds: [], price: 1 }] },
      OWNER,
    )
    expect(both.body.details.validationError.fieldViolations[0].violatedRule).toBe('ONE_OF_ALIGNMENT')
    const unmanaged = await call(
      emulator,
      'PATCH',
      `/stores/v1/products/${TOTE}/variants`,
      { variants: [{ variantIds: ['00000000-0000-0000-0000-000000000000'], price: 1 }] },
      OWNER,
    )
    expect(unmanaged.body.details.applicationError.code).toBe('VARIANT_MANAGEMENT_DISABLED')
    await call(emulator, 'POST', `/stores/v1/products/${TEE}/variants/resetToDefault`, { id: TEE }, OWNER)
    const product = await call(emulator, 'GET', `/stores-reader/v1/products/${TEE}`, undefined, OWNER)
    expect(new Set(product.body.product.variants.map((v: Json) => v.variant.priceData.price))).toEqual(
      new Set([25]),
    )
    expect(
      emulator.webhooks.events().filter((e) => e.eventType === CATALOG_EVENTS.variantsChanged),
    ).toHaveLength(2)
  })

  it('creates, updates and deletes collections and their products', async () => {
    const created = await call(
      emulator,
      'POST',
      '/stores/v1/collections',
      { collection: { name: 'Summer' } },
      OWNER,
    )
    const id = created.body.collection.id
    expect(created.body.collection).toMatchObject({ slug: 'summer', numberOfProducts: 0 })
    expect(
      (await call(emulator, 'POST', '/stores/v1/collections', { collection: { name: 'Summer' } }, OWNER))
        .status,
    ).toBe(409)
    await call(
      emulator,
      'POST',
      `/stores/v1/collections/${id}/productIds`,
      { id, productIds: [TEE, TOTE] },
      OWNER,
    )
    const read = await call(emulator, 'GET', `/v2/collections/${id}`, undefined, OWNER)
    expect(read.body.collection.numberOfProducts).toBe(2)
    await call(
      emulator,
      'POST',
      `/stores/v1/collections/${id}/productIds/delete`,
      { id, productIds: [TOTE] },
      OWNER,
    )
    const missing = await call(
      emulator,
      'POST',
      `/stores/v1/collections/${id}/productIds`,
      { productIds: ['nope'] },
      OWNER,
    )
    expect(missing.status).toBe(404)
    const renamed = await call(
      emulator,
      'PATCH',
      `/stores/v1/collections/${id}`,
      { collection: { id, name: 'Summer 25' } },
      OWNER,
    )
    expect(renamed.body.collection).toMatchObject({ name: 'Summer 25', numberOfProducts: 1 })
    expect(
      (
        await call(
          emulator,
          'DELETE',
          `/stores/v1/collections/${ALL_PRODUCTS_COLLECTION_ID}`,
          undefined,
          OWNER,
        )
      ).status,
    ).toBe(400)
    await call(emulator, 'DELETE', `/stores/v1/collections/${id}`, undefined, OWNER)
    expect((await call(emulator, 'GET', `/v2/collections/${id}`, undefined, OWNER)).status).toBe(404)
    const types = emulator.webhooks.events().map((e) => e.eventType)
    expect(types).toEqual(
      expect.arrayContaining([
        CATALOG_EVENTS.collectionCreated,
        CATALOG_EVENTS.collectionChanged,
        CATALOG_EVENTS.collectionDeleted,
      ]),
    )
  })

  it('manages media, choice media, options, brand and ribbon', async () => {
    await call(
      emulator,
      'POST',
      `/stores/v1/products/${TEE}/media`,
      {
        media: [
          { url: 'https://example.com/a.jpg', choice: { option: 'Color', choice: 'Black' } },
          { mediaId: 'extra-shot.jpg' },
        ],
      },
      OWNER,
    )
    let product = (await call(emulator, 'GET', `/stores-reader/v1/products/${TEE}`, undefined, OWNER)).body
      .product
    expect(product.media.items).toHaveLength(5)
    const added = product.media.items[3].id
    expect(product.productOptions[1].choices[0].media.items.map((m: Json) => m.id)).toContain(added)
    const bad = await call(
      emulator,
      'POST',
      `/stores/v1/products/${TEE}/media`,
      { media: [{ url: 'ftp://x' }] },
      OWNER,
    )
    expect(bad.status).toBe(400)
    await call(
      emulator,
      'POST',
      `/stores/v1/products/${TEE}/choices/media/delete`,
      { media: [{ option: 'Color', choice: 'Black' }] },
      OWNER,
    )
    await call(
      emulator,
      'PATCH',
      `/stores/v1/products/${TEE}/choices/media`,
      { media: [{ option: 'Size', choice: 'M', mediaIds: [added] }] },
      OWNER,
    )
    await call(emulator, 'POST', `/stores/v1/products/${TEE}/media/delete`, { mediaIds: [added] }, OWNER)
    await call(emulator, 'POST', `/stores/v1/products/${TEE}/remove-brand`, { id: TEE }, OWNER)
    await call(emulator, 'POST', `/stores/v1/products/${TEE}/remove-ribbon`, { id: TEE }, OWNER)
    await call(emulator, 'DELETE', `/stores/v1/products/${TEE}/options`, undefined, OWNER)
    product = (await call(emulator, 'GET', `/stores-reader/v1/products/${TEE}`, undefined, OWNER)).body
      .product
    expect(product.media.items).toHaveLength(4)
    expect(product.brand).toBeUndefined()
    expect(product.ribbon).toBeUndefined()
    expect(product.productOptions).toEqual([])
    expect(product.variants).toHaveLength(1)
  })

  it('updates and adjusts in bulk, reporting each item', async () => {
    const updated = await call(
      emulator,
      'POST',
      '/stores/v1/bulk/products/update',
      { ids: [TOTE, 'nope'], set: { price: 9.99 } },
      OWNER,
    )
    expect(updated.body.bulkActionMetadata).toEqual({
      totalSuccesses: 1,
      totalFailures: 1,
      undetailedFailures: 0,
    })
    expect(updated.body.results[1].itemMetadata).toMatchObject({
      id: 'nope',
      originalIndex: 1,
      success: false,
      error: { code: 'PRODUCT_NOT_FOUND' },
    })
    const adjusted = await call(
      emulator,
      'POST',
      '/stores/v1/bulk/products/adjust-properties',
      { ids: [TOTE], adjust: { price: { amount: 5 } } },
      OWNER,
    )
    expect(adjusted.body.bulkActionMetadata.totalSuccesses).toBe(1)
    const percent = await call(
      emulator,
      'POST',
      '/stores/v1/bulk/products/adjust-properties',
      { ids: [TOTE], adjust: { price: { percentage: { rate: -10 } } } },
      OWNER,
    )
    expect(percent.status).toBe(200)
    const product = (await call(emulator, 'GET', `/stores-reader/v1/products/${TOTE}`, undefined, OWNER)).body
      .product
    expect(product.priceData.price).toBe(13.49)
    const twoKeys = await call(
      emulator,
      'POST',
      '/stores/v1/bulk/products/update',
      { ids: [TOTE], set: { price: 1, cost: 1 } },
      OWNER,
    )
    expect(twoKeys.status).toBe(400)
    const noIds = await call(
      emulator,
      'POST',
      '/stores/v1/bulk/products/update',
      { ids: [], set: { price: 1 } },
      OWNER,
    )
    expect(noIds.status).toBe(400)
  })
})

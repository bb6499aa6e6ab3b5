import { beforeAll, describe, expect, it } from 'vitest'
import { ALL_PRODUCTS_COLLECTION_ID, createEmulator } from '../src/index'
import { call, type Json, OWNER, visitorTokens } from './helpers'

const r = (payload: unknown): string => Buffer.from(JSON.stringify(payload)).toString('base64url')

describe('catalogue read', () => {
  const emulator = createEmulator()
  let auth: Record<string, string>
  beforeAll(async () => {
    auth = { authorization: (await visitorTokens(emulator)).access_token }
  })
  const query = (payload: unknown, headers = auth, prefix = '/stores-reader') =>
    call(emulator, 'GET', `${prefix}/v1/products/query-platformized?.r=${r(payload)}`, undefined, headers)

  it('seeds a demo store rich enough for a shop', async () => {
    const all = await query({ query: { paging: { limit: 100 } } }, OWNER)
    const products = all.body.products
    expect(products.length).toBeGreaterThanOrEqual(24)
    expect(new Set(products.flatMap((p: Json) => p.collectionIds)).size).toBeGreaterThanOrEqual(5)
    expect(products.some((p: Json) => p.productType === 'digital')).toBe(true)
    expect(products.some((p: Json) => p.productType === 'physical')).toBe(true)
    const statuses = new Set(products.map((p: Json) => p.stock.inventoryStatus))
    expect(statuses).toEqual(new Set(['IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK']))
    const optionTypes = new Set(
      products.flatMap((p: Json) => p.productOptions.map((o: Json) => o.optionType)),
    )
    expect(optionTypes).toEqual(new Set(['drop_down', 'color']))
    expect(products.some((p: Json) => p.brand) && products.some((p: Json) => p.ribbon)).toBe(true)
    expect(products.every((p: Json) => p.media.mainMedia.image.url.startsWith('http'))).toBe(true)
    const tee = products.find((p: Json) => p.slug === 'classic-tee')
    const prices = new Set(tee.variants.map((v: Json) => v.variant.priceData.price))
    expect(prices.size).toBeGreaterThan(1)
    expect(tee.variants.some((v: Json) => v.stock.inStock === false)).toBe(true)
    const media = await emulator.fetch(tee.media.mainMedia.image.url)
    expect(media.headers.get('content-type')).toContain('image/svg+xml')
  })

  it('answers the wire-notes query with .r, and the same through the POST fallback and the site path', async () => {
    const collections = await call(
      emulator,
      'POST',
      '/v2/collections/query',
      { query: { filter: { slug: 'apparel' } } },
      auth,
    )
    const apparel = collections.body.collections[0].id
    const payload = {
      query: {
        filter: {
          $and: [
            { collectionIds: apparel },
            { 'priceData.price': { $gt: 5 } },
            { name: { $startsWith: 'Cl' } },
          ],
        },
        paging: { limit: 10, offset: 0 },
        sort: [{ fieldName: 'lastUpdated', order: 'DESC' }],
      },
    }
    const viaGet = await query(payload)
    expect(viaGet.status).toBe(200)
    expect(viaGet.body.products.map((p: Json) => p.slug)).toEqual(['classic-tee'])
    expect(viaGet.body.metadata).toEqual({ count: 1, offset: 0, total: 1, tooManyToCount: false })
    const viaPost = await call(
      emulator,
      'POST',
      '/stores-reader/v1/products/query-platformized',
      payload,
      auth,
    )
    expect(viaPost.body).toEqual(viaGet.body)
    const viaSite = await query(payload, auth, '/_api/catalog-reader-server')
    expect(viaSite.body).toEqual(viaGet.body)
    const readOnly = await call(
      emulator,
      'GET',
      `https://readonly.wixapis.com/stores-reader/v1/products/query-platformized?.r=${r(payload)}`,
      undefined,
      auth,
    )
    expect(readOnly.body).toEqual(viaGet.body)
  })

  it('sorts, pages and counts', async () => {
    const page = await query({
      query: { sort: [{ fieldName: 'price', order: 'DESC' }], paging: { limit: 3, offset: 2 } },
    })
    const prices = page.body.products.map((p: Json) => p.priceData.price)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    expect(page.body.metadata).toMatchObject({ count: 3, offset: 2, tooManyToCount: false })
    expect(page.body.metadata.total).toBeGreaterThanOrEqual(24)
    const defaults = await query({})
    expect(defaults.body.products).toHaveLength(Math.min(50, defaults.body.metadata.total))
  })

  it('reports too many to count above the configured threshold', async () => {
    const small = createEmulator({ tooManyToCountAbove: 10 })
    const tokens = await visitorTokens(small)
    const page = await call(
      small,
      'POST',
      '/stores-reader/v1/products/query-platformized',
      { query: { paging: { limit: 5 } } },
      {
        authorization: tokens.access_token,
      },
    )
    expect(page.body.metadata).toEqual({ count: 5, offset: 0, tooManyToCount: true })
  })

  it('supports $in, $hasSome, $hasAll, $or, $not, $exists, $isEmpty and null', async () => {
    const slugs = async (filter: unknown) =>
      (await query({ query: { filter, paging: { limit: 100 } } })).body.products.map((p: Json) => p.slug)
    expect(await slugs({ slug: { $in: ['canvas-tote', 'ceramic-mug'] } })).toEqual([
      'canvas-tote',
      'ceramic-mug',
    ])
    expect(await slugs({ collectionIds: { $hasAll: [ALL_PRODUCTS_COLLECTION_ID] } })).toHaveLength(25)
    expect(await slugs({ $or: [{ slug: 'canvas-tote' }, { slug: 'gift-card' }] })).toEqual([
      'canvas-tote',
      'gift-card',
    ])
    const notDigital = await slugs({ $not: { productType: 'digital' } })
    expect(notDigital).not.toContain('gift-card')
    const branded = await slugs({ brand: { $exists: true } })
    const unbranded = await slugs({ brand: { $isEmpty: true } })
    expect(branded.length + unbranded.length).toBe(25)
    expect(await slugs({ brand: null })).toEqual(unbranded)
    expect(await slugs({ 'stock.inventoryStatus': 'OUT_OF_STOCK' })).toEqual([
      'denim-jacket',
      'travel-backpack',
    ])
  })

  it('answers bad queries with INVALID_ARGUMENT field violations', async () => {
    const unknownField = await query({ query: { filter: { _id: 'x' } } })
    expect(unknownField.status).toBe(400)
    expect(unknownField.body.message).toMatch(/^INVALID_ARGUMENT: "query.filter" cannot filter by _id/)
    expect(unknownField.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'query.filter',
      violatedRule: 'VALIDATION',
    })
    const badOperator = await query({ query: { filter: { name: { $regex: 'x' } } } })
    expect(badOperator.status).toBe(400)
    const tooMany = await query({ query: { paging: { limit: 101 } } })
    expect(tooMany.body.details.validationError.fieldViolations[0].field).toBe('query.paging.limit')
    const badSort = await query({ query: { sort: [{ fieldName: 'description' }] } })
    expect(badSort.status).toBe(400)
    const padded = await call(
      emulator,
      'GET',
      `/stores-reader/v1/products/query-platformized?.r=${r({})}==`,
      undefined,
      auth,
    )
    expect(padded.body.details.validationError.fieldViolations[0].field).toBe('.r')
    const notJson = await call(
      emulator,
      'GET',
      '/stores-reader/v1/products/query-platformized?.r=bm90IGpzb24',
      undefined,
      auth,
    )
    expect(notJson.status).toBe(400)
    // The platform states no depth limit: a filter nested 50 levels is answered like a flat one.
    let deep: unknown = { name: 'Classic Tee' }
    for (let i = 0; i < 50; i++) deep = { $and: [deep] }
    const deepFilter = await call(
      emulator,
      'POST',
      '/stores-reader/v1/products/query-platformized',
      { query: { filter: deep } },
      auth,
    )
    expect(deepFilter.status).toBe(200)
    expect(deepFilter.body.products.map((p: Json) => p.name)).toEqual(['Classic Tee'])
  })

  it('accepts $in with 1 000 values, as a GET with .r and as the POST fallback', async () => {
    const wanted = ['5eed0001-0000-4000-8000-000000000001', '5eed0001-0000-4000-8000-000000000008']
    const ids = [...Array.from({ length: 998 }, (_, i) => `no-such-product-${i}`), ...wanted]
    const payload = { query: { filter: { id: { $in: ids } }, sort: [{ fieldName: 'name', order: 'ASC' }] } }
    const viaPost = await query(payload)
    expect(viaPost.status).toBe(200)
    expect(viaPost.body.products.map((p: Json) => p.id).sort()).toEqual(wanted)
    expect(viaPost.body.metadata).toMatchObject({ count: 2, total: 2 })
    const viaGet = await call(
      emulator,
      'GET',
      `/stores-reader/v1/products/query-platformized?.r=${r(payload)}`,
      undefined,
      auth,
    )
    expect(viaGet.status).toBe(200)
    expect(viaGet.body.products).toEqual(viaPost.body.products)
    const collections = await call(
      emulator,
      'POST',
      '/v2/collections/query',
      { query: { filter: { slug: { $in: [...ids, 'apparel'] } } } },
      auth,
    )
    expect(collections.body.collections.map((c: Json) => c.slug)).toEqual(['apparel'])
  })

  it('gets a product, accepting the repeated path parameter, guarding merchant data and hidden products', async () => {
    const id = '5eed0001-0000-4000-8000-000000000001'
    const product = await call(emulator, 'GET', `/stores-reader/v1/products/${id}?id=${id}`, undefined, auth)
    expect(product.status).toBe(200)
    expect(product.body.product).toMatchObject({ id, slug: 'classic-tee' })
    expect(product.body.product.costAndProfitData).toBeUndefined()
    const mismatch = await call(emulator, 'GET', `/stores-reader/v1/products/${id}?id=other`, undefined, auth)
    expect(mismatch.status).toBe(400)
    const merchantAsVisitor = await call(
      emulator,
      'GET',
      `/stores-reader/v1/products/${id}?includeMerchantSpecificData=true`,
      undefined,
      auth,
    )
    expect(merchantAsVisitor).toMatchObject({ status: 403, body: null })
    const merchant = await call(
      emulator,
      'GET',
      `/stores-reader/v1/products/${id}?includeMerchantSpecificData=true`,
      undefined,
      OWNER,
    )
    expect(merchant.body.product.costAndProfitData).toMatchObject({ itemCost: 9 })
    const hidden = '5eed0001-0000-4000-8000-000000000025'
    expect(
      (await call(emulator, 'GET', `/stores-reader/v1/products/${hidden}`, undefined, auth)).status,
    ).toBe(404)
    expect(
      (await call(emulator, 'GET', `/stores-reader/v1/products/${hidden}`, undefined, OWNER)).status,
    ).toBe(200)
    const missing = await call(emulator, 'GET', '/stores-reader/v1/products/nope', undefined, auth)
    expect(missing.body.details.applicationError.code).toBe('PRODUCT_NOT_FOUND')
    const anonymous = await call(emulator, 'GET', `/stores-reader/v1/products/${id}`)
    expect(anonymous).toMatchObject({ status: 401, body: null })
    const bearer = await call(emulator, 'GET', `/stores-reader/v1/products/${id}`, undefined, {
      authorization: `Bearer ${auth['authorization']}`,
    })
    expect(bearer.status).toBe(401)
  })

  it('answers option availability, product variants and store variants', async () => {
    const id = '5eed0001-0000-4000-8000-000000000001'
    const availability = await call(
      emulator,
      'POST',
      `/stores-reader/v1/products/${id}/productOptionsAvailability`,
      { id, options: { Size: 'XL', Color: 'Navy' } },
      auth,
    )
    expect(availability.body.selectedVariant).toMatchObject({ inStock: false, price: { price: 27 } })
    expect(availability.body.availableForPurchase).toBe(false)
    const partial = await call(
      emulator,
      'POST',
      `/stores-reader/v1/products/${id}/productOptionsAvailability`,
      { options: { Size: 'XL' } },
      auth,
    )
    expect(partial.body.selectedVariant).toBeUndefined()
    const navy = partial.body.productOptions[1].choices.find((c: Json) => c.description === 'Navy')
    expect(navy.inStock).toBe(false)
    const variants = await call(
      emulator,
      'POST',
      `/stores-reader/v1/products/${id}/variants/query`,
      { id, choices: { Size: 'M' } },
      auth,
    )
    expect(variants.body.variants).toHaveLength(3)
    expect(variants.body.totalResults).toBe(3)
    const store = await call(
      emulator,
      'POST',
      '/stores-reader/v1/variants/query',
      { query: { filter: { productId: id, 'choices.Color': 'Black' } } },
      auth,
    )
    expect(store.body.variants).toHaveLength(4)
    const one = await call(
      emulator,
      'GET',
      `/stores-reader/v1/variants/${store.body.variants[0].id}`,
      undefined,
      auth,
    )
    expect(one.body.variant.productId).toBe(id)
  })

  it("answers a store variant's media.image as an Image object: its colour's picture, else the product's", async () => {
    const tee = '5eed0001-0000-4000-8000-000000000001'
    const white = await call(
      emulator,
      'POST',
      '/stores-reader/v1/variants/query',
      { query: { filter: { productId: tee, 'choices.Color': 'White', 'choices.Size': 'M' } } },
      auth,
    )
    expect(white.body.variants).toHaveLength(1)
    expect(white.body.variants[0].media).toEqual({
      image: {
        id: 'classic-tee-2.svg',
        url: `${emulator.origin}/_emulator/media/classic-tee-2.svg`,
        height: 1000,
        width: 1000,
        altText: 'Classic Tee (2)',
        filename: 'classic-tee-2.svg',
      },
    })
    const one = await call(
      emulator,
      'GET',
      `/_api/catalog-reader-server/v1/variants/${white.body.variants[0].id}`,
      undefined,
      auth,
    )
    expect(one.body.variant.media).toEqual(white.body.variants[0].media)

    const tote = await call(
      emulator,
      'POST',
      '/stores-reader/v1/variants/query',
      { query: { filter: { productId: '5eed0001-0000-4000-8000-000000000008' } } },
      auth,
    )
    for (const variant of tote.body.variants) {
      expect(variant.media.image).toMatchObject({ id: expect.any(String), width: 1000, height: 1000 })
      expect(typeof variant.media.image.url).toBe('string')
    }
  })

  it("serves an illustration of each demo product, in the colour of the picture's variant", async () => {
    const svg = async (file: string) => {
      const answer = await emulator.fetch(new Request(`${emulator.origin}/_emulator/media/${file}`))
      expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
      return answer.text()
    }
    // The tee's pictures follow its colours: Black, White, Navy.
    expect(await svg('classic-tee-1.svg')).toContain('fill="#000000"')
    expect(await svg('classic-tee-2.svg')).toContain('fill="#ffffff"')
    expect(await svg('classic-tee-3.svg')).toContain('fill="#1f2a44"')
    // Every demo product and collection has a drawing of its own, not the generic parcel.
    const { body } = await call(
      emulator,
      'POST',
      '/stores-reader/v1/products/query-platformized',
      { query: { paging: { limit: 100 } } },
      auth,
    )
    const files = (body.products as Json[]).map((p) => p.media.mainMedia.id as string)
    expect(files.length).toBeGreaterThanOrEqual(24)
    // Anything else gets a parcel with its name written under it.
    expect(await svg('something-imported-1.svg')).toContain('>something imported</text>')
    for (const file of [...files, 'collection-apparel-1.svg']) {
      const picture = await svg(file)
      expect(picture, file).toMatch(/^<svg [^>]*role="img" aria-label="[^"]+"/)
      expect(picture, file).not.toMatch(/>[a-z ]+<\/text>/)
    }
    const hostile = await emulator.fetch(new Request(`${emulator.origin}/_emulator/media/..%2Fsecret.svg`))
    expect(hostile.status).toBe(404)
  })

  it('reads collections: v2 by id, by slug, query; v1 by slug', async () => {
    const all = await call(
      emulator,
      'POST',
      '/v2/collections/query',
      { query: { sort: [{ fieldName: 'name' }] } },
      auth,
    )
    expect(all.body.collections.length).toBeGreaterThanOrEqual(4)
    expect(all.body.metadata).toMatchObject({ offset: 0, tooManyToCount: false })
    expect(all.body).not.toHaveProperty('pagingMetadata')
    const apparel = all.body.collections.find((c: Json) => c.slug === 'apparel')
    expect(apparel.numberOfProducts).toBeGreaterThan(3)
    const byId = await call(
      emulator,
      'GET',
      `/v2/collections/${apparel.id}?id=${apparel.id}`,
      undefined,
      auth,
    )
    expect(byId.body.collection.slug).toBe('apparel')
    const bySlug = await call(emulator, 'GET', '/v2/collections/slug/apparel', undefined, auth)
    expect(bySlug.body.collection.id).toBe(apparel.id)
    const v1 = await call(emulator, 'GET', '/stores-reader/v1/collections/slug/apparel', undefined, auth)
    expect(v1.body.collection.id).toBe(apparel.id)
    const viaGet = await call(
      emulator,
      'GET',
      `/v2/collections/query?.r=${r({ query: { filter: { slug: 'sale' } } })}`,
      undefined,
      auth,
    )
    expect(viaGet.body.collections).toHaveLength(1)
    expect((await call(emulator, 'GET', '/v2/collections/slug/none', undefined, auth)).status).toBe(404)
  })

  it('serves only read services on the read-only host', async () => {
    const cart = await call(
      emulator,
      'GET',
      'https://readonly.wixapis.com/ecom/v1/carts/current',
      undefined,
      auth,
    )
    expect(cart.status).toBe(404)
    expect(cart.body.message).toContain('read-only host')
  })
})

describe('paging a sorted, filtered catalogue', () => {
  it('walks every page in order, and sees a change made between two pages', async () => {
    const emulator = createEmulator()
    const auth = { authorization: (await visitorTokens(emulator)).access_token }
    const page = async (offset: number) =>
      (
        await call(
          emulator,
          'GET',
          `/stores-reader/v1/products/query-platformized?.r=${r({
            query: {
              filter: { productType: 'physical' },
              sort: [{ fieldName: 'price', order: 'DESC' }],
              paging: { limit: 5, offset },
            },
          })}`,
          undefined,
          auth,
        )
      ).body
    const first = await page(0)
    const walked: Json[] = [...first.products]
    for (let offset = 5; offset < first.metadata.total; offset += 5)
      walked.push(...(await page(offset)).products)
    expect(walked).toHaveLength(first.metadata.total)
    const prices = walked.map((p) => p.price.price as number)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    expect(new Set(walked.map((p) => p.id)).size).toBe(walked.length)

    // The cheapest physical product becomes the dearest: the next query sees it first.
    const cheapest = walked.at(-1)
    const updated = await call(
      emulator,
      'PATCH',
      `/stores/v1/products/${cheapest.id}`,
      { product: { id: cheapest.id, priceData: { price: 10_000 } } },
      OWNER,
    )
    expect(updated.status).toBe(200)
    expect((await page(0)).products[0].id).toBe(cheapest.id)
  })
})

import { ApplicationError, InvalidInputError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { demoProduct, onPlatformHosts, rejection, setup } from '../../test/helpers'

const SEGMENT = 'must be one path segment: not blank, "." or "..", without / \\ ? # %2F %5C %2E'

describe('products.get', () => {
  it('reads a product from the catalogue reader, repeating the id in the query, with dates and floats decoded', async () => {
    const { visitor, sent } = setup()
    const tee = await demoProduct(visitor, 'classic-tee')
    sent.length = 0

    const product = await visitor.products.get(tee.id)

    expect(product.id).toBe(tee.id)
    expect(product.name).toBe('Classic Tee')
    expect(product.priceData?.price).toBe(25)
    expect(product.lastUpdated).toBeInstanceOf(Date)
    expect(product.createdDate).toBeInstanceOf(Date)
    expect(product.variants?.[0]?.variant?.priceData?.price).toEqual(expect.any(Number))
    expect(product.costAndProfitData).toBeUndefined()
    const [request] = sent.filter((r) => !r.url.pathname.startsWith('/oauth2'))
    expect(request?.method).toBe('GET')
    expect(request?.url.pathname).toBe(`/_api/catalog-reader-server/v1/products/${tee.id}`)
    expect(request?.url.searchParams.get('id')).toBe(tee.id)
  })

  it('sends GETs to the read-only host and uses the platform prefixes when given both hosts', async () => {
    const { emulator, owner } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    const { client, urls } = onPlatformHosts(emulator)
    await client.products.get(tee.id)
    expect(urls).toEqual([`https://readonly.wixapis.com/stores-reader/v1/products/${tee.id}?id=${tee.id}`])
  })

  it('includes merchant data (cost and profit) for the owner when asked', async () => {
    const { owner, sent } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    const product = await owner.products.get(tee.id, { includeMerchantSpecificData: true })
    expect(sent.at(-1)?.url.searchParams.get('includeMerchantSpecificData')).toBe('true')
    expect(product.costAndProfitData).toMatchObject({ itemCost: 9, profit: 16 })
    expect(product.costRange?.minValue).toEqual(expect.any(Number))
  })

  it('refuses merchant data to a visitor: 403 → ApplicationError FORBIDDEN', async () => {
    const { visitor } = setup()
    const tee = await demoProduct(visitor, 'classic-tee')
    const error = await rejection(visitor.products.get(tee.id, { includeMerchantSpecificData: true }))
    expect(ApplicationError.is(error)).toBe(true)
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN' })
  })

  it('answers 404 for an unknown product, with the platform code', async () => {
    const { visitor } = setup()
    const error = await rejection(visitor.products.get('no-such-product'))
    expect(ApplicationError.is(error)).toBe(true)
    expect(error).toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND' })
  })

  it('encodes an id with URL characters into the path instead of changing the route', async () => {
    const { visitor, sent } = setup()
    const error = await rejection(visitor.products.get('x=1&y;z é'))
    expect(error).toMatchObject({ status: 404 })
    expect(sent.at(-1)?.url.pathname).toBe('/_api/catalog-reader-server/v1/products/x%3D1%26y%3Bz%20%C3%A9')
  })

  it.each([
    ['', SEGMENT],
    ['   ', SEGMENT],
    ['..', SEGMENT],
    ['../collections/x?y=1#z', SEGMENT],
    [undefined, 'is required'],
    [42, 'must be a string'],
  ])('refuses the id %j before sending anything', async (id, description) => {
    const { visitor, sent } = setup()
    const error = await rejection(visitor.products.get(id as string))
    expect(InvalidInputError.is(error)).toBe(true)
    expect((error as InvalidInputError).violations).toEqual([{ field: 'id', description }])
    expect(sent).toEqual([])
  })

  it('lets the caller abort', async () => {
    const { visitor } = setup()
    const controller = new AbortController()
    controller.abort(new Error('stop'))
    await expect(visitor.products.get('x', { signal: controller.signal })).rejects.toThrow('stop')
  })
})

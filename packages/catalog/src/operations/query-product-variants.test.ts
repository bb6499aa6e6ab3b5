import { ApplicationError, createClient, InvalidInputError, PagingError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { demoProduct, ORIGIN, rejection, setup } from '../../test/helpers'
import { products } from '../index'

describe('products.variants', () => {
  it('lists every variant of a product as a page, POSTing to the reader with the id repeated', async () => {
    const { visitor, sentTo } = setup()
    const tee = await demoProduct(visitor, 'classic-tee')
    const page = await visitor.products.variants(tee.id)

    expect(page.total).toBe(12)
    expect(page.items).toHaveLength(12)
    expect(page.items[0]).toMatchObject({ id: expect.any(String), choices: { Size: 'S', Color: 'Black' } })
    expect(page.items[0]?.variant?.priceData?.price).toBe(25)
    expect(page.hasNext()).toBe(false)
    const request = sentTo('/variants/query').at(-1)!
    expect(request.method).toBe('POST')
    expect(request.url.pathname).toBe(`/_api/catalog-reader-server/v1/products/${tee.id}/variants/query`)
    expect(JSON.parse(request.body!)).toEqual({ id: tee.id })
  })

  it('selects by choices or by ids and pages with limit and offset', async () => {
    const { visitor, sentTo } = setup()
    const tee = await demoProduct(visitor, 'classic-tee')
    const sizeXL = await visitor.products.variants(tee.id, { choices: { Size: 'XL' } })
    expect(sizeXL.items.map((v) => v.choices?.['Color'])).toEqual(['Black', 'White', 'Navy'])
    expect(sizeXL.items.every((v) => v.variant?.priceData?.price === 27)).toBe(true)

    const ids = sizeXL.items.map((v) => v.id)
    let page = await visitor.products.variants(tee.id, { variantIds: ids, limit: 2 })
    expect(JSON.parse(sentTo('/variants/query').at(-1)!.body!)).toEqual({
      id: tee.id,
      variantIds: ids,
      paging: { limit: 2, offset: 0 },
    })
    expect(page.items.map((v) => v.id)).toEqual(ids.slice(0, 2))
    expect(page.total).toBe(3)
    page = await page.next()
    expect(page.items.map((v) => v.id)).toEqual(ids.slice(2))
    await expect(page.next()).rejects.toSatisfy((e) => PagingError.is(e))
  })

  it('gives merchant data to the owner only', async () => {
    const { owner, visitor } = setup()
    const tee = await demoProduct(owner, 'classic-tee')
    const page = await owner.products.variants(tee.id, { includeMerchantSpecificData: true, limit: 1 })
    expect(page.items[0]?.variant?.costAndProfitData?.itemCost).toBe(9)
    await expect(
      visitor.products.variants(tee.id, { includeMerchantSpecificData: true }),
    ).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    })
  })

  it('answers 404 for an unknown product', async () => {
    const { visitor } = setup()
    const error = await rejection(visitor.products.variants('missing'))
    expect(ApplicationError.is(error)).toBe(true)
    expect(error).toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND' })
  })

  it('checks choices, ids and paging before sending', async () => {
    const { visitor, sent } = setup()
    const error = await rejection(
      visitor.products.variants('p', { choices: { Size: '' }, variantIds: [], limit: 0, offset: -1 }),
    )
    expect(InvalidInputError.is(error)).toBe(true)
    expect((error as InvalidInputError).violations.map((v) => v.field)).toEqual([
      'options.choices',
      'options.limit',
      'options.offset',
      'options.variantIds',
    ])
    expect(sent).toEqual([])
  })

  it('adds no paging the caller did not ask for', async () => {
    const { visitor, sentTo } = setup()
    const tee = await demoProduct(visitor, 'classic-tee')
    const body = () => JSON.parse(sentTo('/variants/query').at(-1)!.body!)

    await visitor.products.variants(tee.id, { choices: { Size: 'M' } })
    expect(body()).toEqual({ id: tee.id, choices: { Size: 'M' } })
    const skipped = await visitor.products.variants(tee.id, { offset: 10 })
    expect(body()).toEqual({ id: tee.id, paging: { offset: 10 } })
    expect(skipped.items).toHaveLength(2)
    await visitor.products.variants(tee.id, { limit: 4 })
    expect(body()).toEqual({ id: tee.id, paging: { limit: 4, offset: 0 } })
  })

  it('asks the following page for its offset only, when the caller gave no limit', async () => {
    // A platform whose own page size is 3: five variants, three per page.
    const bodies: unknown[] = []
    const platform = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const body = (await new Request(input, init).json()) as { paging?: { offset?: number } }
      bodies.push(body)
      const offset = body.paging?.offset ?? 0
      const all = ['v1', 'v2', 'v3', 'v4', 'v5'].map((id) => ({ id }))
      return Response.json({ variants: all.slice(offset, offset + 3), totalResults: all.length })
    }
    const client = createClient({ host: ORIGIN, fetch: platform, modules: { products } })
    const first = await client.products.variants('p-1')
    expect(first.items.map((v) => v.id)).toEqual(['v1', 'v2', 'v3'])
    expect(first.hasNext()).toBe(true)
    const second = await first.next()
    expect(second.items.map((v) => v.id)).toEqual(['v4', 'v5'])
    expect(second.hasNext()).toBe(false)
    expect(bodies).toEqual([{ id: 'p-1' }, { id: 'p-1', paging: { offset: 3 } }])
  })
})

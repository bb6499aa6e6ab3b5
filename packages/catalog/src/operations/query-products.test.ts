import { InvalidInputError, PagingError, ValidationError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { decodeR, rejection, setup } from '../../test/helpers'

const queryPath = '/_api/catalog-reader-server/v1/products/query-platformized'

describe('products.query', () => {
  it('sends the nested payload as .r on a GET (wire notes §4) and returns matching products', async () => {
    const { visitor, sentTo } = setup()
    const apparel = await visitor.collections.getBySlug('apparel')
    const since = new Date('2020-01-01T00:00:00.000Z')

    const page = await visitor.products
      .query()
      .eq('collectionIds', apparel.id)
      .gt('priceData.price', 5)
      .startsWith('name', 'Cl')
      .gt('lastUpdated', since)
      .descending('lastUpdated')
      .limit(10)
      .find()

    const [request] = sentTo('query-platformized')
    expect(request?.method).toBe('GET')
    expect(request?.url.pathname).toBe(queryPath)
    expect(decodeR(request!.url)).toEqual({
      query: {
        filter: {
          $and: [
            { collectionIds: apparel.id },
            { 'priceData.price': { $gt: 5 } },
            { name: { $startsWith: 'Cl' } },
            { lastUpdated: { $gt: '2020-01-01T00:00:00.000Z' } },
          ],
        },
        sort: [{ fieldName: 'lastUpdated', order: 'DESC' }],
        paging: { limit: 10, offset: 0 },
      },
    })
    expect(page.items.map((p) => p.name)).toEqual(['Classic Tee'])
    expect(page.total).toBe(1)
    expect(page.items[0]?.lastUpdated).toBeInstanceOf(Date)
    expect(page.items[0]?.collectionIds).toContain(apparel.id)
  })

  it('sends "filter":{} for a query with no conditions, as the platform\'s own client does', async () => {
    const { visitor, sentTo } = setup()
    const all = await visitor.products.query().find()
    const sorted = await visitor.products.query().ascending('name').limit(5).find()
    const [plain, withSort] = sentTo('query-platformized')
    expect(decodeR(plain!.url)).toEqual({ query: { filter: {}, paging: { limit: 50, offset: 0 } } })
    expect(decodeR(withSort!.url)).toEqual({
      query: { filter: {}, sort: [{ fieldName: 'name', order: 'ASC' }], paging: { limit: 5, offset: 0 } },
    })
    expect(all.items.length).toBe(all.total)
    expect(sorted.items).toHaveLength(5)
  })

  it('pages with the total: next pages until the last, then "No next page to fetch"', async () => {
    const { visitor } = setup()
    const all = await visitor.products.query().limit(100).find()
    const total = all.total!
    expect(total).toBeGreaterThanOrEqual(24)

    let page = await visitor.products.query().ascending('name').limit(10).find()
    expect(page.total).toBe(total)
    expect(page.hasPrev()).toBe(false)
    const names = [...page.items.map((p) => p.name)]
    while (page.hasNext()) {
      page = await page.next()
      names.push(...page.items.map((p) => p.name))
    }
    expect(names).toHaveLength(total)
    expect(names).toEqual([...names].sort((a, b) => a!.toLowerCase().localeCompare(b!.toLowerCase())))
    expect(page.items.length).toBe(total % 10 || 10)
    expect(page.hasPrev()).toBe(true)
    const error = await rejection(page.next())
    expect(PagingError.is(error)).toBe(true)
    expect((error as Error).message).toBe('No next page to fetch')
    const previous = await page.prev()
    expect(previous.offset).toBe(page.offset - 10)
  })

  it('pages without a total when the platform has too many to count (tooManyToCount)', async () => {
    const { visitor } = setup({ tooManyToCountAbove: 5 })
    const page = await visitor.products.query().limit(10).find()
    expect(page.tooManyToCount).toBe(true)
    expect(page.total).toBeUndefined()
    expect(page.totalPages).toBeUndefined()
    expect(page.hasNext()).toBe(true)

    let seen = 0
    for await (const _ of visitor.products.query().limit(10).iterate()) seen++
    const counted = await setup().visitor.products.query().find()
    expect(seen).toBe(counted.total)
  })

  it('iterates every product once across pages', async () => {
    const { visitor, sentTo } = setup()
    const ids: string[] = []
    for await (const product of visitor.products.query().limit(7).iterate()) ids.push(product.id)
    const { total } = await visitor.products.query().find()
    expect(ids).toHaveLength(total!)
    expect(new Set(ids).size).toBe(ids.length)
    expect(sentTo('query-platformized').length).toBe(Math.ceil(total! / 7) + 1)
  })

  it('falls back to a POST with the payload as JSON body when the query string passes 4000 characters', async () => {
    const { visitor, sentTo } = setup()
    const { items } = await visitor.products.query().limit(3).find()
    const wanted = items.map((p) => p.id)
    const padding = Array.from(
      { length: 80 },
      (_, i) => `missing-product-id-${String(i).padStart(4, '0')}-${'x'.repeat(30)}`,
    )
    const page = await visitor.products
      .query()
      .in('id', [...padding, ...wanted])
      .find()

    const request = sentTo('query-platformized').at(-1)!
    expect(request.method).toBe('POST')
    expect(request.url.search).toBe('')
    expect(JSON.parse(request.body!)).toEqual({
      query: { filter: { id: { $in: [...padding, ...wanted] } }, paging: { limit: 50, offset: 0 } },
    })
    expect(page.items.map((p) => p.id).sort()).toEqual([...wanted].sort())
  })

  it('keeps a short query a GET', async () => {
    const { visitor, sentTo } = setup()
    await visitor.products.query().in('id', ['a', 'b']).find()
    expect(sentTo('query-platformized').at(-1)?.method).toBe('GET')
  })

  it('reports what the platform refuses as a ValidationError naming the query field', async () => {
    const { visitor } = setup()
    const error = await rejection(visitor.products.query().limit(500).find())
    expect(ValidationError.is(error)).toBe(true)
    expect((error as ValidationError).violations).toEqual([
      expect.objectContaining({ field: 'query.paging.limit', violatedRule: 'MAX' }),
    ])
    expect((error as Error).message).toMatch(/^INVALID_ARGUMENT: "query\.paging\.limit"/)
  })

  it('refuses a filter value JSON cannot carry before sending', async () => {
    const { visitor, sent } = setup()
    const error = await rejection(visitor.products.query().gt('priceData.price', Number.NaN).find())
    expect(InvalidInputError.is(error)).toBe(true)
    expect(sent).toEqual([])
  })

  it('reads special float strings of the answer back as numbers, in every item', async () => {
    const { owner } = setup()
    const a = await owner.products.create({
      name: 'A',
      productType: 'physical',
      priceData: { price: 1 },
      weight: Number.NaN,
    })
    const b = await owner.products.create({
      name: 'B',
      productType: 'physical',
      priceData: { price: 1 },
      weight: -0,
    })
    const c = await owner.products.create({
      name: 'C',
      productType: 'physical',
      priceData: { price: 1 },
      weight: Number.POSITIVE_INFINITY,
    })
    const page = await owner.products.query().in('id', [a.id, b.id, c.id]).ascending('name').find()
    expect(page.items.map((p) => p.weight)).toEqual([Number.NaN, 0, Number.POSITIVE_INFINITY])
    expect(page.items.every((p) => p.createdDate instanceof Date)).toBe(true)
  })

  it('shows hidden products to the owner only', async () => {
    const { owner, visitor } = setup()
    const created = await owner.products.create({
      name: 'Hidden thing',
      productType: 'physical',
      priceData: { price: 1 },
      visible: false,
    })
    const forOwner = await owner.products.query().eq('id', created.id).find()
    const forVisitor = await visitor.products.query().eq('id', created.id).find()
    expect(forOwner.items.map((p) => p.id)).toEqual([created.id])
    expect(forVisitor.items).toEqual([])
  })

  it('needs a credential: no token → 401', async () => {
    const { anonymous } = setup()
    await expect(anonymous.products.query().find()).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    })
  })
})

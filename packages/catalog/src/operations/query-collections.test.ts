import { PagingError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { answering, decodeR, rejection, setup } from '../../test/helpers'

describe('collections.query', () => {
  it("queries with .r on a GET and maps the answer's metadata to the page", async () => {
    const { visitor, sentTo } = setup()
    const page = await visitor.collections.query().startsWith('name', 'A').ascending('name').limit(2).find()
    expect(page.items.map((c) => c.name)).toEqual(['Accessories', 'All Products'])
    expect(page.total).toBe(3)
    const request = sentTo('/v2/collections/query').at(-1)!
    expect(request.method).toBe('GET')
    expect(decodeR(request.url)).toEqual({
      query: {
        filter: { name: { $startsWith: 'A' } },
        sort: [{ fieldName: 'name', order: 'ASC' }],
        paging: { limit: 2, offset: 0 },
      },
    })
    const last = await page.next()
    expect(last.items.map((c) => c.name)).toEqual(['Apparel'])
    expect(last.hasNext()).toBe(false)
    expect(((await rejection(last.next())) as Error).message).toBe('No next page to fetch')
    expect(PagingError.is(await rejection(last.next()))).toBe(true)
  })

  it('sends "filter":{} for a query with no conditions, as the platform\'s own client does', async () => {
    const { visitor, sentTo } = setup()
    const all = await visitor.collections.query().find()
    const sorted = await visitor.collections.query().descending('name').limit(2).find()
    const [plain, withSort] = sentTo('/v2/collections/query')
    expect(decodeR(plain!.url)).toEqual({ query: { filter: {}, paging: { limit: 50, offset: 0 } } })
    expect(decodeR(withSort!.url)).toEqual({
      query: { filter: {}, sort: [{ fieldName: 'name', order: 'DESC' }], paging: { limit: 2, offset: 0 } },
    })
    expect(all.items.length).toBe(all.total)
    expect(sorted.items).toHaveLength(2)
  })

  it('marks tooManyToCount pages as having no total', async () => {
    const { visitor } = setup({ tooManyToCountAbove: 2 })
    const page = await visitor.collections.query().limit(2).find()
    expect(page).toMatchObject({ tooManyToCount: true, total: undefined })
    const all = []
    for await (const c of page) all.push(c.id)
    expect(all.length).toBeGreaterThanOrEqual(6)
  })

  it('falls back to a POST past 4000 characters', async () => {
    const { visitor, sentTo } = setup()
    const slugs = Array.from({ length: 90 }, (_, i) => `slug-${i}-${'s'.repeat(40)}`)
    const page = await visitor.collections
      .query()
      .in('slug', [...slugs, 'sale'])
      .find()
    expect(page.items.map((c) => c.slug)).toEqual(['sale'])
    const request = sentTo('/v2/collections/query').at(-1)!
    expect(request.method).toBe('POST')
    expect(JSON.parse(request.body!).query.filter.slug.$in).toHaveLength(91)
  })

  it("reads the paging from metadata, the platform's field, and still accepts pagingMetadata", async () => {
    const items = [{ id: 'c1' }, { id: 'c2' }]
    const fromMetadata = await answering({ collections: items, metadata: { count: 2, offset: 0, total: 7 } })
      .collections.query()
      .limit(2)
      .find()
    expect(fromMetadata).toMatchObject({ items, total: 7, tooManyToCount: false })
    expect(fromMetadata.hasNext()).toBe(true)

    const fromPagingMetadata = await answering({ collections: items, pagingMetadata: { total: 2 } })
      .collections.query()
      .limit(2)
      .find()
    expect(fromPagingMetadata).toMatchObject({ total: 2 })
    expect(fromPagingMetadata.hasNext()).toBe(false)

    const both = await answering({ collections: items, metadata: { total: 9 }, pagingMetadata: { total: 2 } })
      .collections.query()
      .find()
    expect(both.total).toBe(9)

    const uncounted = await answering({ collections: items, metadata: { count: 2, tooManyToCount: true } })
      .collections.query()
      .limit(2)
      .find()
    expect(uncounted).toMatchObject({ total: undefined, tooManyToCount: true })
    expect(uncounted.hasNext()).toBe(true)
  })
})

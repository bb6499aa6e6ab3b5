import { describe, expect, it, vi } from 'vitest'
import { InvalidInputError } from './errors'
import type { PageData } from './page'
import { QueryBuilder, type QuerySpec } from './query-builder'

interface Product {
  id: string
  name: string
}
interface ProductFields {
  id: string
  name: string
  collectionIds: string[]
  'priceData.price': number
  lastUpdated: Date
}

function products(total = 3) {
  const specs: QuerySpec[] = []
  const run = vi.fn(async (spec: QuerySpec): Promise<PageData<Product>> => {
    specs.push(spec)
    const { limit, offset } = spec.paging
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
      id: `p${offset + i}`,
      name: `Product ${offset + i}`,
    }))
    return { items, total }
  })
  return { query: () => new QueryBuilder<Product, ProductFields>(run), specs, run }
}

describe('QueryBuilder', () => {
  it('compiles to the filter JSON of wire-notes §4', () => {
    const { query } = products()
    expect(
      query()
        .eq('collectionIds', 'col-1')
        .gt('priceData.price', 5)
        .startsWith('name', 'Sh')
        .descending('lastUpdated')
        .limit(10)
        .build(),
    ).toEqual({
      filter: {
        $and: [
          { collectionIds: 'col-1' },
          { 'priceData.price': { $gt: 5 } },
          { name: { $startsWith: 'Sh' } },
        ],
      },
      paging: { limit: 10, offset: 0 },
      sort: [{ fieldName: 'lastUpdated', order: 'DESC' }],
    })
  })

  it('defaults to limit 50, offset 0, no filter and no sort', () => {
    expect(products().query().build()).toEqual({ paging: { limit: 50, offset: 0 } })
  })

  it('compiles every operator', () => {
    const { query } = products()
    const at = new Date('2024-01-01T00:00:00Z')
    const cases: [QueryBuilder<Product, ProductFields>, unknown][] = [
      [query().eq('name', 'A'), { name: 'A' }],
      [query().ne('name', 'A'), { name: { $ne: 'A' } }],
      [query().gt('priceData.price', 1), { 'priceData.price': { $gt: 1 } }],
      [query().ge('priceData.price', 1), { 'priceData.price': { $gte: 1 } }],
      [query().lt('priceData.price', 1), { 'priceData.price': { $lt: 1 } }],
      [query().le('lastUpdated', at), { lastUpdated: { $lte: at } }],
      [query().between('priceData.price', 1, 5), { 'priceData.price': { $gte: 1, $lt: 5 } }],
      [query().in('id', ['a', 'b']), { id: { $in: ['a', 'b'] } }],
      [query().hasSome('collectionIds', ['a']), { collectionIds: { $hasSome: ['a'] } }],
      [query().hasAll('collectionIds', ['a', 'b']), { collectionIds: { $hasAll: ['a', 'b'] } }],
      [query().exists('name'), { name: { $exists: true } }],
      [query().exists('name', false), { name: { $exists: false } }],
      [query().isEmpty('collectionIds'), { collectionIds: { $isEmpty: true } }],
      [query().isNotEmpty('collectionIds'), { collectionIds: { $isEmpty: false } }],
      [query().eq('name', 'A').or(query().eq('name', 'B')), { $or: [{ name: 'A' }, { name: 'B' }] }],
      [
        query().eq('name', 'A').and(query().gt('priceData.price', 2)),
        { $and: [{ name: 'A' }, { 'priceData.price': { $gt: 2 } }] },
      ],
      [query().eq('name', 'A').not(query().eq('id', 'x')), { $and: [{ name: 'A' }, { $not: { id: 'x' } }] }],
    ]
    for (const [builder, filter] of cases) expect(builder.build().filter).toEqual(filter)
  })

  it('is immutable: each method returns a new builder', () => {
    const { query } = products()
    const base = query().eq('name', 'A')
    const narrower = base.gt('priceData.price', 3).ascending('name').skip(5)
    expect(base.build()).toEqual({ filter: { name: 'A' }, paging: { limit: 50, offset: 0 } })
    expect(narrower.build().paging).toEqual({ limit: 50, offset: 5 })
    expect(narrower.build().sort).toEqual([{ fieldName: 'name', order: 'ASC' }])
  })

  it('keeps caller arrays out of the compiled query', () => {
    const ids = ['a']
    const built = products().query().in('id', ids).build()
    ids.push('b')
    expect(built.filter).toEqual({ id: { $in: ['a'] } })
  })

  it('refuses a bad limit or skip, naming it', () => {
    const { query } = products()
    expect(() => query().limit(0)).toThrow(InvalidInputError)
    expect(() => query().limit(1.5)).toThrow('"limit" must be a positive integer, got 1.5')
    expect(() => query().skip(-1)).toThrow('"skip" must be a non-negative integer, got -1')
  })

  it('finds a page and pages on with the same filter and sort', async () => {
    const { query, specs } = products(7)
    const page = await query().eq('name', 'x').ascending('name').limit(3).find()
    expect(page.items.map((p) => p.id)).toEqual(['p0', 'p1', 'p2'])
    await page.next()
    expect(specs[1]).toEqual({
      filter: { name: 'x' },
      sort: [{ fieldName: 'name', order: 'ASC' }],
      paging: { limit: 3, offset: 3 },
    })
  })

  it('iterates every item across pages', async () => {
    const { query, run } = products(7)
    const ids: string[] = []
    for await (const p of query().limit(3).iterate()) ids.push(p.id)
    expect(ids).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6'])
    expect(run).toHaveBeenCalledTimes(3)
  })
})

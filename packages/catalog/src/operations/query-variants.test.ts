import { ValidationError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { demoProduct, rejection, setup } from '../../test/helpers'

describe('variants.query', () => {
  it('queries variants across the store with a POST (a read, with the query as body)', async () => {
    const { visitor, sentTo } = setup()
    const tee = await demoProduct(visitor, 'classic-tee')
    const page = await visitor.variants
      .query()
      .eq('productId', tee.id)
      .eq('stock.inStock', true)
      .ascending('variantName')
      .find()
    expect(page.total).toBe(11)
    expect(page.items.every((v) => v.productId === tee.id && v.stock?.inStock === true)).toBe(true)
    const request = sentTo('/v1/variants/query').at(-1)!
    expect(request.method).toBe('POST')
    expect(JSON.parse(request.body!)).toEqual({
      query: {
        filter: { $and: [{ productId: tee.id }, { 'stock.inStock': true }] },
        sort: [{ fieldName: 'variantName', order: 'ASC' }],
        paging: { limit: 50, offset: 0 },
      },
    })
  })

  it('iterates every variant of the store across pages', async () => {
    const { visitor } = setup()
    const first = await visitor.variants.query().limit(100).find()
    const ids = new Set<string>()
    for await (const v of visitor.variants.query().limit(40).iterate()) ids.add(v.id)
    expect(ids.size).toBe(first.total)
  })

  it('reports a field the platform cannot sort by as a ValidationError', async () => {
    const { visitor } = setup()
    const error = await rejection(visitor.variants.query().ascending('collectionIds').find())
    expect(ValidationError.is(error)).toBe(true)
    expect((error as ValidationError).violations[0]?.field).toBe('query.sort[0].fieldName')
  })
})

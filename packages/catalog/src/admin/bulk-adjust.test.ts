import { createClient, InvalidInputError, SystemError, type ValidationError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { ORIGIN, ownerAuth, rejection, setup } from '../../test/helpers'
import { type BulkAdjust, products } from '../index'

describe('products.bulkAdjust', () => {
  it('raises prices by an amount', async () => {
    const { owner, sentTo } = setup()
    const before = (await owner.products.query().limit(3).find()).items
    const ids = before.map((p) => p.id)
    expect(await owner.products.bulkAdjust(ids, { price: { amount: 5 } })).toEqual({
      succeeded: ids,
      failed: [],
    })
    const request = sentTo('/bulk/products/adjust-properties')[0]!
    expect(request.url.pathname).toBe('/_api/catalog-server/v1/bulk/products/adjust-properties')
    expect(JSON.parse(request.body!)).toEqual({ ids, adjust: { price: { amount: 5 } } })
    for (const p of before)
      expect((await owner.products.get(p.id)).priceData?.price).toBe(p.priceData!.price! + 5)
  })

  it('changes prices by a percentage', async () => {
    const { owner } = setup()
    const before = (await owner.products.query().eq('priceData.price', 25).find()).items
    await owner.products.bulkAdjust(
      before.map((p) => p.id),
      { price: { percentage: { rate: -10 } } },
    )
    for (const p of before) expect((await owner.products.get(p.id)).priceData?.price).toBe(22.5)
  })

  it('sends a NaN amount as "NaN"; the platform refuses it for every id, naming adjust.price.amount', async () => {
    const { owner, sentTo } = setup()
    const ids = (await owner.products.query().limit(2).find()).items.map((p) => p.id)
    const result = await owner.products.bulkAdjust(ids, { price: { amount: Number.NaN } })
    expect(JSON.parse(sentTo('/adjust-properties')[0]!.body!).adjust).toEqual({ price: { amount: 'NaN' } })
    expect(result.failed.map((f) => f.id)).toEqual(ids)
    expect((result.failed[0]!.error as ValidationError).violations.map((v) => v.field)).toEqual([
      'adjust.price.amount',
    ])
  })

  it('never retries a chunk, even on 503: adjusting twice would change the value twice', async () => {
    const { emulator, fetch, sentTo } = setup()
    const client = createClient({
      host: ORIGIN,
      auth: ownerAuth(),
      modules: { products },
      fetch,
      retry: { baseDelay: 1 },
    })
    const ids = (await client.products.query().limit(2).find()).items.map((p) => p.id)
    emulator.faults.add({ match: '/adjust-properties', status: 503, times: 1 })
    const result = await client.products.bulkAdjust(ids, { weight: { amount: 1 } })
    expect(sentTo('/adjust-properties')).toHaveLength(1)
    expect(result.failed.every((f) => SystemError.is(f.error))).toBe(true)
  })

  it('is for the owner: a visitor gets FORBIDDEN for every id', async () => {
    const { owner, visitor } = setup()
    const ids = (await owner.products.query().limit(2).find()).items.map((p) => p.id)
    const result = await visitor.products.bulkAdjust(ids, { price: { amount: 1 } })
    expect(result.failed.map((f) => [f.id, f.error.code])).toEqual(ids.map((id) => [id, 'FORBIDDEN']))
  })

  it.each([
    [
      { price: { amount: 1 }, cost: { amount: 1 } },
      'adjust',
      'must adjust exactly one of price, cost and weight',
    ],
    [
      { price: { amount: 1, percentage: { rate: 5 } } },
      'adjust.price',
      'must have exactly one of amount and percentage',
    ],
    [{ price: {} }, 'adjust.price', 'must have exactly one of amount and percentage'],
    [
      { price: { percentage: { rate: -150 } } },
      'adjust.price.percentage.rate',
      'must be a finite number, at least -100',
    ],
    [
      { price: { percentage: { rate: Number.NaN } } },
      'adjust.price.percentage.rate',
      'must be a finite number, at least -100',
    ],
    [{ cost: { amount: '5' } }, 'adjust.cost.amount', 'must be a number'],
  ])('refuses %j before sending', async (adjust, field, description) => {
    const { owner, sent } = setup()
    const error = await rejection(owner.products.bulkAdjust(['a'], adjust as BulkAdjust))
    expect(InvalidInputError.is(error)).toBe(true)
    expect((error as InvalidInputError).violations).toEqual([{ field, description }])
    expect(sent).toEqual([])
  })
})

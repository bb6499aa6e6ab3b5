import { createClient, InvalidInputError, ValidationError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { deepFreeze, ORIGIN, ownerAuth, rejection, setup } from '../../test/helpers'
import { type BulkSet, products } from '../index'

describe('products.bulkUpdate', () => {
  it('sets one value on every product given', async () => {
    const { owner, sentTo } = setup()
    const ids = (await owner.products.query().limit(3).find()).items.map((p) => p.id)
    const result = await owner.products.bulkUpdate(ids, { price: 9.99 })
    expect(result).toEqual({ succeeded: ids, failed: [] })
    const request = sentTo('/bulk/products/update')[0]!
    expect(request.method).toBe('POST')
    expect(request.url.pathname).toBe('/_api/catalog-server/v1/bulk/products/update')
    expect(JSON.parse(request.body!)).toEqual({ ids, set: { price: 9.99 } })
    for (const id of ids) expect((await owner.products.get(id)).priceData?.price).toBe(9.99)
  })

  it('sends a special float weight as a string', async () => {
    const { owner, sentTo } = setup()
    const [id] = (await owner.products.query().limit(1).find()).items.map((p) => p.id)
    const result = await owner.products.bulkUpdate([id!], { weight: Number.POSITIVE_INFINITY })
    expect(result.succeeded).toEqual([id])
    expect(JSON.parse(sentTo('/bulk/products/update')[0]!.body!).set).toEqual({ weight: 'Infinity' })
    expect((await owner.products.get(id!)).weight).toBe(Number.POSITIVE_INFINITY)
  })

  it('retries a chunk the platform could not take (503): setting a value twice is harmless', async () => {
    const { emulator, fetch, sentTo } = setup()
    const client = createClient({
      host: ORIGIN,
      auth: ownerAuth(),
      modules: { products },
      fetch,
      retry: { baseDelay: 1 },
    })
    const ids = (await client.products.query().limit(2).find()).items.map((p) => p.id)
    emulator.faults.add({ match: '/bulk/products/update', status: 503, times: 1 })
    expect(await client.products.bulkUpdate(ids, { cost: 3 })).toEqual({ succeeded: ids, failed: [] })
    expect(sentTo('/bulk/products/update')).toHaveLength(2)
  })

  it('reports the platform refusing the value for every id of the chunk, naming set.price', async () => {
    const { owner } = setup()
    const ids = (await owner.products.query().limit(2).find()).items.map((p) => p.id)
    const result = await owner.products.bulkUpdate(ids, { price: Number.NaN })
    expect(result.succeeded).toEqual([])
    const error = result.failed[0]?.error
    expect(ValidationError.is(error)).toBe(true)
    expect((error as ValidationError).violations.map((v) => v.field)).toEqual(['set.price'])
  })

  it.each([
    [{ price: 1, cost: 2 }, 'set', 'must set exactly one of price, cost and weight'],
    [{}, 'set', 'must set exactly one of price, cost and weight'],
    [{ price: -1 }, 'set.price', 'must be a number, not below 0'],
    [{ weight: '1' }, 'set.weight', 'must be a number, not below 0'],
  ])('refuses %j before sending', async (set, field, description) => {
    const { owner, sent } = setup()
    const error = await rejection(owner.products.bulkUpdate(['a'], set as BulkSet))
    expect(InvalidInputError.is(error)).toBe(true)
    expect((error as InvalidInputError).violations).toEqual([{ field, description }])
    expect(sent).toEqual([])
  })

  it('does not mutate the ids or the value', async () => {
    const { owner } = setup()
    const ids = deepFreeze((await owner.products.query().limit(2).find()).items.map((p) => p.id))
    const set = deepFreeze({ price: 5 })
    await owner.products.bulkUpdate(ids, set)
    expect(set).toEqual({ price: 5 })
  })
})

import { describe, expect, it } from 'vitest'
import { createEmulator } from '../src/index'
import { call, type Json, visitorTokens } from './helpers'

describe('POST /graphql/alpha', () => {
  it('answers product and collection queries with the selected fields, aliases and variables', async () => {
    const emulator = createEmulator()
    const auth = { authorization: (await visitorTokens(emulator)).access_token }
    const query = `
      # products under $20, cheapest first
      query Cheap($filter: JSON, $id: String!) {
        cheap: storesProductsV1Products(queryInput: { query: { filter: $filter, sort: [{ fieldName: "price", order: ASC }], paging: { limit: 3 } } }) {
          items { id name priceData { price } }
          pageInfo { count total }
        }
        storesProductsV1Product(productId: $id) { name slug __typename }
        storesCollectionsV1Collections(queryInput: {}) { items { slug numberOfProducts } }
      }`
    const response = await call(
      emulator,
      'POST',
      '/graphql/alpha',
      { query, variables: { filter: { price: { $lt: 20 } }, id: '5eed0001-0000-4000-8000-000000000001' } },
      auth,
    )
    expect(response.status).toBe(200)
    expect(response.body.errors).toBeUndefined()
    const { cheap } = response.body.data
    expect(cheap.items).toHaveLength(3)
    expect(Object.keys(cheap.items[0])).toEqual(['id', 'name', 'priceData'])
    expect(cheap.items.map((p: Json) => p.priceData.price)).toEqual([4.99, 5, 9])
    expect(cheap.pageInfo).toEqual({ count: 3, total: expect.any(Number) })
    expect(response.body.data.storesProductsV1Product).toEqual({
      name: 'Classic Tee',
      slug: 'classic-tee',
      __typename: 'storesProductsV1Product',
    })
    expect(response.body.data.storesCollectionsV1Collections.items.length).toBeGreaterThanOrEqual(4)
  })

  it('reports unknown fields, missing products, syntax errors and fragments in errors', async () => {
    const emulator = createEmulator()
    const auth = { authorization: (await visitorTokens(emulator)).access_token }
    const unknown = await call(
      emulator,
      'POST',
      '/graphql/alpha',
      { query: '{ nope { id } storesProductsV1Product(productId: "x") { id } }' },
      auth,
    )
    expect(unknown.status).toBe(200)
    expect(unknown.body.errors.map((e: Json) => e.path[0])).toEqual(['nope', 'storesProductsV1Product'])
    const syntax = await call(
      emulator,
      'POST',
      '/graphql/alpha',
      { query: '{ storesProductsV1Products(' },
      auth,
    )
    expect(syntax.body.errors[0].message).toMatch(/^Syntax error/)
    const fragment = await call(
      emulator,
      'POST',
      '/graphql/alpha',
      { query: '{ storesProductsV1Products { ...F } }' },
      auth,
    )
    expect(fragment.body.errors[0].message).toContain('Fragments')
    const badFilter = await call(
      emulator,
      'POST',
      '/graphql/alpha',
      {
        query:
          'query ($f: JSON) { storesProductsV1Products(queryInput: { query: { filter: $f } }) { items { id } } }',
        variables: { f: { secret: 1 } },
      },
      auth,
    )
    expect(badFilter.body.errors[0].message).toContain('INVALID_ARGUMENT')
    expect((await call(emulator, 'POST', '/graphql/alpha', { query: '{ __typename }' })).status).toBe(401)
  })
})

/**
 * Hostile answers: a success that lacks the entity a call reads (`200 {}`, `null`, a list) is an
 * `UnexpectedAnswerError` carrying the answer's real status and request id, never an `undefined`
 * typed as a product. One row per entity read of the catalogue, reads and admin writes.
 */
import { createClient, InvalidResponseError, UnexpectedAnswerError } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { collections, products, variants } from '../src/index'

type Catalog = ReturnType<typeof catalogAnswering>['client']

/** A client whose every request is answered `status` with `body` and a request id. */
function catalogAnswering(status: number, body: unknown) {
  const fetch = async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'x-wix-request-id': 'req-42' },
    })
  return {
    client: createClient({
      host: 'http://127.0.0.1:4010',
      fetch,
      modules: { products, variants, collections },
    }),
  }
}

const READS: [string, string, (c: Catalog) => Promise<unknown>][] = [
  ['products.get', 'a product', (c) => c.products.get('p-1')],
  [
    'products.create',
    'a product',
    (c) => c.products.create({ name: 'Tee', productType: 'physical', priceData: { price: 5 } }),
  ],
  ['products.update', 'a product', (c) => c.products.update('p-1', { name: 'Tee 2' })],
  ['variants.get', 'a variant', (c) => c.variants.get('p-1-v-1')],
  ['collections.get', 'a collection', (c) => c.collections.get('c-1')],
  ['collections.getBySlug (v2)', 'a collection', (c) => c.collections.getBySlug('summer')],
  ['collections.getBySlug (v1)', 'a collection', (c) => c.collections.getBySlug('summer', { api: 'v1' })],
  ['collections.create', 'a collection', (c) => c.collections.create({ name: 'Summer' })],
  ['collections.update', 'a collection', (c) => c.collections.update('c-1', { name: 'Winter' })],
]

describe.each(READS)('%s', (_name, expected, call) => {
  it.each([
    [200, {}],
    [201, { product: null, collection: null, variant: null }],
    [200, { product: [], collection: [], variant: [] }],
  ])('a %i %j answer is an UnexpectedAnswerError with its status and request id', async (status, body) => {
    const error = await call(catalogAnswering(status, body).client).catch((e: unknown) => e)
    expect(UnexpectedAnswerError.is(error)).toBe(true)
    expect(InvalidResponseError.is(error)).toBe(true)
    expect(error).toMatchObject({
      code: 'INVALID_RESPONSE',
      status,
      requestId: 'req-42',
      expected,
      body,
      message: `The platform answered ${status} without ${expected}`,
    })
  })
})

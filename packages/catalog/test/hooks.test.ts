import { createClient, type RequestHookEvent } from '@vitrine/core'
import { createEmulator, DEMO_API_KEY } from '@vitrine/emulator'
import { describe, expect, it } from 'vitest'
import { collections, products } from '../src/index'
import { ORIGIN, ownerAuth } from './helpers'

// Request hooks see the catalogue's calls by their stable names, with the method as sent: a
// product query is `products.query` whether it went out as a GET with `.r` or as the long-GET POST
// fallback; a bulk change is one `products.bulkUpdate` per chunk. The API key is never in an event.

function recording() {
  const events: RequestHookEvent[] = []
  const emulator = createEmulator()
  const client = createClient({
    host: ORIGIN,
    auth: ownerAuth(),
    modules: { products, collections },
    fetch: emulator.fetch,
    retry: false,
    hooks: { onRequest: (event) => void events.push(event) },
  })
  return { client, events }
}

describe('request hooks on catalogue calls', () => {
  it('name a product query products.query, sent as a GET or as the long-GET POST fallback', async () => {
    const { client, events } = recording()
    await client.products.query().limit(2).find()
    const padding = Array.from({ length: 80 }, (_, i) => `missing-${i}-${'x'.repeat(40)}`)
    await client.products.query().in('id', padding).find()
    expect(events.map(({ operation, method, attempt }) => [operation, method, attempt])).toEqual([
      ['products.query', 'GET', 1],
      ['products.query', 'POST', 1],
    ])
    expect(events[0]?.url).toMatch(/\/_api\/catalog-reader-server\/v1\/products\/query-platformized\?\.r=/)
  })

  it('name each call after its module and method, the admin chunk’s and a bulk call’s chunks included', async () => {
    const { client, events } = recording()
    const sale = await client.collections.getBySlug('sale')
    await client.collections.getBySlug('sale', { api: 'v1' })
    await client.collections.update(sale.id, { name: 'Big sale' })
    await client.products.bulkUpdate(
      Array.from({ length: 150 }, (_, i) => `unknown-${i}`),
      { price: 1 },
    )
    expect(events.map((e) => e.operation)).toEqual([
      'collections.getBySlug',
      'collections.getBySlug',
      'collections.update',
      'products.bulkUpdate',
      'products.bulkUpdate',
    ])
    expect(events[1]?.url).toContain('/_api/catalog-reader-server/v1/collections/slug/sale')
    expect(JSON.stringify(events)).not.toContain(DEMO_API_KEY)
  })
})

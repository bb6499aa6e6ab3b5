import { describe, expect, it } from 'vitest'
import { createEmulator, DEMO_CLIENT_ID, STORES_APP_ID } from '../src/node'
import { API, call, OWNER, visitorTokens } from './helpers'

const TOTE = '5eed0001-0000-4000-8000-000000000008'

describe('hostile inputs', () => {
  it('answers malformed JSON with 400 and never crashes', async () => {
    const emulator = createEmulator()
    const auth = {
      authorization: (await visitorTokens(emulator)).access_token,
      'content-type': 'application/json',
    }
    for (const body of ['{"lineItems":', 'not json', '[1,2,3]', 'null', '"text"', '{"a":1}}']) {
      const response = await emulator.fetch(
        new Request(`${API}/ecom/v1/carts/current/add-to-cart`, { method: 'POST', headers: auth, body }),
      )
      expect(response.status).toBe(400)
      expect((await response.json()).details.applicationError.code).toBe('MALFORMED_JSON')
    }
    const wrongType = await emulator.fetch(
      new Request(`${API}/ecom/v1/carts/current/add-to-cart`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'text/plain' },
        body: '{}',
      }),
    )
    expect(wrongType.status).toBe(415)
    expect((await call(emulator, 'GET', '/ecom/v1/carts/current', undefined, auth)).status).toBe(404)
  })

  it('answers oversized bodies with 413, declared or streamed, in process and over HTTP', async () => {
    const emulator = createEmulator({ maxBodyBytes: 1024 })
    const auth = {
      authorization: (await visitorTokens(emulator)).access_token,
      'content-type': 'application/json',
    }
    const big = JSON.stringify({ lineItems: [], pad: 'x'.repeat(4096) })
    const declared = await emulator.fetch(
      new Request(`${API}/ecom/v1/carts/current/add-to-cart`, { method: 'POST', headers: auth, body: big }),
    )
    expect(declared.status).toBe(413)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 8; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(512)))
        controller.close()
      },
    })
    const streamed = await emulator.fetch(
      new Request(`${API}/ecom/v1/carts/current/add-to-cart`, {
        method: 'POST',
        headers: auth,
        body: stream,
        duplex: 'half',
      } as RequestInit),
    )
    expect(streamed.status).toBe(413)
    const token = await emulator.fetch(
      new Request(`${API}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: big,
      }),
    )
    expect(token.status).toBe(413)
    const server = await emulator.listen(0)
    try {
      const overHttp = await fetch(`${server.url}/ecom/v1/carts/current/add-to-cart`, {
        method: 'POST',
        headers: auth,
        body: 'y'.repeat(2 * 1024 * 1024),
      })
      expect(overHttp.status).toBe(413)
      const fine = await fetch(`${server.url}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: 'anonymous' }),
      })
      expect(fine.status).toBe(200)
    } finally {
      await server.close()
    }
  })

  it('keeps __proto__ and constructor keys harmless', async () => {
    const emulator = createEmulator()
    const auth = {
      authorization: (await visitorTokens(emulator)).access_token,
      'content-type': 'application/json',
    }
    const polluting =
      '{"__proto__":{"polluted":true},"lineItems":[{"quantity":1,"catalogReference":{"catalogItemId":"' +
      TOTE +
      '","appId":"' +
      STORES_APP_ID +
      '","options":{"__proto__":{"x":1}}}}]}'
    const added = await emulator.fetch(
      new Request(`${API}/ecom/v1/carts/current/add-to-cart`, {
        method: 'POST',
        headers: auth,
        body: polluting,
      }),
    )
    expect(added.status).toBe(200)
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    const constructorChoice = await call(
      emulator,
      'POST',
      '/ecom/v1/carts/current/add-to-cart',
      {
        lineItems: [
          {
            quantity: 1,
            catalogReference: {
              catalogItemId: '5eed0001-0000-4000-8000-000000000001',
              appId: STORES_APP_ID,
              options: { options: { constructor: 'x', Size: 'M' } },
            },
          },
        ],
      },
      auth,
    )
    expect(constructorChoice.status).toBe(400)
    const filter = await call(
      emulator,
      'POST',
      '/stores-reader/v1/products/query-platformized',
      { query: { filter: { constructor: 'x', toString: 'y' } } },
      auth,
    )
    expect(filter.status).toBe(400)
    const product = await emulator.fetch(
      new Request(`${API}/stores/v1/products`, {
        method: 'POST',
        headers: { ...OWNER, 'content-type': 'application/json' },
        body: '{"product":{"name":"P","productType":"physical","priceData":{"price":1},"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}}',
      }),
    )
    expect(product.status).toBe(200)
    expect(({} as Record<string, unknown>)['admin']).toBeUndefined()
    const variants = await call(
      emulator,
      'POST',
      `/stores-reader/v1/products/${TOTE}/variants/query`,
      { choices: { constructor: 'x' } },
      auth,
    )
    expect(variants.body.variants).toEqual([])
  })

  it('answers huge, wide and absurdly deep filters and odd encodings without a 5xx', async () => {
    const emulator = createEmulator()
    const auth = { authorization: (await visitorTokens(emulator)).access_token }
    const hugeIn = await call(
      emulator,
      'POST',
      '/stores-reader/v1/products/query-platformized',
      { query: { filter: { id: { $in: Array.from({ length: 10_000 }, (_, i) => String(i)) } } } },
      auth,
    )
    expect(hugeIn).toMatchObject({ status: 200, body: { products: [] } })
    const wide = await call(
      emulator,
      'POST',
      '/stores-reader/v1/products/query-platformized',
      { query: { filter: { $or: Array.from({ length: 500 }, () => ({ name: 'x' })) } } },
      auth,
    )
    expect(wide).toMatchObject({ status: 200, body: { products: [] } })
    // Deep enough to overflow the stack: refused as a client error, never a crash or a 500.
    const abyss = `${'{"$not":'.repeat(100_000)}{"name":"x"}${'}'.repeat(100_000)}`
    const deep = await call(
      emulator,
      'POST',
      '/stores-reader/v1/products/query-platformized',
      `{"query":{"filter":${abyss}}}`,
      { ...auth, 'content-type': 'application/json' },
    )
    expect(deep.status).toBe(400)
    const badUtf8 = await call(
      emulator,
      'GET',
      `/stores-reader/v1/products/query-platformized?.r=${Buffer.from([0x7b, 0xff, 0x7d]).toString('base64url')}`,
      undefined,
      auth,
    )
    expect(badUtf8.status).toBe(400)
    const badEscape = await emulator.fetch(
      new Request(`${API}/stores-reader/v1/products/%E0%A4%A`, { headers: auth }),
    )
    expect(badEscape.status).toBeLessThan(500)
    const longId = await call(
      emulator,
      'GET',
      `/stores-reader/v1/products/${'a'.repeat(5000)}`,
      undefined,
      auth,
    )
    expect(longId.status).toBe(404)
    const badQuantity = await call(
      emulator,
      'POST',
      '/ecom/v1/carts/current/add-to-cart',
      {
        lineItems: [
          { quantity: 1e308, catalogReference: { catalogItemId: TOTE, appId: STORES_APP_ID } },
          { quantity: 1.5, catalogReference: { catalogItemId: TOTE, appId: STORES_APP_ID } },
          { quantity: '2', catalogReference: { catalogItemId: TOTE, appId: STORES_APP_ID } },
        ],
      },
      auth,
    )
    expect(badQuantity.body.details.validationError.fieldViolations).toHaveLength(3)
  })
})

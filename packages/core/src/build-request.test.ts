import { describe, expect, it } from 'vitest'
import { base64url, buildRequest, MAX_QUERY_LENGTH } from './build-request'
import { InvalidInputError } from './errors'
import { resolveHost, serviceRoutes } from './host-routing'
import { path, type ServiceName } from './request-descriptor'

const platform = resolveHost(undefined)
const site = resolveHost('http://127.0.0.1:4010/')

function decodeR(url: string): unknown {
  const r = new URL(url).searchParams.get('.r')
  if (r === null) throw new Error(`no .r in ${url}`)
  const b64 = r.replace(/-/g, '+').replace(/_/g, '/')
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))))
}

describe('host routing', () => {
  const cases: [ServiceName, string, string, string][] = [
    ['ecom-cart', '/v1/carts/current', '/ecom/v1/carts/current', '/_api/ecom-cart/v1/carts/current'],
    [
      'catalog-reader',
      '/v1/products/p1',
      '/stores-reader/v1/products/p1',
      '/_api/catalog-reader-server/v1/products/p1',
    ],
    ['catalog-server', '/v1/products', '/stores/v1/products', '/_api/catalog-server/v1/products'],
    ['collections', '/v2/collections/c1', '/v2/collections/c1', '/v2/collections/c1'],
    [
      'redirects',
      '/v1/redirect-session',
      '/_api/redirects-api/v1/redirect-session',
      '/headless/v1/redirect-session',
    ],
    [
      'iam-authentication',
      '/v2/login',
      '/_api/iam/authentication/v2/login',
      '/_api/iam/authentication/v2/login',
    ],
    [
      'iam-verification',
      '/v1/auth/verify',
      '/_api/iam/verification/v1/auth/verify',
      '/_api/iam/verification/v1/auth/verify',
    ],
    ['iam-recovery', '/v1/send-email', '/_api/iam/recovery/v1/send-email', '/_iam/recovery/v1/send-email'],
    ['oauth', '/oauth2/token', '/oauth2/token', '/oauth2/token'],
    ['graphql', '/graphql/alpha', '/graphql/alpha', '/graphql/alpha'],
  ]
  it.each(cases)('%s: platform and site prefixes of wire-notes §1', (service, p, onPlatform, onSite) => {
    expect(buildRequest({ method: 'POST', service, path: p }, platform).url).toBe(
      `https://www.wixapis.com${onPlatform}`,
    )
    expect(buildRequest({ method: 'POST', service, path: p }, site).url).toBe(
      `http://127.0.0.1:4010${onSite}`,
    )
  })

  it('covers every service of the route table', () => {
    expect(new Set(cases.map((c) => c[0]))).toEqual(new Set(Object.keys(serviceRoutes)))
  })

  it('sends read-only GETs to the read-only host, but never the current cart', () => {
    expect(
      buildRequest({ method: 'GET', service: 'catalog-reader', path: '/v1/products/p1' }, platform).url,
    ).toBe('https://readonly.wixapis.com/stores-reader/v1/products/p1')
    expect(
      buildRequest({ method: 'GET', service: 'collections', path: '/v2/collections/c1' }, platform).url,
    ).toBe('https://readonly.wixapis.com/v2/collections/c1')
    expect(
      buildRequest({ method: 'GET', service: 'ecom-cart', path: '/v1/carts/current' }, platform).url,
    ).toBe('https://www.wixapis.com/ecom/v1/carts/current')
    // A POST of a read service is not a read-only GET.
    expect(
      buildRequest({ method: 'POST', service: 'catalog-reader', path: '/v1/variants/query' }, platform).url,
    ).toBe('https://www.wixapis.com/stores-reader/v1/variants/query')
  })

  it('honours { api, readOnly } hosts and the site path form', () => {
    const custom = resolveHost({
      api: 'https://api.example.com/',
      readOnly: 'https://ro.example.com',
      paths: 'site',
    })
    expect(
      buildRequest({ method: 'GET', service: 'catalog-reader', path: '/v1/products/p' }, custom).url,
    ).toBe('https://ro.example.com/_api/catalog-reader-server/v1/products/p')
    expect(buildRequest({ method: 'GET', service: 'ecom-cart', path: '/v1/carts/current' }, custom).url).toBe(
      'https://api.example.com/_api/ecom-cart/v1/carts/current',
    )
  })

  it('refuses a host that is not an http(s) URL, naming the option', () => {
    expect(() => resolveHost('127.0.0.1:4010')).toThrow(InvalidInputError)
    expect(() => resolveHost({ api: 'ftp://x' })).toThrow(/host\.api/)
    expect(() => resolveHost({ api: 'https://a.b', readOnly: 'nope' })).toThrow(/host\.readOnly/)
  })
})

describe('query encoding', () => {
  it('sends a flat payload as parameters, arrays repeating the key', () => {
    const built = buildRequest(
      {
        method: 'GET',
        service: 'catalog-reader',
        path: '/v1/products/p1',
        query: { id: 'p1', includeMerchantSpecificData: true, tag: ['a b', 'é'] },
      },
      site,
    )
    expect(built.url).toBe(
      'http://127.0.0.1:4010/_api/catalog-reader-server/v1/products/p1?id=p1&includeMerchantSpecificData=true&tag=a%20b&tag=%C3%A9',
    )
    expect(built.method).toBe('GET')
    expect(built.body).toBeUndefined()
  })

  it('sends a nested payload as .r = base64url(JSON) without padding (wire-notes §4 example)', () => {
    const payload = {
      query: {
        filter: {
          $and: [
            { collectionIds: 'col-1' },
            { 'priceData.price': { $gt: 5 } },
            { name: { $startsWith: 'Sh' } },
          ],
        },
        paging: { limit: 10, offset: 0 },
        sort: [{ fieldName: 'lastUpdated', order: 'DESC' }],
      },
    }
    const built = buildRequest(
      { method: 'GET', service: 'catalog-reader', path: '/v1/products/query-platformized', query: payload },
      platform,
    )
    expect(
      built.url.startsWith('https://readonly.wixapis.com/stores-reader/v1/products/query-platformized?.r='),
    ).toBe(true)
    const r = new URL(built.url).searchParams.get('.r') ?? ''
    expect(r).not.toMatch(/[=+/]/)
    expect(r).toBe(base64url(JSON.stringify(payload)))
    expect(decodeR(built.url)).toEqual(payload)
  })

  it('base64url encodes UTF-8 (multi-byte names survive)', () => {
    const built = buildRequest(
      { method: 'GET', path: '/q', query: { query: { filter: { name: 'Þórr ☕ 🛒' } } } },
      site,
    )
    expect(decodeR(built.url)).toEqual({ query: { filter: { name: 'Þórr ☕ 🛒' } } })
  })

  it('keeps a GET whose encoded query string is exactly 4000 characters, and falls back to POST at 4001', () => {
    const base = 'id='.length
    const exact = buildRequest(
      {
        method: 'GET',
        service: 'catalog-reader',
        path: '/v1/x',
        query: { id: 'a'.repeat(MAX_QUERY_LENGTH - base) },
      },
      platform,
    )
    expect(exact.method).toBe('GET')
    expect(new URL(exact.url).search.length - 1).toBe(4000)
    const over = buildRequest(
      {
        method: 'GET',
        service: 'catalog-reader',
        path: '/v1/x',
        query: { id: 'a'.repeat(MAX_QUERY_LENGTH - base + 1) },
      },
      platform,
    )
    expect(over.method).toBe('POST')
    expect(over.url).toBe('https://www.wixapis.com/stores-reader/v1/x')
    expect(JSON.parse(over.body ?? '')).toEqual({ id: 'a'.repeat(4001 - base) })
    expect(over.idempotent).toBe(true)
  })

  it('measures the length on the encoded string: multi-byte characters count as encoded', () => {
    // 'é' encodes as %C3%A9: six characters each. 666 of them = 3996 + 'id=' = 3999.
    const fits = buildRequest({ method: 'GET', path: '/x', query: { id: 'é'.repeat(666) } }, site)
    expect(fits.method).toBe('GET')
    const overflows = buildRequest({ method: 'GET', path: '/x', query: { id: 'é'.repeat(667) } }, site)
    expect(overflows.method).toBe('POST')
    expect(JSON.parse(overflows.body ?? '')).toEqual({ id: 'é'.repeat(667) })
  })

  it('falls back for a long nested query too, with the payload as JSON body', () => {
    const ids = Array.from({ length: 300 }, (_, i) => `product-${i}-${'x'.repeat(10)}`)
    const payload = { query: { filter: { id: { $in: ids } } } }
    const built = buildRequest(
      { method: 'GET', service: 'catalog-reader', path: '/v1/products/query-platformized', query: payload },
      site,
    )
    expect(built.method).toBe('POST')
    expect(built.url).toBe('http://127.0.0.1:4010/_api/catalog-reader-server/v1/products/query-platformized')
    expect(JSON.parse(built.body ?? '')).toEqual(payload)
  })

  it('does not retry writes, but does retry reads', () => {
    expect(buildRequest({ method: 'POST', path: '/x', body: {} }, site).idempotent).toBe(false)
    expect(buildRequest({ method: 'GET', path: '/x' }, site).idempotent).toBe(true)
    expect(buildRequest({ method: 'POST', path: '/x', idempotent: true }, site).idempotent).toBe(true)
  })
})

describe('bodies', () => {
  it('encodes floats and dates by declared paths without touching the caller input', () => {
    const input = Object.freeze({
      product: Object.freeze({
        name: 'NaN',
        weight: Number.POSITIVE_INFINITY,
        priceData: Object.freeze({ price: Number.NaN }),
        created: new Date('2024-05-01T10:00:00Z'),
      }),
    })
    const built = buildRequest(
      {
        method: 'POST',
        service: 'catalog-server',
        path: '/v1/products',
        body: input,
        fields: { request: { product: { weight: 'float', priceData: { price: 'float' } } } },
      },
      platform,
    )
    expect(JSON.parse(built.body ?? '')).toEqual({
      product: {
        name: 'NaN',
        weight: 'Infinity',
        priceData: { price: 'NaN' },
        created: '2024-05-01T10:00:00.000Z',
      },
    })
    expect(input.product.weight).toBe(Number.POSITIVE_INFINITY)
  })

  it('refuses an invalid date in the body, naming the field', () => {
    expect(() =>
      buildRequest(
        { method: 'POST', path: '/x', body: { cart: { items: [{ scheduledDate: new Date('nope') }] } } },
        site,
      ),
    ).toThrow('Invalid input: "cart.items[0].scheduledDate" must be a valid date')
  })
})

describe('path()', () => {
  it('encodes path parameters so they stay in their segment', () => {
    expect(path`/v1/products/${'a b&c=d;e'}/variants`).toBe('/v1/products/a%20b%26c%3Dd%3Be/variants')
    expect(path`/v2/collections/slug/${'été'}`).toBe('/v2/collections/slug/%C3%A9t%C3%A9')
    expect(path`/v1/products/${'...'}`).toBe('/v1/products/...')
  })

  it('refuses a path parameter that URL parsing would move off its endpoint (dot segments, separators)', () => {
    for (const hostile of ['', ' ', '.', '..', 'a/../b', '/', 'a\\b', 'a?b', 'a#b', '%2F', '%2e%2e', '%5c']) {
      let refused: unknown
      try {
        path`/v1/products/${hostile}`
      } catch (error) {
        refused = error
      }
      expect(InvalidInputError.is(refused), JSON.stringify(hostile)).toBe(true)
      expect((refused as InvalidInputError).violations).toEqual([
        { field: 'path', description: expect.stringMatching(/^must be one path segment/) },
      ])
    }
  })
})

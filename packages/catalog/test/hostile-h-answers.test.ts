/**
 * Hostile inputs H over real HTTP, on the catalogue's paths: a redirect from the configured host
 * on an owner's write and on a visitor's read reaches nothing else (no API key, no body, no
 * token), and an answer of hundreds of megabytes is refused at the cap with memory growing by
 * about the cap at most. Core's transport tests cover every 3xx and the `content-length` check.
 */
import { createClient, RedirectError, ResponseTooLargeError } from '@vitrine/core'
import { createEmulator, type RunningServer } from '@vitrine/emulator/node'
import { loopback, type RedirectingHost, redirectingHost, zeros } from '@vitrine/test-utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../src/index'
import { ownerAuth, visitorAuth } from './helpers'

let platform: RunningServer
let host: RedirectingHost
let productId: string

beforeAll(async () => {
  platform = await createEmulator().listen(0)
  host = await redirectingHost(platform.url)
  const visitor = createClient({
    host: platform.url,
    auth: visitorAuth(),
    modules: { products },
  })
  productId = (await visitor.products.query().limit(1).find()).items[0]?.id ?? ''
})

afterAll(async () => {
  await Promise.all([host.close(), platform.close()])
})

describe.each([302, 307, 308])('a %i from the configured host', (status) => {
  it("on an owner's write: a RedirectError naming it; the API key and the body go nowhere else", async () => {
    const owner = createClient({ host: host.origin, auth: ownerAuth(), modules: { products } })
    host.redirect('/_api/catalog-server/v1/products/', status)
    const error = await owner.products.update(productId, { name: 'Hijacked' }).catch((e: unknown) => e)
    host.redirect()
    expect(RedirectError.is(error)).toBe(true)
    expect(error).toMatchObject({ code: 'REDIRECT', status, origin: host.evil.origin })
    expect(host.evil.received).toEqual([])
  })

  it("on a visitor's read: a RedirectError; the access token goes nowhere else and nothing is read from there", async () => {
    const visitor = createClient({
      host: host.origin,
      auth: visitorAuth(),
      modules: { products },
      retry: { limit: 2, baseDelay: 0 },
    })
    host.redirect('/_api/catalog-reader-server/v1/products/', status)
    const error = await visitor.products.get(productId).catch((e: unknown) => e)
    host.redirect()
    expect(error).toMatchObject({ code: 'REDIRECT', status, origin: host.evil.origin })
    expect(host.evil.received).toEqual([])
    await expect(visitor.products.get(productId)).resolves.toMatchObject({ id: productId })
  })
})

describe('an answer of hundreds of megabytes', () => {
  it('is refused at maxResponseSize with memory growing by about the cap at most (300 MB answer, 8 MiB cap)', async () => {
    const cap = 8 << 20
    // 300 MB streamed without content-length: only counting the bytes can stop it.
    const huge = await loopback(() => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: zeros(300),
    }))
    try {
      const visitor = createClient({
        host: huge.origin,
        modules: { products },
        maxResponseSize: cap,
        retry: false,
      })
      const before = process.memoryUsage().rss
      const error = await visitor.products.get('p-1').catch((e: unknown) => e)
      const growth = process.memoryUsage().rss - before
      expect(ResponseTooLargeError.is(error)).toBe(true)
      expect(error).toMatchObject({ code: 'RESPONSE_TOO_LARGE', status: 200, limit: cap })
      // Reading it whole grew RSS by 333 MB before the cap; a generous bound that still catches that.
      expect(growth).toBeLessThan(100 << 20)
    } finally {
      await huge.close()
    }
  })
})

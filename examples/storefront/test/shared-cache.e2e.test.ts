// Two instances of the shop behind one (imaginary) load balancer, sharing one cache in Redis: the
// platform knows one webhook URL (instance A's), yet a price written on the platform shows on
// instance B, which never received the delivery. One production build, one emulator, one real
// redis-server (Debian's, started here on a free loopback port), two `next start`.
import { apiKey } from '@vitrine/auth'
import { products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { DEMO_API_KEY, DEMO_SITE_ID } from '@vitrine/emulator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  findRedisServer,
  REDIS_HINT,
  type RunningRedisServer,
  startRedisServer,
} from '../../../scripts/redis-server.mjs'
import { type RunningEmulator, startEmulator } from '../scripts/emulator'
import { freePort, type ShopServer, startShopServer } from '../scripts/next-server'
import { DIST, ensureBuild } from './harness'

const binary = findRedisServer()
if (!binary) {
  if (process.env['CI'])
    throw new Error(`CI must run the Redis tests, and no redis-server was found. ${REDIS_HINT}`)
  console.warn(`Skipping the two-instance cache test: no redis-server. ${REDIS_HINT}`)
}

const PRODUCT = '/products/linen-shirt'

describe.skipIf(!binary)('two instances of the shop on one Redis cache', () => {
  let redis: RunningRedisServer
  let emulator: RunningEmulator
  let a: ShopServer
  let b: ShopServer
  /** What instance B prints from the moment a test starts listening. */
  let bOutput = ''

  beforeAll(async () => {
    ;[, redis, emulator] = await Promise.all([ensureBuild(), startRedisServer(binary), startEmulator(0)])
    const [portA, portB] = [await freePort(), await freePort()]
    const siteA = `http://127.0.0.1:${portA}`
    // The platform knows one URL: both instances name A's (B registering it again changes nothing).
    const env = { REDIS_URL: redis.url, SITE_URL: siteA }
    a = await startShopServer('start', portA, { host: emulator.url, distDir: DIST, env }, { quiet: true })
    b = await startShopServer('start', portB, { host: emulator.url, distDir: DIST, env }, { quiet: true })
    b.process.stdout?.on('data', (chunk: Buffer) => {
      bOutput += chunk
    })
    b.process.stderr?.on('data', (chunk: Buffer) => {
      bOutput += chunk
    })
  }, 300_000)

  afterAll(async () => {
    await Promise.allSettled([a?.close(), b?.close()])
    await emulator?.close()
    await redis?.stop()
  })

  const html = async (server: ShopServer, path = PRODUCT) => {
    const response = await fetch(`${server.url}${path}`)
    return { status: response.status, text: await response.text() }
  }

  it('a price written on the platform shows in the HTML of the instance that did not receive the delivery, within 2 s', async () => {
    // Warm the page on both, then check B serves it from the cache: no platform request.
    for (const server of [a, b, a, b]) expect((await html(server)).text).toContain('$43.20')
    const before = emulator.emulator.stats().requests
    expect((await html(b)).text).toContain('$43.20')
    expect(emulator.emulator.stats().requests - before).toBe(0)
    const registered = emulator.emulator.webhooks.urls()
    expect(registered).toHaveLength(1)
    expect(registered[0]!.startsWith(`${a.url}/`)).toBe(true)

    const owner = createClient({
      host: emulator.url,
      auth: apiKey({ key: DEMO_API_KEY, siteId: DEMO_SITE_ID }),
      modules: { products },
    })
    const [shirt] = (await owner.products.query().eq('slug', 'linen-shirt').find()).items
    const written = performance.now()
    await owner.products.update(shirt!.id, { priceData: { price: 50 } }) // 10 % off: $45.00

    let seen = ''
    while (performance.now() - written < 2000) {
      seen = (await html(b)).text
      if (seen.includes('$45.00')) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(seen).toContain('$45.00')
    expect(seen).not.toContain('$43.20')
    // Only A was told: every delivery of the change went to A's URL.
    await emulator.emulator.flush()
    const deliveries = emulator.emulator.webhooks.deliveries()
    expect(deliveries.length).toBeGreaterThan(0)
    expect(new Set(deliveries.map((delivery) => delivery.url))).toEqual(new Set(registered))
    expect((await html(a)).text).toContain('$45.00')
  })

  it('when Redis goes away, pages are still served (rendered again), with one log line', async () => {
    bOutput = ''
    await redis.stop()
    for (let i = 0; i < 5; i++) {
      const page = await html(b)
      expect(page.status).toBe(200)
      expect(page.text).toContain('<h1>Linen Shirt</h1>')
    }
    const lines = bOutput.split('\n').filter((line) => line.includes('[vitrine cache] Redis unavailable'))
    expect(lines).toHaveLength(1)
  })
})

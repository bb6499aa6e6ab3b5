// `pnpm bench` figures of the example storefront (Next.js production build, `cacheComponents`),
// each beside its goal (issue 19, point 8; DESIGN §5), measured in one run against an empty
// Next.js 16 app built and served the same way (`next-baseline/`): requests per second of a
// product page without and with a returning visitor's cookie (autocannon, 10 connections, rounds
// of the shop and the baseline interleaved: the machine's noise hits both, so only ratios count),
// platform requests per 100 cached views, the time from a price written on the platform to the new
// price in the server HTML, and first-load JavaScript. Figures only: nothing fails on wall time.
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { apiKey } from '@vitrine/auth'
import { products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { DEMO_API_KEY, DEMO_SITE_ID } from '@vitrine/emulator'
import autocannon from 'autocannon'
import { startEmulator } from '../examples/storefront/scripts/emulator'
import {
  buildShop,
  freePort,
  type ShopServer,
  startShopServer,
} from '../examples/storefront/scripts/next-server'
import { findRedisServer, startRedisServer } from '../scripts/redis-server.mjs'

/** An empty Next.js app (one page, one client component): what the framework costs on its own. */
const BASELINE = fileURLToPath(new URL('./next-baseline', import.meta.url))

const DIST = '.next-bench'

/** The goals of issue 19, point 8. */
const GOALS = { throughput: 0.5, platformRequests: 0, priceSeconds: 2, firstLoad: 1.25 }

/** The product measured, its slug's page and its prices (10 % off: the page shows `price × 0.9`). */
const PRODUCT = '/products/linen-shirt'

/** Every script a modern browser loads up front: `<script src>` and `<link rel="preload" as="script">`. */
function scriptsOf(html: string): string[] {
  const urls = new Set<string>()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1]
    // `noModule` scripts (Next's polyfills) are for browsers without modules: the rest skip them.
    if (src && !/\snomodule\b/i.test(tag)) urls.add(src)
  }
  for (const m of html.matchAll(/<link[^>]*rel="(?:preload|modulepreload)"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(m[0])?.[1]
    if (href && /as="script"|modulepreload/.test(m[0])) urls.add(href)
  }
  return [...urls]
}

/** Gzip -9 bytes, raw bytes and count of the scripts a page at `url` loads up front. */
async function firstLoad(
  url: string,
  init: RequestInit = {},
): Promise<{ gzip: number; raw: number; files: number }> {
  const html = await (await fetch(url, init)).text()
  const scripts = scriptsOf(html)
  let gzip = 0
  let raw = 0
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())
    raw += body.byteLength
    gzip += gzipSync(body, { level: 9 }).byteLength
  }
  return { gzip, raw, files: scripts.length }
}

/**
 * The bytes a page's HTML weighs as autocannon reads it (no compression asked), and how many of
 * them are the inline RSC payload (`self.__next_f.push(…)` scripts): what a cached view costs the
 * server to send, beside the empty app's.
 */
async function htmlWeight(url: string): Promise<{ bytes: number; payload: number }> {
  const html = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text()
  const payload = [...html.matchAll(/<script>self\.__next_f\.push\(.*?\)<\/script>/gs)].reduce(
    (sum, [script]) => sum + Buffer.byteLength(script),
    0,
  )
  return { bytes: Buffer.byteLength(html), payload }
}

/** The median of a list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

/** Requests answered under autocannon (10 connections) in `seconds`; any non-2xx is an error. */
async function requests(url: string, headers: Record<string, string>, seconds: number): Promise<number> {
  const result = await autocannon({ url, headers, connections: 10, duration: seconds })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  return result.requests.total
}

/**
 * Requests per second of `subject` and `reference`, and their ratio: a warm-up of each, then
 * `rounds` runs of each, interleaved, so that a change in the machine's load hits both alike.
 */
async function interleaved(
  subject: { url: string; headers?: Record<string, string> },
  reference: { url: string; headers?: Record<string, string> },
  { rounds = 3, seconds = 2 } = {},
): Promise<{ subject: number; reference: number; ratio: number }> {
  await requests(subject.url, subject.headers ?? {}, 1)
  await requests(reference.url, reference.headers ?? {}, 1)
  let a = 0
  let b = 0
  for (let round = 0; round < rounds; round++) {
    a += await requests(subject.url, subject.headers ?? {}, seconds)
    b += await requests(reference.url, reference.headers ?? {}, seconds)
  }
  const total = rounds * seconds
  return { subject: a / total, reference: b / total, ratio: a / b }
}

/** Milliseconds to the last byte of one request. */
async function timed(url: string, init: RequestInit = {}): Promise<number> {
  const start = performance.now()
  const response = await fetch(url, init)
  await response.text()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return performance.now() - start
}

/**
 * A returning visitor's cookies, as the shop sets them: its session route (`/api/session`) asked,
 * the way the shop's own pages ask, to renew a session that has none yet (an anonymous grant,
 * sealed in the HttpOnly cookie, and the script-readable role hint).
 */
async function visitorCookie(shopUrl: string): Promise<string> {
  const origin = new URL(shopUrl).origin
  const response = await fetch(`${origin}/api/session`, {
    method: 'POST',
    headers: { origin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'renew' }),
  })
  const body = (await response.json()) as { role?: string }
  const pairs = response.headers.getSetCookie().map((header) => header.slice(0, header.indexOf(';')))
  if (response.status !== 200 || body.role !== 'visitor' || pairs.length === 0) {
    throw new Error(
      `the session route answered ${response.status} ${JSON.stringify(body)}, no visitor's cookie`,
    )
  }
  return pairs.join('; ')
}

/** The product page's price block, as a shopper reads it. */
const priceOf = (html: string) => /data-testid="product-price"[^>]*>(.*?)<\/div>/.exec(html)?.[1] ?? ''

/** Seconds from each price write on the platform to the new price in the page's server HTML. */
async function priceToHtml(emulatorUrl: string, pageUrl: string, writes: number): Promise<number[]> {
  const owner = createClient({
    host: emulatorUrl,
    auth: apiKey({ key: DEMO_API_KEY, siteId: DEMO_SITE_ID }),
    modules: { products },
  })
  const [product] = (await owner.products.query().eq('slug', PRODUCT.split('/').at(-1)!).find()).items
  if (!product) throw new Error(`no product ${PRODUCT}`)
  const seconds: number[] = []
  for (let i = 0; i < writes; i++) {
    const price = 50 + 2 * i
    const shown = `$${(price * 0.9).toFixed(2)}`
    const start = performance.now()
    await owner.products.update(product.id, { priceData: { price } })
    for (;;) {
      if (priceOf(await (await fetch(pageUrl)).text()).includes(shown)) break
      if (performance.now() - start > 30_000) throw new Error(`${shown} not shown after 30 s`)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    seconds.push((performance.now() - start) / 1000)
    await new Promise((resolve) => setTimeout(resolve, 300)) // past the webhook route's coalescing window
  }
  return seconds
}

/** Builds the baseline and the shop, serves both, and measures. */
export async function benchStorefront(): Promise<Record<string, string | number>> {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const ratio = (value: number, goal: number, atLeast = true) =>
    `${value.toFixed(2)}× (goal ${atLeast ? '≥' : '≤'} ${goal}×: ${(atLeast ? value >= goal : value <= goal) ? 'met' : 'NOT MET'})`
  const perSecond = (value: number) => `${Math.round(value)} req/s`

  const redisUrlBefore = process.env['REDIS_URL']
  delete process.env['REDIS_URL']
  await buildShop({ distDir: DIST, dir: BASELINE })
  // The build prerenders the catalogue: it reads it from the emulator the shop is then served with.
  const emulator = await startEmulator(0)
  const servers: ShopServer[] = []
  let stopRedis: (() => Promise<void>) | undefined
  try {
    const started = performance.now()
    await buildShop({ distDir: DIST, host: emulator.url })
    const buildSeconds = (performance.now() - started) / 1000
    const serve = async (options: { dir?: string; redisUrl?: string } = {}) => {
      const port = await freePort()
      // The server's environment is this process's when it starts: REDIS_URL only for the one.
      if (options.redisUrl) process.env['REDIS_URL'] = options.redisUrl
      try {
        const server = await startShopServer(
          'start',
          port,
          { host: emulator.url, distDir: DIST, dir: options.dir, site: `http://127.0.0.1:${port}` },
          { quiet: true },
        )
        servers.push(server)
        return server
      } finally {
        delete process.env['REDIS_URL']
      }
    }
    const baseline = await serve({ dir: BASELINE })
    const shop = await serve()
    const product = `${shop.url}${PRODUCT}`

    // What a shopper meets first: the first view after the server starts, then warm views.
    const cold = await timed(product)
    const warm: number[] = []
    for (let i = 0; i < 20; i++) warm.push(await timed(product))

    const cookie = await visitorCookie(shop.url)
    const anonymous = await interleaved({ url: product }, { url: `${baseline.url}/` })
    const returning = await interleaved(
      { url: product, headers: { cookie } },
      { url: `${baseline.url}/dynamic`, headers: { cookie: 'visitor=1' } },
    )

    emulator.emulator.resetStats()
    for (let i = 0; i < 100; i++) await timed(product)
    const platformPerHundred = emulator.emulator.stats().requests
    emulator.emulator.resetStats()
    for (let i = 0; i < 100; i++) await timed(product, { headers: { cookie } })
    const platformPerHundredReturning = emulator.emulator.stats().requests

    const prices = await priceToHtml(emulator.url, product, 5)

    const weight = await htmlWeight(product)
    const baselineWeight = await htmlWeight(`${baseline.url}/`)
    const js = await firstLoad(product)
    const baselineJs = await firstLoad(`${baseline.url}/`)

    const figures: Record<string, string | number> = {
      'cookie-less product page vs the empty app’s static page': `${ratio(anonymous.ratio, GOALS.throughput)}: ${perSecond(anonymous.subject)} vs ${perSecond(anonymous.reference)}`,
      'returning visitor’s product page vs the empty app’s dynamic page (cookies())': `${ratio(returning.ratio, GOALS.throughput)}: ${perSecond(returning.subject)} vs ${perSecond(returning.reference)}`,
      'why: HTML per view, product page vs the empty app’s (uncompressed; of it the inline RSC payload)': `${kb(weight.bytes)} (${kb(weight.payload)}) vs ${kb(baselineWeight.bytes)} (${kb(baselineWeight.payload)})`,
      'product page, first view after start (cold) / median of 20 warm views (ms)': `${cold.toFixed(1)} / ${median(warm).toFixed(1)}`,
      'platform requests per 100 cached product views, cookie-less (goal 0)': `${platformPerHundred} (${platformPerHundred <= GOALS.platformRequests ? 'met' : 'NOT MET'})`,
      '… with a returning visitor’s cookie (goal 0: the page is everyone’s, their cart is read by their browser)': `${platformPerHundredReturning} (${platformPerHundredReturning <= GOALS.platformRequests ? 'met' : 'NOT MET'})`,
      'price written on the platform → new price in the server HTML (s, median / max of 5; goal ≤ 2 s)': `${median(prices).toFixed(2)} / ${Math.max(...prices).toFixed(2)} (${Math.max(...prices) <= GOALS.priceSeconds ? 'met' : 'NOT MET'})`,
      'product page first-load JS vs the empty app’s (gzip -9)': `${ratio(js.gzip / baselineJs.gzip, GOALS.firstLoad, false)}: ${kb(js.gzip)} (${js.files} files) vs ${kb(baselineJs.gzip)} (${baselineJs.files} files)`,
    }

    // The same shop with its caches in Redis (REDIS_URL: several instances share them), where a
    // redis-server is installed, against the shop with Next's own caches: what sharing costs a view.
    const redisBinary = findRedisServer()
    if (redisBinary) {
      const redis = await startRedisServer(redisBinary)
      stopRedis = redis.stop
      const shared = await serve({ redisUrl: redis.url })
      await timed(`${shared.url}${PRODUCT}`)
      const withRedis = await interleaved({ url: `${shared.url}${PRODUCT}` }, { url: product })
      figures['the same cookie-less page with the caches in Redis (REDIS_URL) vs in process memory'] =
        `${withRedis.ratio.toFixed(2)}× (for reference): ${perSecond(withRedis.subject)} vs ${perSecond(withRedis.reference)}`
    } else {
      figures['the same cookie-less page with the caches in Redis (REDIS_URL)'] =
        'not measured: no redis-server'
    }
    figures['next build of the shop (s, for reference)'] = Number(buildSeconds.toFixed(1))
    return figures
  } finally {
    await Promise.allSettled(servers.map((server) => server.close()))
    await stopRedis?.()
    await emulator.close()
    if (redisUrlBefore !== undefined) process.env['REDIS_URL'] = redisUrlBefore
  }
}

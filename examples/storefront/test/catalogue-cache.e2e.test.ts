// The shop on Next.js 16's cache model: catalogue pages prerendered and served from the cache
// (no platform request per view), refreshed by the platform's signed webhooks within 2 s, and a
// webhook route that refuses what it should and keeps serving under a burst.

import { readdirSync, readFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { apiKey, oauth } from '@vitrine/auth'
import { currentCart } from '@vitrine/cart'
import { products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { generateSigningKeys, signDelivery } from '@vitrine/webhooks/testing'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHOP_DIR } from '../scripts/next-server'
import { DIST, ensureBuild, launchBrowser, newVisitor, type Shop, SITE, startShop } from './harness'

let shop: Shop
let browser: Browser
let routes: string
/** How far the emulator's clock is from the real one (to make it sign expired deliveries). */
let skewMs = 0

function owner() {
  return createClient({
    host: shop.emulator.url,
    auth: apiKey({
      key: 'IST.vitrine-emulator-demo-api-key',
      siteId: '5e1f0000-0000-4000-8000-00000000517e',
    }),
    modules: { products },
  })
}

beforeAll(async () => {
  ;[{ routes }, browser] = await Promise.all([ensureBuild(), launchBrowser()])
  shop = await startShop({ now: () => Date.now() + skewMs })
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await shop?.close()
})

const page = async (path: string) => {
  const response = await fetch(`${shop.url}${path}`)
  return { status: response.status, html: await response.text() }
}

async function productId(slug: string): Promise<string> {
  const { items } = await owner().products.query().eq('slug', slug).find()
  const id = items[0]?.id
  if (!id) throw new Error(`no product ${slug}`)
  return id
}

/** Polls the server HTML of `path` until `seen` holds; resolves to the milliseconds it took. */
async function until(
  path: string,
  seen: (got: { status: number; html: string }) => boolean,
  limitMs = 10_000,
) {
  const started = performance.now()
  for (;;) {
    if (seen(await page(path))) return performance.now() - started
    if (performance.now() - started > limitMs) throw new Error(`${path}: not seen within ${limitMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** The deliveries the emulator made to the shop (their tokens and the shop's answers). */
async function deliveries(): Promise<
  { eventType: string; token: string; status: string; lastStatus?: number }[]
> {
  const answer = await fetch(`${shop.emulator.url}/_emulator/webhooks`)
  return ((await answer.json()) as { deliveries: [] }).deliveries
}

const revalidations = () => shop.logs().match(/\[webhooks\] revalidated/g)?.length ?? 0

/** POSTs one delivery on a connection of its own; resolves to the answer's status. */
function deliver(url: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { method: 'POST', agent: false, headers: { 'content-type': 'text/plain' } },
      (answer) => {
        answer.resume()
        answer.on('end', () => resolve(answer.statusCode ?? 0))
      },
    )
    sent.on('error', reject)
    sent.end(token)
  })
}

describe('next build', () => {
  it('lists every product page and every listing as static: only filtered views render per request', () => {
    const lines = routes.split('\n').filter((line) => /\/(products|collections)\//.test(line))
    expect(lines.length).toBeGreaterThan(4)
    for (const line of lines) expect(line, line).not.toMatch(/ƒ/)
    // The route list shows a few paths of each route; the build's records say it for every page:
    // product pages and listings are prerendered whole (a product's choices in a link are read by
    // the browser; a listing's filters send its URL to the filtered route, `filteredViewRewrites`).
    expect(routes).toMatch(/○ \/\s/)
    expect(routes).toMatch(/[○●] \/products\/art-print/)
    expect(routes).toMatch(/[○●] \/collections\/apparel/)
    expect(routes).toMatch(/ƒ \/filtered\s/)
    const prerendered = (folder: string) =>
      readdirSync(join(SHOP_DIR, DIST, 'server/app', folder)).filter(
        (name) => name.endsWith('.meta') && !name.startsWith('['),
      )
    const pages = prerendered('products')
    expect(pages).toHaveLength(25)
    const partial = (folder: string, name: string) =>
      'postponed' in JSON.parse(readFileSync(join(SHOP_DIR, DIST, 'server/app', folder, name), 'utf8'))
    expect(pages.filter((name) => partial('products', name))).toEqual([])
    const collections = prerendered('collections')
    expect(collections).toContain('apparel.meta')
    expect(collections.filter((name) => partial('collections', name))).toEqual([])
    expect(partial('', 'index.meta')).toBe(false)
    // The prerendered page holds the product itself (name, price, description).
    const shell = readFileSync(join(SHOP_DIR, DIST, 'server/app/products/linen-shirt.html'), 'utf8')
    expect(shell).toContain('<h1>Linen Shirt</h1>')
    expect(shell).toContain('$43.20')
    expect(shell).toContain('Washed linen, mother-of-pearl buttons.')
    // In place, not sent apart behind the loading skeleton (which only a script would swap): in
    // the HTML before anything React sends apart (`<div hidden id="S:…">`), the scripts left out
    // (their inline RSC payload names the skeleton, for client-side navigations).
    const inPlace = (shell.split('<div hidden id="S:')[0] ?? '').replace(
      /<script\b[^>]*>[\s\S]*?<\/script>/g,
      '',
    )
    expect(inPlace).toContain('<h1>Linen Shirt</h1>')
    expect(inPlace).toContain('Washed linen, mother-of-pearl buttons.')
    expect(inPlace).not.toContain('Loading the product')
    expect(routes).toMatch(/[○◐] \/sitemap\.xml/)
  })
})

describe('the listing pages', () => {
  /** The ids of the elements of an HTML page, each as often as it occurs. */
  const ids = (html: string) => [...html.matchAll(/<[a-z][^>]*?\sid="([^"]*)"/g)].map((match) => match[1])
  const cards = (html: string) => html.match(/data-testid="product-card"/g)?.length ?? 0
  /** The HTML React shows itself, the inline RSC payload (the same page, for the browser's React) left out. */
  const shown = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')

  it('hold one listing each: its products once, no element id twice, nothing sent apart', async () => {
    for (const [path, count] of [
      ['/', 12],
      ['/collections/apparel', 7],
      ['/?sort=price-desc', 12],
      ['/?o=Size:M', 5],
      ['/collections/apparel?stock=in', 6],
    ] as const) {
      const { status, html } = await page(path)
      expect(status, path).toBe(200)
      expect(cards(html), path).toBe(count)
      const seen = ids(html)
      expect(
        seen.filter((id, i) => seen.indexOf(id) !== i),
        path,
      ).toEqual([])
      expect(
        seen.filter((id) => id === 'products'),
        path,
      ).toHaveLength(1)
      expect(shown(html), path).not.toContain('<div hidden id="S:')
    }
  })

  it('serve the unfiltered listing from the cache, at no platform request per view', async () => {
    for (const path of ['/', '/collections/apparel']) expect((await page(path)).status).toBe(200)
    shop.emulator.emulator.resetStats()
    for (let i = 0; i < 10; i++) {
      const views = await Promise.all(
        Array.from({ length: 10 }, (_, j) => fetch(`${shop.url}${j % 2 ? '/' : '/collections/apparel'}`)),
      )
      for (const view of views) {
        expect(view.status).toBe(200)
        expect(view.headers.get('x-nextjs-cache')).toBe('HIT')
        await view.text()
      }
    }
    expect(shop.emulator.emulator.stats().requests).toBe(0)
  })
})

describe('the catalogue cache', () => {
  it('costs the platform no request for 100 cookie-less product views once cached', async () => {
    for (const slug of ['canvas-tote', 'ceramic-mug'])
      expect((await page(`/products/${slug}`)).status).toBe(200)
    await fetch(`${shop.emulator.url}/_emulator/stats/reset`, { method: 'POST' })
    for (let i = 0; i < 10; i++) {
      const views = await Promise.all(
        Array.from({ length: 10 }, (_, j) => page(`/products/${j % 2 ? 'canvas-tote' : 'ceramic-mug'}`)),
      )
      for (const view of views) expect(view.status).toBe(200)
    }
    const stats = (await (await fetch(`${shop.emulator.url}/_emulator/stats`)).json()) as {
      requests: number
      tokenRequests: { total: number }
    }
    expect(stats.tokenRequests.total).toBe(0)
    expect(stats.requests).toBe(0)
  })

  it("serves a returning visitor the cached product page: everyone's HTML, no platform request", async () => {
    // A returning visitor's cookies, as the shop's session route sets them for its own pages.
    const answer = await fetch(`${shop.url}/api/session`, {
      method: 'POST',
      headers: { origin: shop.url, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'renew' }),
    })
    expect(answer.status).toBe(200)
    const cookie = answer.headers
      .getSetCookie()
      .map((header) => header.slice(0, header.indexOf(';')))
      .join('; ')
    expect(cookie).toMatch(
      /__Host-vitrine_shop=.+; __Host-vitrine_shop\.role=visitor|__Host-vitrine_shop\.role=visitor; __Host-vitrine_shop=.+/,
    )
    const anonymous = await page('/products/canvas-tote')
    shop.emulator.emulator.resetStats()
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`${shop.url}/products/canvas-tote`, { headers: { cookie } })
      expect(response.status).toBe(200)
      expect(response.headers.get('set-cookie')).toBeNull()
      const html = await response.text()
      // One page for everyone: the visitor's HTML is the cookie-less one (no cart count of theirs).
      expect(html).toBe(anonymous.html)
      expect(html).toMatch(/data-testid="cart-count" data-pending="">0</)
    }
    expect(shop.emulator.emulator.stats().requests).toBe(0)
  })

  // How soon (goal ≤ 2 s) is a figure of `pnpm bench storefront`, measured on a quiet machine; here
  // the behaviour is checked with room for a loaded one, and the time printed.
  it("shows a price written on the platform in the product page's server HTML, without a rebuild", async () => {
    const id = await productId('canvas-tote')
    expect((await page('/products/canvas-tote')).html).toContain('$18.00')
    for (const price of [19.37, 21.05]) {
      await owner().products.update(id, { priceData: { price } })
      const took = await until('/products/canvas-tote', ({ html }) => html.includes(`$${price.toFixed(2)}`))
      console.log(`$${price} in the server HTML ${Math.round(took)} ms after the write`)
    }
    // The listings show it too (they carry the products tag).
    expect((await page('/collections/accessories')).html).toContain('$21.05')
  })

  it('shows a new price in Chromium on the next navigation to the open page', async () => {
    const context = await newVisitor(browser, 1280)
    const tab = await context.newPage()
    await tab.goto(`${shop.url}/products/ceramic-mug`)
    const before = await tab.locator('[data-testid="product-price"]:visible').first().textContent()
    await owner().products.update(await productId('ceramic-mug'), { priceData: { price: 12.34 } })
    await expect
      .poll(
        async () => {
          await tab.goto(`${shop.url}/products/ceramic-mug`)
          return tab.locator('[data-testid="product-price"]:visible').first().textContent()
        },
        { timeout: 10_000, interval: 100 },
      )
      .toBe('$12.34')
    expect(before).not.toBe('$12.34')
    await context.close()
  })

  it('shows the stock an order took on the cached product page (the order reports VariantsChanged)', async () => {
    const stock = async () => /max="(\d+)"/.exec((await page('/products/canvas-tote')).html)?.[1]
    const before = Number(await stock())
    expect(before).toBeGreaterThan(3)
    const buyer = createClient({
      host: shop.emulator.url,
      auth: oauth({ clientId: 'demo-storefront' }),
      modules: { cart: currentCart },
    })
    await buyer.cart.addItems({
      lineItems: [{ catalogReference: { catalogItemId: await productId('canvas-tote') }, quantity: 3 }],
    })
    const { checkoutId } = await buyer.cart.createCheckout()
    const url = await buyer.auth.checkoutUrl(checkoutId, { postFlowUrl: `${shop.url}/` })
    const form = await (await fetch(url)).text()
    const action = /<form method="post" action="([^"]+)"/.exec(form)?.[1]?.replaceAll('&#38;', '&') ?? ''
    const placed = await fetch(new URL(action, url), {
      method: 'POST',
      body: new URLSearchParams({ email: 'someone@example.com' }),
      redirect: 'manual',
    })
    expect(placed.status).toBe(303)
    const took = await until('/products/canvas-tote', ({ html }) => html.includes(`max="${before - 3}"`))
    expect(took).toBeLessThan(2000)
  })

  it('gives a new product its page and sitemap entry, and a deleted one a 404', async () => {
    const slug = 'waxed-field-jacket'
    // Asked for before it exists: a 404 — cached, and refreshed when the product is created.
    expect((await page(`/products/${slug}`)).status).toBe(404)
    const created = await owner().products.create({
      name: 'Waxed Field Jacket',
      slug,
      productType: 'physical',
      priceData: { price: 129 },
    })
    await until(`/products/${slug}`, ({ status, html }) => status === 200 && html.includes('$129.00'))
    await until('/sitemap.xml', ({ html }) => html.includes(`<loc>${SITE}/products/${slug}</loc>`))
    await owner().products.delete(created.id ?? '')
    await until(`/products/${slug}`, ({ status }) => status === 404)
    await until('/sitemap.xml', ({ html }) => !html.includes(`/products/${slug}<`))
  })
})

describe('the webhook route', () => {
  it('refuses forged, unsigned, replayed and expired deliveries (4xx) and revalidates nothing', async () => {
    const id = await productId('canvas-tote')
    await owner().products.update(id, { priceData: { price: 23.45 } })
    await until('/products/canvas-tote', ({ html }) => html.includes('$23.45'))
    // Settled: past the revalidation window, the page rendered again after it and cached.
    await new Promise((resolve) => setTimeout(resolve, 700))
    for (let i = 0; i < 2; i++) expect((await page('/products/canvas-tote')).html).toContain('$23.45')
    const genuine = (await deliveries()).filter((d) => d.lastStatus === 200).at(-1)
    expect(genuine).toBeDefined()

    // The emulator's clock an hour back: its next delivery is signed already expired.
    const before = (await deliveries()).length
    skewMs = -3_600_000
    try {
      await owner().products.update(id, { priceData: { price: 99.99 } })
      await expect.poll(async () => (await deliveries())[before]?.lastStatus, { timeout: 5000 }).toBe(401)
    } finally {
      skewMs = 0
    }
    const quiet = revalidations()

    const { privateKey } = await generateSigningKeys()
    const forged = await signDelivery(
      {
        eventType: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
        data: { productId: id, changedFields: ['price'] },
      },
      privateKey,
      { issuer: 'wix.com' },
    )
    const [header, payload] = forged.split('.')
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`
    const send = (body: string) => fetch(`${shop.url}/api/webhooks`, { method: 'POST', body })
    expect((await send(forged)).status).toBe(401)
    const refused = (await send(unsigned)).status
    expect(refused >= 400 && refused < 500, String(refused)).toBe(true)
    expect((await send(`${header}.${payload}`)).status).toBe(400)
    expect((await send('not a token')).status).toBe(400)
    expect((await send(genuine?.token ?? '')).status).toBe(409) // replayed

    // The platform has the new price, but no accepted delivery said so: the page keeps its price.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const { html } = await page('/products/canvas-tote')
    expect(html).toContain('$23.45')
    expect(html).not.toContain('$99.99')
    expect(revalidations()).toBe(quiet)
  })

  it('answers a GET with 405 and a 10 MB body with 413, without reading it', async () => {
    const get = await fetch(`${shop.url}/api/webhooks`)
    expect(get.status).toBe(405)
    const declared = await fetch(`${shop.url}/api/webhooks`, {
      method: 'POST',
      body: 'x'.repeat(10 * 1024 * 1024),
    })
    expect(declared.status).toBe(413)
    // Streamed without a length: cut off once past the cap.
    let sent = 0
    const chunk = new Uint8Array(64 * 1024).fill(120)
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 10 * 1024 * 1024) controller.close()
        else {
          sent += chunk.length
          controller.enqueue(chunk)
        }
      },
    })
    const streamed = await fetch(`${shop.url}/api/webhooks`, {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
    expect((await page('/products/canvas-tote')).status).toBe(200)
  })

  it('answers a genuine delivery about a product the shop does not know with 2xx', async () => {
    const before = (await deliveries()).length
    const created = await owner().products.create({
      name: 'Passing Thing',
      productType: 'physical',
      priceData: { price: 1 },
    })
    await owner().products.delete(created.id ?? '')
    await expect
      .poll(async () => (await deliveries()).slice(before).map((d) => d.lastStatus), { timeout: 5000 })
      .toEqual([200, 200])
    expect((await page('/products/canvas-tote')).status).toBe(200)
  })

  it('answers 1 000 deliveries in a second, keeps serving pages meanwhile, and coalesces the revalidation', async () => {
    // 1 000 genuine deliveries, signed with the emulator's own key beforehand (signing them one
    // write at a time would take the emulator longer than a second), about every product.
    const jwk = shop.emulator.emulator.state.webhookKey?.privateJwk
    expect(jwk).toBeDefined()
    const key = await crypto.subtle.importKey(
      'jwk',
      jwk as JsonWebKey,
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['sign'],
    )
    const ids = (await owner().products.query().limit(100).find()).items.map((p) => p.id ?? '')
    const tokens = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        signDelivery(
          {
            eventType: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
            data: { productId: ids[i % ids.length] ?? '', changedFields: ['price'] },
          },
          key,
          { issuer: 'wix.com' },
        ),
      ),
    )
    const logsBefore = shop.logs().length
    let delivering = true
    const views: { status: number; ms: number }[] = []
    const browsing = (async () => {
      while (delivering) {
        const started = performance.now()
        const { status, html } = await page('/products/ceramic-mug')
        views.push({
          status: html.includes('<h1>Ceramic Mug</h1>') ? status : 0,
          ms: performance.now() - started,
        })
      }
    })()
    const started = performance.now()
    const answers: number[] = []
    // Ten waves of 100, 100 ms apart: 1 000 deliveries within a second.
    await Promise.all(
      Array.from({ length: 10 }, async (_, wave) => {
        await new Promise((resolve) => setTimeout(resolve, wave * 100))
        const statuses = await Promise.all(
          tokens.slice(wave * 100, wave * 100 + 100).map(async (token) => {
            // Each on its own connection, as the platform's deliveries come (a kept-alive socket
            // reused just as the server closes it fails on a loaded machine: not the shop's answer).
            return deliver(`${shop.url}/api/webhooks`, token)
          }),
        )
        answers.push(...statuses)
      }),
    )
    const answered = performance.now() - started
    delivering = false
    await browsing
    expect(answers).toHaveLength(1000)
    expect(answers.filter((status) => status === 200)).toHaveLength(1000)
    expect(views.length).toBeGreaterThan(0)
    expect(views.filter((view) => view.status !== 200)).toEqual([])
    // Each window revalidates the tags of all its deliveries once: far fewer calls than 2 per delivery.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const flushes = [
      ...shop
        .logs()
        .slice(logsBefore)
        .matchAll(/revalidated (\d+) tags for (\d+) deliveries/g),
    ]
    const calls = flushes.reduce((sum, m) => sum + Number(m[1]), 0)
    const covered = flushes.reduce((sum, m) => sum + Number(m[2]), 0)
    expect(covered).toBe(1000)
    // At most one revalidation per window (500 ms) while they arrive, not one per delivery.
    expect(flushes.length).toBeLessThanOrEqual(Math.ceil(answered / 500) + 2)
    expect(calls).toBeLessThan(2000)
    console.log(
      `1000 deliveries answered in ${Math.round(answered)} ms; ${flushes.length} revalidations, ${calls} revalidateTag calls; ${views.length} page views meanwhile, slowest ${Math.round(Math.max(...views.map((v) => v.ms)))} ms`,
    )
  }, 120_000)
})

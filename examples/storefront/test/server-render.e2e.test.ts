// What the server sends before any script runs: the product page's HTML, metadata, 404s, the
// sitemap; one anonymous visitor per browser; and the other examples working with the shop.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createReceiver } from '../../webhook-receiver/src/create-receiver'
import { SHOP_DIR } from '../scripts/next-server'
import {
  ensureBuild,
  hydratedElement,
  launchBrowser,
  newVisitor,
  type Shop,
  SITE,
  screenshot,
  startShop,
  watchConsole,
} from './harness'

let shop: Shop
let browser: Browser

beforeAll(async () => {
  ;[, browser] = await Promise.all([ensureBuild(), launchBrowser()])
  shop = await startShop()
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await shop?.close()
})

const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(
    html,
  )?.[1]

describe('the server HTML', () => {
  it('of a product page has its name, price, Open Graph tags, canonical URL and structured data', async () => {
    const response = await fetch(`${shop.url}/products/linen-shirt`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1>Linen Shirt</h1>')
    expect(html).toContain('$43.20') // the price paid (10% off)
    expect(html).toContain('$48.00') // struck through
    expect(html).toMatch(/<title>Linen Shirt · Vitrine Shop<\/title>/)
    expect(meta(html, 'description')).toBe('Washed linen, mother-of-pearl buttons.')
    expect(meta(html, 'og:title')).toBe('Linen Shirt')
    expect(meta(html, 'og:description')).toBe('Washed linen, mother-of-pearl buttons.')
    expect(meta(html, 'og:image')).toBe(`${shop.emulator.url}/_emulator/media/linen-shirt-1.svg`)
    // Canonical and Open Graph URLs come from configuration (`SITE_URL`), never from the request.
    expect(meta(html, 'og:url')).toBe(`${SITE}/products/linen-shirt`)
    expect(meta(html, 'product:price:amount')).toBe('43.20')
    expect(html).toContain(`<link rel="canonical" href="${SITE}/products/linen-shirt"/>`)
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}')
    expect(ld).toMatchObject({ '@type': 'Product', name: 'Linen Shirt' })
    expect(ld.offers).toContainEqual(expect.objectContaining({ '@type': 'Offer', price: '43.20' }))
  })

  it('shows the product to a browser with JavaScript off: name, price, options, picture', async () => {
    for (const width of [390, 1280]) {
      const context = await newVisitor(browser, width, { javaScript: false })
      const page = await context.newPage()
      await page.goto(`${shop.url}/products/classic-tee`)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Classic Tee')
      // What shows is the prerendered product (the part for the URL's choices stays hidden: a script shows it).
      expect(await page.getByTestId('product-price').locator('visible=true').textContent()).toBe(
        'From $25.00',
      )
      expect(await page.getByRole('radio', { name: 'XL', exact: true }).isVisible()).toBe(true)
      expect(await page.getByTestId('gallery-image').locator('visible=true').getAttribute('src')).toBe(
        `${shop.emulator.url}/_emulator/media/classic-tee-1.svg`,
      )
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('Classic Tee')
      // The listing pages too: the products are in the first HTML, not added by a script.
      await page.goto(`${shop.url}/collections/apparel`)
      expect(await page.getByTestId('product-card').locator('visible=true').count()).toBe(7)
      await context.close()
    }
  })

  it('gives collections their own metadata, and unknown products and collections a real 404', async () => {
    const html = await (await fetch(`${shop.url}/collections/sale`)).text()
    expect(html).toMatch(/<title>Sale · Vitrine Shop<\/title>/)
    expect(meta(html, 'og:image')).toBe(`${shop.emulator.url}/_emulator/media/collection-sale-1.svg`)
    expect(html).toContain(`<link rel="canonical" href="${SITE}/collections/sale"/>`)
    for (const path of ['/products/no-such-thing', '/collections/no-such-thing']) {
      const response = await fetch(`${shop.url}${path}`)
      expect(response.status, path).toBe(404)
      const body = await response.text()
      expect(body).toContain('We could not find that')
      expect(body).not.toContain('data-testid="product-card"') // never "every product"
    }
  })

  it('serves a sitemap of every product and collection, and robots.txt pointing at it', async () => {
    const sitemap = await (await fetch(`${shop.url}/sitemap.xml`)).text()
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(urls).toContain(`${SITE}/products/classic-tee`)
    expect(urls).toContain(`${SITE}/collections/home-living`)
    expect(urls).not.toContain(`${SITE}/products/meditation-audio`) // hidden
    expect(urls.filter((u) => u?.includes('/products/'))).toHaveLength(25)
    const robots = await (await fetch(`${shop.url}/robots.txt`)).text()
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`)
    expect(robots).toContain('Disallow: /account')
  })
})

describe('the visitor', () => {
  it('costs no anonymous grant for page views, and one when the shopper first adds to the cart', async () => {
    // The server's own visitor reads the public catalogue for everyone: made by the first render.
    await (await fetch(shop.url)).text()
    const context = await newVisitor(browser, 1280)
    const page = await context.newPage()
    const problems = watchConsole(page)
    shop.emulator.emulator.resetStats()
    await page.goto(shop.url)
    await page.getByTestId('product-card').first().waitFor()
    await page.goto(`${shop.url}/collections/accessories`)
    await page.getByTestId('product-card').first().waitFor()
    await page.goto(`${shop.url}/products/ceramic-mug`)
    await page.getByRole('heading', { level: 1, name: 'Ceramic Mug' }).waitFor()
    await page.waitForLoadState('networkidle')
    // The pages are the cached catalogue: no visitor is created for them.
    expect(shop.emulator.emulator.stats().tokenRequests.total).toBe(0)
    expect(await page.getByTestId('role-badge').textContent()).toBe('Guest')
    await page.goto(`${shop.url}/products/canvas-tote`)
    await (await hydratedElement(page.getByRole('button', { name: 'Add to cart', exact: true }))).click()
    // The drawer opens at once with the line pending: wait until the platform has added it.
    await page
      .getByRole('dialog', { name: 'Your cart' })
      .locator('[data-testid="cart-line"]:not(.line-pending)')
      .waitFor()
    await page.goto(`${shop.url}/collections/accessories`)
    await page.getByTestId('product-card').first().waitFor()
    // The page is everyone's: the browser shows the visitor's own count once it has the cart.
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1')
    const tokens = shop.emulator.emulator.stats().tokenRequests
    expect(tokens.anonymous).toBe(1)
    expect(tokens.total).toBe(1)
    expect(problems).toEqual([])
    const cookies = await context.cookies()
    // `__Host-` (Secure, no Domain) on this machine too: Chromium keeps it on http://127.0.0.1.
    const session = cookies.find((c) => c.name === '__Host-vitrine_shop')
    expect(session?.sameSite).toBe('Lax')
    expect(session?.httpOnly).toBe(true) // the refresh token: no script reads it
    const hint = cookies.find((c) => c.name === '__Host-vitrine_shop.role')
    expect(hint).toMatchObject({ value: 'visitor', httpOnly: false, sameSite: 'Lax' })
    await context.close()
  })
})

describe('the other examples, with the shop', () => {
  function runCatalogAdmin(args: string[]): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve) => {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--conditions=@vitrine/source',
          'src/cli.ts',
          ...args,
          '--host',
          shop.emulator.url,
        ],
        { cwd: join(SHOP_DIR, '..', 'catalog-admin'), stdio: ['ignore', 'pipe', 'pipe'] },
      )
      let output = ''
      child.stdout.on('data', (chunk) => {
        output += chunk
      })
      child.stderr.on('data', (chunk) => {
        output += chunk
      })
      child.on('exit', (code) => resolve({ code, output }))
    })
  }

  it('shows a product imported or re-priced with catalog-admin in the server render within 2 s (its webhook)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-shop-import-'))
    try {
      const csv = join(dir, 'new.csv')
      writeFileSync(
        csv,
        'name,slug,productType,price,description,collections\nLinen Apron,linen-apron,physical,31.5,A heavy linen apron with a pocket.,home-living\n',
      )
      const imported = await runCatalogAdmin(['import', csv])
      expect(imported.code, imported.output).toBe(0)
      const html = async (path: string) => (await fetch(`${shop.url}${path}`)).text()
      const within2s = { timeout: 2000, interval: 50 }
      await expect.poll(() => html('/products/linen-apron'), within2s).toContain('$31.50')
      expect(await html('/search?q=apron')).toContain('Linen Apron')
      expect(await html('/collections/home-living')).toContain('Linen Apron')

      const repriced = await runCatalogAdmin(['adjust-prices', '--collection', 'sale', '--percent', '-50'])
      expect(repriced.code, repriced.output).toBe(0)
      await expect.poll(() => html('/products/linen-shirt'), within2s).toContain('$21.60') // $48 → $24 list, 10% off
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("delivers the shop's cart events to the webhook receiver", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-shop-webhooks-'))
    const receiver = await createReceiver({
      emulatorUrl: shop.emulator.url,
      logFile: join(dir, 'processed.json'),
      port: 0,
      issuer: 'wix.com',
      log: () => {},
    })
    try {
      const registered = await fetch(`${shop.emulator.url}/_emulator/webhooks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: receiver.url }),
      })
      expect(registered.ok).toBe(true)
      const context = await newVisitor(browser, 1280)
      const page = await context.newPage()
      await page.goto(`${shop.url}/products/canvas-tote`)
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
      await page.getByRole('dialog', { name: 'Your cart' }).getByTestId('cart-line').waitFor()
      await screenshot(page, 'webhooks-cart')
      await expect
        .poll(() => receiver.events.map((e) => e.eventType), { timeout: 10_000 })
        .toContain('wix.ecom.v1.cart_created')
      await context.close()
    } finally {
      await receiver.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

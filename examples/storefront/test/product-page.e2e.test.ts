// The product page as a shopper uses it, in Chromium at 390 px and 1280 px against the production
// build: the chosen size and colour in the URL (a shared link opens them, Back steps through
// them, a reload keeps them), the chosen colour's picture, sold-out choices that stay readable,
// related products and breadcrumb; and, from the server HTML, its structured data and cache.
import { apiKey } from '@vitrine/auth'
import { products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { DEMO_API_KEY, DEMO_SITE_ID } from '@vitrine/emulator'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ensureBuild,
  hydratedElement,
  launchBrowser,
  newVisitor,
  type Shop,
  SITE,
  screenshot,
  showIntent,
  startShop,
  WIDTHS,
  watchConsole,
} from './harness'

/** Page content on screen (Next.js keeps a page navigated away from in the document, hidden). */
const VISIBLE = 'visible=true'

let browser: Browser
let shop: Shop

beforeAll(async () => {
  ;[, browser] = await Promise.all([ensureBuild(), launchBrowser()])
  shop = await startShop()
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await shop?.close()
})

const media = (name: string) => `${shop.emulator.url}/_emulator/media/${name}.svg`
const picture = (page: Page) => page.getByTestId('gallery-image').locator(VISIBLE).getAttribute('src')
const price = (page: Page) => page.getByTestId('product-price').locator(VISIBLE).textContent()
const availability = (page: Page) => page.getByTestId('availability').locator(VISIBLE).textContent()
const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true })
/** The choices the page shows as made, e.g. `["M", "Navy"]`: in the form a shopper sees. */
const checked = (page: Page) =>
  page
    .locator('.purchase')
    .locator(VISIBLE)
    .locator('input[type=radio]:checked')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))

/** Chooses a size or colour once React drives the radio, as a shopper clicks it. */
async function choose(page: Page, name: string): Promise<void> {
  const input = await hydratedElement(radio(page, name))
  await input.check()
}

const html = async (path: string) => (await fetch(`${shop.url}${path}`)).text()

/** The JSON-LD blocks of a page's server HTML, parsed. */
const structuredData = (text: string) =>
  [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  )

describe.each(WIDTHS)('the product page at %i px', (width) => {
  it('opens a shared link with its size and colour chosen: their price, stock and picture', async () => {
    const context = await newVisitor(browser, width)
    const page = await context.newPage()
    const problems = watchConsole(page)
    await page.goto(`${shop.url}/products/classic-tee?Size=XL&Color=White`)
    // The page is the one prerendered for every link: the browser shows the link's choices once
    // the page hydrates. Wait for them.
    await expect.poll(() => checked(page)).toEqual(['XL', 'White'])
    await expect.poll(() => price(page)).toBe('$27.00') // XL costs more
    expect(await availability(page)).toBe('In stock')
    await expect.poll(() => picture(page)).toBe(media('classic-tee-2')) // White's picture
    expect(await page.getByRole('group', { name: 'Color' }).locator('legend').textContent()).toBe(
      'Color: White',
    )
    await expect
      .poll(async () => page.getByRole('button', { name: 'Add to cart', exact: true }).isEnabled())
      .toBe(true)
    await screenshot(page, 'product-shared-variant')

    // A link naming no choice the product has is the plain page, not an error.
    const odd = await page.goto(`${shop.url}/products/classic-tee?Size=XXL&Color=%3Cb%3E&__proto__=x`)
    expect(odd?.status()).toBe(200)
    expect(await checked(page)).toEqual([])
    expect(await price(page)).toBe('From $25.00')
    expect(problems).toEqual([])
    await context.close()
  })

  it('puts each choice in the URL: Back steps through them, Forward and reload keep them', async () => {
    const context = await newVisitor(browser, width)
    const page = await context.newPage()
    const problems = watchConsole(page)
    const start = `${shop.url}/products/classic-tee`
    await page.goto(start)
    expect(await checked(page)).toEqual([])
    await choose(page, 'S')
    await page.waitForURL(`${start}?Size=S`)
    await choose(page, 'Navy')
    await page.waitForURL(`${start}?Size=S&Color=Navy`)
    expect(await picture(page)).toBe(media('classic-tee-3'))
    await choose(page, 'XL (sold out)') // in Navy
    await page.waitForURL(`${start}?Size=XL&Color=Navy`)
    expect(await availability(page)).toBe('Sold out') // Navy XL
    expect(await price(page)).toBe('$27.00')

    await page.goBack()
    await page.waitForURL(`${start}?Size=S&Color=Navy`)
    await expect.poll(() => checked(page)).toEqual(['S', 'Navy'])
    expect(await price(page)).toBe('$25.00')
    expect(await availability(page)).toBe('In stock')
    await page.goBack()
    await page.waitForURL(`${start}?Size=S`)
    await expect.poll(() => checked(page)).toEqual(['S'])
    expect(await availability(page)).toBe('Choose color')
    await page.goBack()
    await page.waitForURL(start)
    await expect.poll(() => checked(page)).toEqual([])
    expect(await price(page)).toBe('From $25.00')
    await page.goForward()
    await page.goForward()
    await page.waitForURL(`${start}?Size=S&Color=Navy`)
    await expect.poll(() => checked(page)).toEqual(['S', 'Navy'])

    // A reload opens the same choices, from the URL.
    await page.reload()
    await expect.poll(() => checked(page)).toEqual(['S', 'Navy'])
    await expect.poll(() => picture(page)).toBe(media('classic-tee-3'))
    // And the choices still add that variant.
    await (await hydratedElement(page.getByRole('button', { name: 'Add to cart', exact: true }))).click()
    const drawer = page.getByRole('dialog', { name: 'Your cart' })
    await expect
      .poll(() => drawer.locator('.line-options').allTextContents(), { timeout: 10_000 })
      .toEqual(['Size: S · Color: Navy'])
    expect(problems).toEqual([])
    await context.close()
  })

  it("shows the chosen colour's picture, even after a thumbnail was picked", async () => {
    const context = await newVisitor(browser, width)
    const page = await context.newPage()
    await page.goto(`${shop.url}/products/ceramic-mug`)
    expect(await picture(page)).toBe(media('ceramic-mug-1'))
    const thumb = await hydratedElement(page.getByRole('button', { name: 'Show picture 3 of 3' }))
    await thumb.click()
    await expect.poll(() => picture(page)).toBe(media('ceramic-mug-3'))
    await choose(page, 'Black')
    await expect.poll(() => picture(page)).toBe(media('ceramic-mug-2'))
    await page.getByRole('button', { name: 'Show picture 1 of 3' }).click()
    await expect.poll(() => picture(page)).toBe(media('ceramic-mug-1'))
    await choose(page, 'Terracotta')
    await expect.poll(() => picture(page)).toBe(media('ceramic-mug-3'))
    // Back to Black: Black's picture again, not the thumbnail picked before.
    await page.goBack()
    await expect.poll(() => picture(page)).toBe(media('ceramic-mug-2'))
    await screenshot(page, 'product-colour-picture')
    await context.close()
  })

  it('keeps a chosen sold-out colour in its colour, marked sold out, and sold-out sizes readable', async () => {
    const context = await newVisitor(browser, width)
    const page = await context.newPage()
    await page.goto(`${shop.url}/products/classic-tee?Size=XL&Color=Navy`)
    // The browser shows the link's choices once the page hydrates: wait for them.
    await expect.poll(() => checked(page)).toEqual(['XL', 'Navy'])
    await expect.poll(() => availability(page)).toBe('Sold out')
    expect(await page.getByRole('button', { name: 'Sold out' }).isDisabled()).toBe(true)
    expect(await page.getByRole('group', { name: 'Color' }).locator('legend').textContent()).toBe(
      'Color: Navy — sold out',
    )
    const navy = page.locator('.swatch', { has: radio(page, 'Navy (sold out)') })
    const look = await navy.evaluate((label) => {
      const swatch = label.querySelector('.swatch-color') as HTMLElement
      let opacity = 1
      for (let e: Element | null = swatch; e; e = e.parentElement)
        opacity *= Number(getComputedStyle(e).opacity)
      const strike = getComputedStyle(label, '::after')
      return { background: getComputedStyle(swatch).backgroundColor, opacity, strike: strike.content }
    })
    expect(look).toEqual({ background: 'rgb(31, 42, 68)', opacity: 1, strike: '""' })
    await screenshot(page, 'product-sold-out-choice')

    // Every size pill reads at 4.5:1 or more: the chosen sold-out one, and those sold out in Navy.
    await choose(page, 'M')
    await page.waitForURL(/Size=M/)
    const pills = await page.locator('.pill span:not(.visually-hidden)').evaluateAll((spans) => {
      const luminance = (text: string) => {
        const [r = 0, g = 0, b = 0] = (text.match(/[\d.]+/g) ?? []).map((c) => {
          const s = Number(c) / 255
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
        })
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
      }
      return spans.map((span) => {
        let opacity = 1
        for (let e: Element | null = span; e; e = e.parentElement)
          opacity *= Number(getComputedStyle(e).opacity)
        const style = getComputedStyle(span)
        const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a)
        return {
          text: span.textContent,
          unavailable: Boolean(span.closest('.unavailable')),
          opacity,
          contrast: ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05),
        }
      })
    })
    expect(pills.filter((p) => p.unavailable).map((p) => p.text)).toEqual(['XL (sold out)'])
    for (const pill of pills) {
      expect(pill.opacity, pill.text ?? '').toBe(1)
      expect(pill.contrast, pill.text ?? '').toBeGreaterThanOrEqual(4.5)
    }
    await choose(page, 'XL (sold out)')
    const chosenXl = await page
      .locator('.pill.unavailable span:not(.visually-hidden)')
      .evaluate((span) => [getComputedStyle(span).color, getComputedStyle(span).backgroundColor])
    expect(chosenXl).toEqual(['rgb(255, 255, 255)', 'rgb(31, 42, 68)'])
    await context.close()
  })

  it('shows more from the same collection under the product, and where it is in the shop', async () => {
    const context = await newVisitor(browser, width)
    const page = await context.newPage()
    const problems = watchConsole(page)
    await page.goto(`${shop.url}/products/classic-tee?Color=Black`)
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    expect((await crumbs.textContent())?.replace(/\s+/g, ' ')).toBe('Shop / Apparel / Classic Tee')
    expect(await crumbs.getByRole('link', { name: 'Apparel' }).getAttribute('href')).toBe(
      '/collections/apparel',
    )
    const related = page.getByRole('region', { name: 'More from Apparel' })
    // Related products stream after the product: wait for the four cards.
    await expect.poll(() => related.getByTestId('product-card').count()).toBe(4)
    const names = await related.getByTestId('product-card').getByRole('heading').allTextContents()
    expect(names).toHaveLength(4)
    expect(names).not.toContain('Classic Tee')
    expect(names).not.toContain('Denim Jacket') // sold out: shown only when nothing else is left
    await related.scrollIntoViewIfNeeded()
    await screenshot(page, 'product-related')
    const first = names[0] ?? ''
    await (await hydratedElement(related.getByRole('link', { name: first }))).click()
    await page.getByRole('heading', { level: 1, name: first }).locator(VISIBLE).waitFor()
    expect(page.url()).toMatch(/\/products\/[a-z-]+$/)
    expect(problems).toEqual([])
    await context.close()
  })

  it('fetches no other page while it loads; the breadcrumb link pointed at is prefetched and opens', async () => {
    const context = await newVisitor(browser, width)
    const page = await context.newPage()
    const problems = watchConsole(page)
    // Every request for another page's RSC data (a prefetch or a navigation), and every picture.
    const fetched: string[] = []
    const pictures: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (request.headers()['rsc'] === '1') fetched.push(url.pathname)
      else if (request.resourceType() === 'image') pictures.push(url.pathname)
    })
    await page.goto(`${shop.url}/products/classic-tee`)
    const crumb = await hydratedElement(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Apparel' }),
    )
    // Next.js prefetches the links in view once the page is idle after hydration: give it that
    // time. The logo and the breadcrumb are in view on every page; fetched on sight, they cost a
    // phone four requests, the pictures those pages preload and main-thread work while it starts.
    await page.waitForLoadState('load')
    await page.waitForTimeout(2_000)
    expect(fetched).toEqual([])
    // Only this product's pictures and the related products' (none of the home page's).
    const apparel =
      /\/(classic-tee|denim-jacket|linen-shirt|organic-hoodie|rain-jacket|running-socks|wool-beanie)-\d\.svg$/
    expect(pictures.filter((path) => !apparel.test(path))).toEqual([])
    await showIntent(crumb, width)
    await expect.poll(() => fetched.includes('/collections/apparel')).toBe(true)
    expect(new Set(fetched)).toEqual(new Set(['/collections/apparel']))
    await crumb.click()
    await page.getByRole('heading', { level: 1, name: 'Apparel' }).locator(VISIBLE).waitFor()
    expect(page.url()).toBe(`${shop.url}/collections/apparel`)
    expect(problems).toEqual([])
    await context.close()
  })

  it("sets its text in the shop's own font: preloaded, one small file from the shop, allowed by its CSP", async () => {
    const context = await newVisitor(browser, width)
    const page = await context.newPage()
    const problems = watchConsole(page)
    const fonts: { url: string; bytes: Promise<number> }[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font')
        fonts.push({ url: response.url(), bytes: response.body().then((body) => body.length) })
    })
    await page.goto(`${shop.url}/products/linen-shirt`)
    await page.waitForLoadState('load')
    // Asked for from the document's head, before any stylesheet names it.
    const preloaded = await page
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
    expect(preloaded).toHaveLength(1)
    await expect.poll(() => fonts.length).toBe(1)
    expect(fonts[0]?.url).toBe(preloaded[0])
    expect(new URL(fonts[0]!.url).origin).toBe(shop.url)
    expect(await fonts[0]!.bytes).toBeLessThan(30_000)
    // The page's text, the headline's bold included, is set in that face once it has loaded.
    const face = await page.evaluate(async () => {
      await document.fonts.ready
      const loaded = [...document.fonts].filter((f) => f.status === 'loaded')
      const family = getComputedStyle(document.body).fontFamily.split(',')[0]!.trim()
      const h1 = getComputedStyle(document.querySelector('h1')!)
      return {
        loaded: loaded.map((f) => f.family),
        family,
        headline: document.fonts.check(`${h1.fontWeight} ${h1.fontSize} ${family}`),
      }
    })
    expect(face.loaded).toEqual([face.family])
    expect(face.headline).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('the server HTML of a product page', () => {
  it('is the one prerendered page for every link: the choices a link names are the browser’s to show', async () => {
    const plain = await fetch(`${shop.url}/products/classic-tee`)
    const chosen = await fetch(`${shop.url}/products/classic-tee?Size=XL&Color=Navy`)
    // Served from the prerender cache, not rendered for the URL (0.05× the throughput when it was).
    expect(plain.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/)
    expect(chosen.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/)
    expect(chosen.headers.get('x-nextjs-postponed')).toBeNull()
    expect(await chosen.text()).toBe(await plain.text())
  })

  it('costs the platform no request for 40 views of variant links once cached', async () => {
    const links = ['?Size=M&Color=Navy', '?Size=XL&Color=White', '?Color=Black', '?Size=S&utm_source=mail']
    for (const link of links) await html(`/products/classic-tee${link}`)
    shop.emulator.emulator.resetStats()
    for (let i = 0; i < 10; i++)
      await Promise.all(
        links.map(async (link) => {
          const response = await fetch(`${shop.url}/products/classic-tee${link}`)
          expect(response.status).toBe(200)
          expect(await response.text()).toContain('<h1>Classic Tee</h1>')
        }),
      )
    expect(shop.emulator.emulator.stats().requests).toBe(0)
  })

  it('has JSON-LD: a BreadcrumbList home → collection → product, and a Product with an Offer per variant', async () => {
    const [product, breadcrumb] = structuredData(await html('/products/classic-tee'))
    expect(breadcrumb).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Shop', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Apparel', item: `${SITE}/collections/apparel` },
        { '@type': 'ListItem', position: 3, name: 'Classic Tee', item: `${SITE}/products/classic-tee` },
      ],
    })
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Classic Tee',
      url: `${SITE}/products/classic-tee`,
    })
    const offers = product?.['offers'] as Record<string, string>[]
    expect(offers).toHaveLength(12)
    expect(offers).toContainEqual({
      '@type': 'Offer',
      url: `${SITE}/products/classic-tee?Size=XL&Color=Navy`,
      price: '27.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/OutOfStock',
      sku: 'CLASSIC-TEE-XL-NAVY',
    })
    // Each offer's URL names that variant's choices: the page opens with them chosen (the browser
    // tests above open such links).
    const offer = offers.find((o) => o['sku'] === 'CLASSIC-TEE-M-WHITE')
    expect(Object.fromEntries(new URL(offer?.['url'] ?? '').searchParams)).toEqual({
      Size: 'M',
      Color: 'White',
    })
  })

  it('keeps a product named with "</script>" inside its JSON-LD: no script of it runs', async () => {
    const owner = createClient({
      host: shop.emulator.url,
      auth: apiKey({ key: DEMO_API_KEY, siteId: DEMO_SITE_ID }),
      modules: { products },
    })
    const name = 'Mug </script><script>window.__pwned=1</script><!--'
    const created = await owner.products.create({
      name,
      slug: 'hostile-mug',
      productType: 'physical',
      priceData: { price: 10 },
    })
    try {
      await expect
        .poll(async () => (await fetch(`${shop.url}/products/hostile-mug`)).status, { timeout: 10_000 })
        .toBe(200)
      const text = await html('/products/hostile-mug')
      expect(structuredData(text)[0]).toMatchObject({ '@type': 'Product', name })
      const context = await newVisitor(browser, 1280)
      const page = await context.newPage()
      await page.goto(`${shop.url}/products/hostile-mug`)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name)
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
      await context.close()
    } finally {
      await owner.products.delete(created.id ?? '')
    }
  })
})

// Search, filters and listings as a shopper uses them (issue 20), in Chromium at 390 px and
// 1280 px against the production build: a search that forgives plurals and typos and never ends
// in a dead end, sane option filters that respect stock, price fields and clean URLs, and the
// skeleton on every listing navigation.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  browserPerFile,
  hydratedElement,
  newVisitor,
  openFilters,
  screenshot,
  shopPerSuite,
  showIntent,
  WIDTHS,
  watchConsole,
} from './harness'

/** Polls wait this long: on a busy machine a streamed listing can take seconds. */
const SLOW = { timeout: 15_000 }

/** Page content on screen (Next.js keeps the page navigated away from in the document, hidden). */
const VISIBLE = 'visible=true'

const browser = browserPerFile()

const cardNames = (page: Page) =>
  page.getByTestId('product-card').locator(VISIBLE).locator('h2, h3').allTextContents()
/** The "In stock only" pill (its label: the checkbox itself is invisible). */
const inStockOnly = (page: Page) => page.locator('label', { hasText: 'In stock only' }).locator(VISIBLE)
const resultCount = (page: Page) => page.getByTestId('result-count').locator(VISIBLE).textContent()

/**
 * Records, from the next page load on, whether the product skeleton ever showed in the listing
 * (`window.__skeletons` counts its appearances), and holds every page request of the app's own
 * navigations (RSC, not prefetches) for `delay` ms: a slow network, where feedback matters.
 */
async function slowListing(page: Page, delay: number): Promise<void> {
  await page.addInitScript(() => {
    const state = { skeletons: 0, shown: false, said: [] as string[] }
    Object.assign(window, { __listing: state })
    new MutationObserver(() => {
      const skeleton = document.querySelector('.listing-main [aria-busy="true"]')
      const shown = skeleton?.querySelector('.card-skeleton') !== null && skeleton !== null
      if (shown && !state.shown) {
        state.skeletons++
        state.said.push(skeleton?.querySelector('[role="status"]')?.textContent ?? '')
      }
      state.shown = shown
    }).observe(document, { subtree: true, childList: true })
  })
  await page.route('**/*', async (route) => {
    const headers = route.request().headers()
    const prefetch = headers['next-router-prefetch'] !== undefined
    if (headers['rsc'] === '1' && !prefetch) await new Promise((resolve) => setTimeout(resolve, delay))
    await route.continue().catch(() => undefined)
  })
}

const skeletons = (page: Page) =>
  page.evaluate(() => (window as unknown as { __listing?: { skeletons: number } }).__listing?.skeletons ?? 0)
/** What the skeleton's status said each time it showed (to screen readers). */
const skeletonSaid = (page: Page) =>
  page.evaluate(() => (window as unknown as { __listing?: { said: string[] } }).__listing?.said ?? [])

describe.each(WIDTHS)('listings at %i px', (width) => {
  const shop = shopPerSuite()

  it('search finds "mugs", "t-shirt" and "hoody": the mug, the tee and the hoodie', async () => {
    const context = await newVisitor(browser(), width)
    const page = await context.newPage()
    const problems = watchConsole(page)
    await page.goto(`${shop().url}/search?q=mugs`)
    await expect.poll(() => cardNames(page), SLOW).toEqual(['Ceramic Mug'])
    expect(await page.getByTestId('close-matches').locator(VISIBLE).textContent()).toBe(
      'Nothing has words starting with “mugs”: these come close.',
    )
    await screenshot(page, 'search-plural')
    await page.goto(`${shop().url}/search?q=t-shirt`)
    await expect.poll(() => cardNames(page), SLOW).toEqual(['Classic Tee'])
    await page.goto(`${shop().url}/search?q=hoody`)
    await expect.poll(async () => (await cardNames(page))[0], SLOW).toBe('Organic Hoodie')
    // An exact word finds exactly: no guessing on top.
    await page.goto(`${shop().url}/search?q=mug`)
    await expect.poll(() => cardNames(page), SLOW).toEqual(['Ceramic Mug'])
    expect(await page.getByTestId('close-matches').count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a search that finds nothing suggests the closest names and the collections, never a dead end', async () => {
    const context = await newVisitor(browser(), width)
    const page = await context.newPage()
    const problems = watchConsole(page)
    await page.goto(`${shop().url}/search?q=walett%20zzzz`)
    const empty = page.getByTestId('empty-listing').locator(VISIBLE)
    await expect
      .poll(() => empty.getByRole('paragraph').first().textContent(), SLOW)
      .toBe('Nothing matches “walett zzzz”.')
    expect(await empty.textContent()).not.toContain('No products match these filters')
    expect(await empty.getByRole('link', { name: 'Leather Wallet' }).count()).toBe(1)
    const collections = empty.getByRole('navigation', { name: 'Collections to browse' })
    expect(await collections.getByRole('link', { name: 'Apparel' }).count()).toBe(1)
    await screenshot(page, 'search-empty')
    await (await hydratedElement(empty.getByRole('link', { name: 'Leather Wallet' }))).click()
    await page.getByRole('heading', { level: 1, name: 'Leather Wallet' }).waitFor()

    // Nothing close at all: still the collections.
    await page.goto(`${shop().url}/search?q=zzzz`)
    await expect
      .poll(() => empty.getByRole('paragraph').first().textContent(), SLOW)
      .toBe('Nothing matches “zzzz”.')
    expect(await empty.getByRole('link', { name: 'Leather Wallet' }).count()).toBe(0)
    await (await hydratedElement(empty.getByRole('link', { name: 'Home & Living' }))).click()
    await page.getByRole('heading', { level: 1, name: 'Home & Living' }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('the search page names its two search boxes: the site search and the one that refines', async () => {
    const context = await newVisitor(browser(), width)
    const page = await context.newPage()
    await page.goto(`${shop().url}/search?q=tee`)
    await page.getByRole('search', { name: 'Refine' }).waitFor()
    // Every search landmark has a name, and no two share one among those on screen.
    const names = await page
      .getByRole('search')
      .evaluateAll((forms) =>
        forms
          .filter((form) => (form as HTMLElement).offsetParent !== null)
          .map((form) => form.getAttribute('aria-label') ?? ''),
      )
    expect(names.length).toBeGreaterThanOrEqual(width < 600 ? 1 : 2)
    expect(names.every((name) => name !== '')).toBe(true)
    expect(new Set(names).size).toBe(names.length)
    // The header's box is in the menu on a phone.
    if (width < 600) await page.getByRole('button', { name: 'Menu' }).click()
    expect(await page.getByRole('search', { name: 'Site' }).locator(VISIBLE).count()).toBe(1)
    if (width < 600) await page.getByRole('button', { name: 'Menu' }).click()
    // The refining box searches again.
    const box = await hydratedElement(page.getByRole('search', { name: 'Refine' }).getByRole('searchbox'))
    await box.fill('candles')
    await box.press('Enter')
    await page.waitForURL(/\/search\?q=candles$/)
    await expect.poll(() => cardNames(page), SLOW).toEqual(['Soy Candle'])
    await context.close()
  })

  it('filters: in stock only, Navy + XL without the sold-out Navy XL tee, sizes by scale, colours folded', async () => {
    const context = await newVisitor(browser(), width)
    const page = await context.newPage()
    const problems = watchConsole(page)
    await page.goto(shop().url)
    await openFilters(page, width)
    // Sizes: three scales, each small to large, each named.
    const size = page.getByRole('group', { name: 'Size', exact: true }).locator(VISIBLE)
    const scale = (name: string) => size.getByRole('group', { name }).locator('label').allTextContents()
    expect(await scale('Clothing sizes')).toEqual(['S', 'M', 'L', 'XL'])
    expect(await scale('Paper sizes')).toEqual(['A4', 'A3', 'A2'])
    expect(await scale('Small to large')).toEqual(['Small', 'Medium', 'Large'])
    // Colours: the six most common shown, the rest folded.
    const color = page.getByRole('group', { name: 'Color', exact: true }).locator(VISIBLE)
    expect(await color.locator('label').locator(VISIBLE).count()).toBe(6)
    const more = color.locator('summary')
    expect(await more.textContent()).toMatch(/^\d+ more colours$/)
    await screenshot(page, 'filters-grouped')
    await (await hydratedElement(more)).click()
    expect(await color.locator('label').locator(VISIBLE).count()).toBeGreaterThan(6)

    // In stock only: the sold-out Travel Backpack and Denim Jacket leave.
    expect(await resultCount(page)).toBe('25 products')
    await (await hydratedElement(inStockOnly(page))).click()
    await page.waitForURL(/stock=in/)
    await expect.poll(() => resultCount(page), SLOW).toBe('23 products')
    expect(page.url()).not.toMatch(/min=|max=/)

    // Navy and XL: the tee's only Navy XL is sold out, so the tee is not offered.
    await page.goto(`${shop().url}/collections/apparel?o=Size:XL&o=Color:Navy`)
    await expect.poll(() => resultCount(page), SLOW).toBe('0 products')
    await page.goto(`${shop().url}/collections/apparel?o=Size:L&o=Color:Navy`)
    await expect.poll(() => cardNames(page), SLOW).toContain('Classic Tee')
    expect(problems).toEqual([])
    await context.close()
  })

  it('sorting by price puts sold-out products last, high to low as low to high', async () => {
    const context = await newVisitor(browser(), width)
    const page = await context.newPage()
    await page.goto(`${shop().url}/?sort=price-desc`)
    await expect.poll(async () => (await cardNames(page))[0], SLOW).toBe('Aviator Sunglasses')
    expect(await cardNames(page)).not.toContain('Travel Backpack')
    // 25 products, 12 a page: the last two are the two sold out, dearest first.
    await page.goto(`${shop().url}/?sort=price-desc&page=2`)
    await expect.poll(async () => (await cardNames(page)).at(-1), SLOW).toBe('Travel Backpack')
    await page.goto(`${shop().url}/?sort=price-desc&page=3`)
    await expect.poll(() => cardNames(page), SLOW).toEqual(['Denim Jacket'])
    await page.goto(`${shop().url}/?sort=price-asc&page=2`)
    await expect.poll(async () => (await cardNames(page)).at(-1), SLOW).toBe('Denim Jacket')
    await page.goto(`${shop().url}/?sort=price-asc&page=3`)
    await expect.poll(() => cardNames(page), SLOW).toEqual(['Travel Backpack'])
    await context.close()
  })

  it('price fields say Min and Max until the shopper types, and the URL carries no empty min= or max=', async () => {
    const context = await newVisitor(browser(), width)
    const page = await context.newPage()
    await page.goto(`${shop().url}/collections/apparel`)
    await openFilters(page, width)
    const lowest = page.getByLabel('Lowest price').locator(VISIBLE)
    const highest = page.getByLabel('Highest price').locator(VISIBLE)
    expect(await lowest.getAttribute('placeholder')).toBe('Min')
    expect(await highest.getAttribute('placeholder')).toBe('Max')
    expect(await lowest.inputValue()).toBe('')
    expect(await page.locator('.price-range-hint').locator(VISIBLE).textContent()).toMatch(/^Here from \$\d/)
    await hydratedElement(highest)
    await highest.fill('30')
    await highest.press('Enter')
    await page.waitForURL(/max=30/)
    expect(new URL(page.url()).search).toBe('?max=30')
    await expect.poll(() => resultCount(page), SLOW).toBe('3 products') // the tee ($25, $27), the socks, the beanie
    // A size on top: still no empty field in the URL.
    await openFilters(page, width)
    await (
      await hydratedElement(
        page.getByRole('group', { name: 'Size' }).locator('label', { hasText: /^M$/ }).locator(VISIBLE),
      )
    ).click()
    await page.waitForURL(/o=Size%3AM/)
    expect(new URL(page.url()).search).toBe('?max=30&o=Size%3AM')
    await context.close()
  })

  it('a price range typed from Min to Max is applied as one: moving between its fields sends nothing', async () => {
    const context = await newVisitor(browser(), width)
    const page = await context.newPage()
    await page.goto(`${shop().url}/collections/apparel`)
    await openFilters(page, width)
    const lowest = await hydratedElement(page.getByLabel('Lowest price').locator(VISIBLE))
    const highest = page.getByLabel('Highest price').locator(VISIBLE)
    await lowest.click()
    await page.keyboard.type('15')
    await page.keyboard.press('Tab')
    // The shopper pauses on "Max": nothing is applied yet, so nothing replaces the field they are in.
    await page.waitForTimeout(1500)
    expect(new URL(page.url()).search).toBe('')
    expect(await highest.evaluate((field) => field === document.activeElement)).toBe(true)
    await page.keyboard.type('26')
    await page.keyboard.press('Enter')
    await page.waitForURL(/max=26/)
    expect(new URL(page.url()).search).toBe('?min=15&max=26')
    await expect.poll(() => resultCount(page), SLOW).toBe('2 products') // the tee ($25), the beanie ($19)
    // Leaving the range with a field edited applies it too.
    await openFilters(page, width)
    await (await hydratedElement(page.getByLabel('Highest price').locator(VISIBLE))).fill('30')
    await page.keyboard.press('Tab')
    await page.waitForURL(/max=30/)
    expect(new URL(page.url()).search).toBe('?min=15&max=30')
    await context.close()
  })

  it('a filtered URL shows its products in the first HTML and keeps its address, also without JavaScript', async () => {
    const context = await newVisitor(browser(), width, { javaScript: false })
    const page = await context.newPage()
    const open = async (path: string) => {
      const answer = await page.goto(`${shop().url}${path}`)
      // Rendered on the server for this URL, which stays the one in the address bar (no redirect).
      expect(answer?.status()).toBe(200)
      expect(answer?.request().redirectedFrom()).toBeNull()
      expect(page.url()).toBe(`${shop().url}${path}`)
    }
    await open('/?o=Size:M&sort=price-desc')
    expect(await resultCount(page)).toBe('5 products')
    expect((await cardNames(page))[0]).toBe('Rain Jacket')
    // The filter panel shows what the URL chose.
    expect(await page.getByRole('checkbox', { name: 'M', exact: true }).locator(VISIBLE).isChecked()).toBe(
      true,
    )
    expect(await page.getByLabel('Sort by').locator(VISIBLE).inputValue()).toBe('price-desc')
    await open('/collections/apparel?stock=in')
    expect(await resultCount(page)).toBe('6 products')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Apparel')
    // The older spelling of an option filter (`o.Size=M`) is still read beside another filter.
    await open('/?sort=name&o.Size=M')
    expect(await resultCount(page)).toBe('5 products')
    // The search too: its results are in the first HTML, not behind a skeleton only a script replaces.
    await open('/search?q=mugs')
    expect(await cardNames(page)).toEqual(['Ceramic Mug'])
    expect(await page.locator('.card-skeleton').count()).toBe(0)
    // A filter panel submitted without JavaScript (empty price fields and all) filters too.
    await open('/')
    expect(await resultCount(page)).toBe('25 products')
    // On a phone the panel is folded: its summary opens it (a native <details>, no script needed).
    if (width < 600) await page.locator('details.filters > summary').click()
    await page.locator('label', { hasText: 'In stock only' }).locator(VISIBLE).click()
    await page.getByRole('button', { name: 'Apply filters' }).locator(VISIBLE).click()
    await page.waitForURL(/stock=in/)
    expect(new URL(page.url()).pathname).toBe('/')
    expect(await resultCount(page)).toBe('23 products')
    await context.close()
  })

  it('Back and Forward step between the listing and its filtered views, each with its own products', async () => {
    const context = await newVisitor(browser(), width)
    const page = await context.newPage()
    const problems = watchConsole(page)
    await page.goto(shop().url)
    await openFilters(page, width)
    await (await hydratedElement(inStockOnly(page))).click()
    await page.waitForURL(/\/\?stock=in$/)
    await expect.poll(() => resultCount(page), SLOW).toBe('23 products')
    await (await hydratedElement(page.getByLabel('Sort by').locator(VISIBLE))).selectOption('price-asc')
    await page.waitForURL(/\/\?stock=in&sort=price-asc$/)
    await expect.poll(async () => (await cardNames(page))[0], SLOW).toBe('Sticker Sheet')
    await page.goBack()
    await page.waitForURL(/\/\?stock=in$/)
    await expect.poll(async () => (await cardNames(page))[0], SLOW).toBe('Art Print')
    expect(await resultCount(page)).toBe('23 products')
    await page.goBack()
    await page.waitForURL(`${shop().url}/`)
    await expect.poll(() => resultCount(page), SLOW).toBe('25 products')
    await page.goForward()
    await page.waitForURL(/\/\?stock=in$/)
    await expect.poll(() => resultCount(page), SLOW).toBe('23 products')
    expect(problems).toEqual([])
    await context.close()
  })

  it('the grid fetches no product page while it loads; a card the shopper points at is prefetched and opens', async () => {
    const context = await newVisitor(browser(), width)
    const page = await context.newPage()
    const problems = watchConsole(page)
    // Every request for a product page's RSC data (a prefetch or a navigation), by path.
    const fetched: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/products/') && request.headers()['rsc'] === '1')
        fetched.push(url.pathname)
    })
    await page.goto(shop().url)
    const title = await hydratedElement(
      page.getByTestId('product-card').locator(VISIBLE).first().locator('h2 a'),
    )
    // Next.js prefetches what is in view once the page is idle after hydration: give it that time.
    await page.waitForLoadState('load')
    await page.waitForTimeout(2_000)
    expect(fetched).toEqual([])
    const name = await title.textContent()
    const href = await title.getAttribute('href')
    await showIntent(title, width)
    await expect.poll(() => fetched.includes(href ?? ''), SLOW).toBe(true)
    expect(new Set(fetched)).toEqual(new Set([href]))
    await title.click()
    await page.waitForURL(`${shop().url}${href}`)
    await expect.poll(() => page.locator('h1').locator(VISIBLE).textContent(), SLOW).toBe(name)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a filter, sort, page or collection change shows the product skeleton until the new products arrive', async () => {
    const context = await newVisitor(browser(), width)
    const page = await context.newPage()
    const problems = watchConsole(page)
    await slowListing(page, 2500)
    await page.goto(shop().url)
    await openFilters(page, width)

    // A filter.
    await (await hydratedElement(inStockOnly(page))).click()
    await expect.poll(() => skeletons(page), SLOW).toBe(1)
    await screenshot(page, 'listing-skeleton')
    expect(await skeletonSaid(page)).toEqual(['Loading products…'])
    await page.waitForURL(/stock=in/)
    await expect.poll(() => resultCount(page), SLOW).toBe('23 products')
    await expect.poll(() => page.locator('.card-skeleton').locator(VISIBLE).count(), SLOW).toBe(0)

    // The sort.
    await (await hydratedElement(page.getByLabel('Sort by').locator(VISIBLE))).selectOption('price-asc')
    await expect.poll(() => skeletons(page), SLOW).toBe(2)
    await page.waitForURL(/sort=price-asc/)
    await expect.poll(async () => (await cardNames(page))[0], SLOW).toBe('Sticker Sheet')

    // The next page.
    await (await hydratedElement(page.getByRole('link', { name: 'Next →' }).locator(VISIBLE))).click()
    await expect.poll(() => skeletons(page), SLOW).toBe(3)
    await page.waitForURL(/page=2/)

    // Another collection, from the filter panel.
    await openFilters(page, width)
    const apparel = page.locator('.filter-links').locator(VISIBLE).getByRole('link', { name: 'Apparel' })
    await (await hydratedElement(apparel)).click()
    await expect.poll(() => skeletons(page), SLOW).toBe(4)
    await page.waitForURL(/\/collections\/apparel$/)
    await page.getByRole('heading', { level: 1, name: 'Apparel' }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })
})

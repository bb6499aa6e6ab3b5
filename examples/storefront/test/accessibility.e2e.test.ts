// Accessibility as a gate (issue 20, point 4): axe-core, injected into the production build's
// pages in Chromium at 390 px and 1280 px, finds no violation on the pages a shopper goes
// through (the list is PAGES below: add a page there and it is checked at both widths), and the
// keyboard reaches the products through "Skip to products".
import { DEMO_MEMBER } from '@vitrine/emulator'
import axe from 'axe-core'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ensureBuild,
  hydratedElement,
  launchBrowser,
  newVisitor,
  type Shop,
  screenshot,
  startShop,
  WIDTHS,
} from './harness'

/** axe-core's browser build, evaluated in the page (not a `<script>`: the shop's CSP would refuse an inline one). */
const AXE_SOURCE: string = axe.source

/** What axe-core reports of one violated rule. */
interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[]; failureSummary?: string }[]
}

/** The page as a shopper's browser has it once React hydrated it and the visitor's cart is known. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.getByTestId('cart-count').and(page.locator(':not([data-pending])')).first().waitFor()
}

/**
 * Every axe-core rule on the page as it is now: WCAG 2.0–2.2 A and AA, best practices, and the
 * experimental rules too (label-in-name, WCAG 2.5.3, is one of them).
 */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE)
  const found = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        getRules(tags: string[]): { ruleId: string }[]
        run(
          context: Document,
          options: { rules: Record<string, { enabled: boolean }> },
        ): Promise<{ violations: Violation[] }>
      }
    }
    const experimental = Object.fromEntries(
      axe.getRules(['experimental']).map(({ ruleId }) => [ruleId, { enabled: true }]),
    )
    return (await axe.run(document, { rules: experimental })).violations
  })
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary?.replaceAll('\n', ' ') ?? ''}`)
        .join(' | ')}`,
  )
}

/** The member signs in through the shop's own form. */
async function signIn(page: Page, shop: Shop): Promise<void> {
  await page.goto(`${shop.url}/sign-in`)
  await settled(page)
  await page.getByLabel('E-mail').locator('visible=true').fill(DEMO_MEMBER.email)
  await page.getByLabel('Password').locator('visible=true').fill(DEMO_MEMBER.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => url.pathname !== '/sign-in')
}

/**
 * The pages the gate checks, in one place: where each starts and what the shopper does there
 * before axe-core looks. Other pages of the shop join the gate by joining this list.
 */
const PAGES: { name: string; path: string; steps?: (page: Page, shop: Shop) => Promise<void> }[] = [
  { name: 'the home page', path: '/' },
  { name: 'a collection', path: '/collections/accessories' },
  { name: 'the search results', path: '/search?q=mug' },
  { name: 'a product page', path: '/products/linen-shirt' },
  {
    name: 'the open cart drawer',
    path: '/products/canvas-tote',
    steps: async (page) => {
      await (await hydratedElement(page.getByRole('button', { name: 'Add to cart', exact: true }))).click()
      await page.getByRole('dialog', { name: 'Your cart' }).getByText('Canvas Tote Bag').first().waitFor()
    },
  },
  { name: 'the sign-in page', path: '/sign-in' },
  { name: 'the registration page', path: '/register' },
  {
    name: 'the member’s account',
    path: '/sign-in',
    steps: async (page, shop) => {
      await signIn(page, shop)
      if (!new URL(page.url()).pathname.startsWith('/account')) await page.goto(`${shop.url}/account`)
      await settled(page)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await page.getByText(DEMO_MEMBER.email).first().waitFor()
    },
  },
]

let browser: Browser

beforeAll(async () => {
  ;[, browser] = await Promise.all([ensureBuild(), launchBrowser()])
}, 600_000)

afterAll(async () => {
  await browser?.close()
})

describe.each(WIDTHS)('at %i px', (width) => {
  let shop: Shop

  beforeAll(async () => {
    shop = await startShop()
  }, 120_000)

  afterAll(async () => {
    await shop?.close()
  })

  it.each(PAGES)(
    'a shopper with a screen reader or a keyboard meets no axe-core violation on $name',
    async ({ name, path, steps }) => {
      const context = await newVisitor(browser, width)
      try {
        const page = await context.newPage()
        await page.goto(`${shop.url}${path}`)
        await settled(page)
        await steps?.(page, shop)
        await screenshot(page, `axe-${name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}`)
        expect(await violations(page)).toEqual([])
      } finally {
        await context.close()
      }
    },
  )

  it('“Skip to products” takes the keyboard to the first product’s “Add to cart” in 3 Tab presses', async () => {
    const context = await newVisitor(browser, width)
    try {
      const page = await context.newPage()
      await page.goto(`${shop.url}/collections/accessories`)
      await settled(page)
      const focused = () =>
        page.evaluate(() => {
          const element = document.activeElement
          const name = element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? ''
          return element ? `${element.tagName.toLowerCase()}: ${name}` : ''
        })
      await page.keyboard.press('Tab')
      expect(await focused()).toBe('a: Skip to products')
      await screenshot(page, 'skip-to-products')
      await page.keyboard.press('Enter')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      expect(await focused()).toBe('button: Add to cart: Aviator Sunglasses')
      // The button the keyboard reached is the first product card's.
      const first = page.getByTestId('product-card').first()
      expect(await first.getByRole('button').evaluate((button) => button === document.activeElement)).toBe(
        true,
      )
    } finally {
      await context.close()
    }
  })

  it('pages without a product grid offer “Skip to content”, also after leaving a listing in the app', async () => {
    const context = await newVisitor(browser, width)
    try {
      const page = await context.newPage()
      await page.goto(`${shop.url}/products/travel-backpack`)
      await settled(page)
      const focused = () =>
        page.evaluate(() => ({
          text: document.activeElement?.textContent?.trim(),
          href: document.activeElement?.getAttribute('href'),
          inMain: document.activeElement?.closest('main') !== null,
        }))
      await page.keyboard.press('Tab')
      expect(await focused()).toEqual({ text: 'Skip to content', href: '#main', inMain: false })
      await page.keyboard.press('Enter')
      await page.keyboard.press('Tab')
      // Past the header: the first thing reached is in the page's main content.
      expect((await focused()).inMain).toBe(true)

      // A client-side navigation from a listing: Next.js keeps the listing in the document, hidden.
      const skipToProducts = page.locator('a.skip-to-products')
      const displayed = () => skipToProducts.evaluate((link) => getComputedStyle(link).display !== 'none')
      await page.goto(`${shop.url}/collections/accessories`)
      await settled(page)
      expect(await displayed()).toBe(true)
      await (await hydratedElement(page.getByRole('link', { name: 'Travel Backpack' }).first())).click()
      await page.getByRole('heading', { level: 1, name: 'Travel Backpack' }).waitFor()
      expect(await displayed()).toBe(false)
    } finally {
      await context.close()
    }
  })
})

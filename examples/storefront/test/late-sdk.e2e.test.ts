// The browser's SDK is a chunk of its own, never on the way to hydration (`src/lib/late-client.ts`,
// issue 19's first-load goal): a first visit fetches it at the first sign of use, a visitor with a
// session right after hydration. A shopper who clicks "Add to cart" before it arrived loses
// nothing. Here the SDK's chunk is held back until the shopper has clicked.
import { describe, expect, it } from 'vitest'
import { browserPerFile, hydratedElement, newVisitor, shopPerSuite, WIDTHS } from './harness'

const browser = browserPerFile()

describe.each(WIDTHS)('at %i px', (width) => {
  const shop = shopPerSuite()

  it('a first visit loads no SDK while the page loads; “Add to cart” clicked before it arrived puts the product in the cart, once', async () => {
    const path = '/products/canvas-tote'
    const html = await (await fetch(`${shop().url}${path}`)).text()
    const upFront = new Set([...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map(([, src]) => src))
    const context = await newVisitor(browser(), width)
    try {
      const page = await context.newPage()
      // The SDK's chunk (the one that knows the session route) is held until the test lets it through.
      let held = false
      let release: () => void = () => {}
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route('**/_next/static/chunks/**', async (route) => {
        const { pathname } = new URL(route.request().url())
        if (upFront.has(pathname)) return route.continue()
        const response = await route.fetch()
        const body = await response.text()
        if (body.includes('/api/session')) {
          held = true
          await released
        }
        return route.fulfill({ response, body })
      })
      await page.goto(`${shop().url}${path}`)
      const add = await hydratedElement(page.getByRole('button', { name: 'Add to cart', exact: true }))
      // A first visit, untouched: the page works without the SDK (the cart button knows there is no
      // cart), and nothing asks for it.
      await expect.poll(() => page.getByTestId('cart-count').getAttribute('data-pending')).toBeNull()
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      expect(held).toBe(false)
      // The pointer on its way to the button is the sign of use: the SDK is asked for, and held.
      await add.hover()
      await expect.poll(() => held, { timeout: 15_000 }).toBe(true)
      await add.click()
      // The click came before the SDK: it cannot have reached the platform yet, and waits.
      const drawer = page.getByRole('dialog', { name: 'Your cart' })
      await new Promise((resolve) => setTimeout(resolve, 500))
      release()
      await drawer.getByText('Canvas Tote Bag').first().waitFor({ timeout: 20_000 })
      await expect.poll(() => page.getByTestId('cart-count').textContent(), { timeout: 10_000 }).toBe('1')
      // One line of one: the click was neither lost nor repeated.
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      await page.reload()
      await expect.poll(() => page.getByTestId('cart-count').textContent(), { timeout: 10_000 }).toBe('1')
      await page.getByRole('button', { name: /^Cart/ }).click()
      await drawer.getByText('Canvas Tote Bag').first().waitFor()
    } finally {
      await context.close()
    }
  })
})

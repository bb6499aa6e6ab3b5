// The tutorial's shop, built, served and used: every block of docs/tutorial.md that names its file
// (`<!-- index.html -->`, `// tsconfig.json`, `// src/App.tsx`) is that file of one Vite app,
// written to a git-ignored folder inside docs/ (so that it resolves React, TanStack Query and the
// built workspace packages as an app resolves them from npm), built with `vite build`, served with
// `vite preview`, and driven in headless Chromium against an emulator over HTTP, as a shopper
// following the tutorial would: the product list, adding products with and without options, a
// write the platform refuses, removing a line, the cart after a reload, and the checkout through
// the hosted page back to the thank-you page.
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GuideShop, namedFiles, serveGuideShop, unresolvedImports } from './guide-apps'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const TUTORIAL = join(ROOT, 'docs/tutorial.md')
const APP = join(ROOT, 'docs/test/.tutorial-app')
/** `<!-- index.html -->`, `// tsconfig.json` or `// src/App.tsx` on a block's first line. */
const NAMED = /^(?:\/\/|<!--) ((?:src\/)?[\w.-]+\.(?:tsx?|html|json))(?: -->)?\n/
/** What `npm init -y && npm pkg set type=module` writes, less the fields Vite does not read. */
const PACKAGE_JSON = `${JSON.stringify({ name: 'my-shop', version: '1.0.0', type: 'module' }, null, 2)}\n`

let shop: GuideShop

beforeAll(async () => {
  const files = namedFiles(readFileSync(TUTORIAL, 'utf8'), NAMED)
  shop = await serveGuideShop(APP, [['package.json', PACKAGE_JSON], ...files])
}, 120_000)

afterAll(async () => {
  await shop?.close()
  rmSync(APP, { recursive: true, force: true })
})

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true })

describe('the tutorial, built with Vite and used in Chromium', () => {
  it('assembles every file the tutorial writes from its blocks, and each import names one of them', () => {
    const files = namedFiles(readFileSync(TUTORIAL, 'utf8'), NAMED)
    expect([...files.keys()].sort()).toEqual([
      'index.html',
      'src/AddToCart.tsx',
      'src/App.tsx',
      'src/Cart.tsx',
      'src/Products.tsx',
      'src/main.tsx',
      'src/vitrine.ts',
      'tsconfig.json',
    ])
    expect(unresolvedImports(files)).toEqual([])
  })

  it('lists the products, keeps a cart (a refused write said on the card), and checks out on the hosted page', async () => {
    const context = await shop.browser.newContext()
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(shop.shopUrl)

    // 4. Products: the first twelve by name, with their prices.
    await page.getByRole('article').first().waitFor()
    expect(await page.getByRole('article').count()).toBe(12)
    await page.getByText('12 of 25 products').waitFor()
    expect(await card(page, 'Aviator Sunglasses').getByText(/\d/).first().textContent()).toMatch(/\d/)
    await page.getByText('Your cart is empty.').waitFor()

    // 5. A cart: a product without options, then one with (its first choices in stock).
    const cart = page.getByRole('region', { name: 'Cart' })
    await card(page, 'Aviator Sunglasses').getByRole('button', { name: 'Add to cart' }).click()
    await expect.poll(() => cart.getByRole('listitem').count()).toBe(1)
    await card(page, 'Classic Tee').getByRole('button', { name: 'Add to cart' }).click()
    await expect.poll(() => cart.getByRole('listitem').count()).toBe(2)
    await cart.getByRole('listitem').filter({ hasText: 'Classic Tee × 1' }).waitFor()

    // A write the platform refuses: said on the card, and the cart is as it was.
    shop.emulator.faults.add({ match: '/add-to-cart', status: 400, times: 1 })
    await card(page, 'Canvas Tote Bag').getByRole('button', { name: 'Add to cart' }).click()
    await card(page, 'Canvas Tote Bag')
      .getByRole('alert')
      .filter({ hasText: 'Canvas Tote Bag could not be added' })
      .waitFor()
    expect(await cart.getByRole('listitem').count()).toBe(2)

    // Remove a line; the cart is the visitor's own and survives a reload.
    await cart
      .getByRole('listitem')
      .filter({ hasText: 'Aviator Sunglasses' })
      .getByRole('button', { name: 'Remove' })
      .click()
    await expect.poll(() => cart.getByRole('listitem').count()).toBe(1)
    await page.waitForLoadState('networkidle')
    await page.reload()
    await cart.getByRole('listitem').filter({ hasText: 'Classic Tee × 1' }).waitFor()

    // 6. Checkout: the platform's hosted page places the order and comes back to /thank-you.
    await cart.getByRole('button', { name: 'Check out' }).click()
    await page.waitForURL(`${shop.emulatorUrl}/**`)
    await page.getByLabel('E-mail for the receipt').fill('buyer@example.com')
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.waitForURL(`${shop.shopUrl}/thank-you**`)
    await page.getByText('Thank you for your order!').waitFor()
    await page.getByRole('link', { name: 'Back to the shop' }).click()
    await page.getByText('Your cart is empty.').waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})

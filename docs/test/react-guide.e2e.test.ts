// The React guide's app, built, served and used: its blocks that name a file (`// src/main.tsx`)
// are the `src/` of a Vite app (written to a git-ignored folder inside docs/, so that it resolves
// React, TanStack Query and the built workspace packages as an app resolves them from npm), built
// once with Vite, served with `vite preview`, and driven in headless Chromium against an emulator
// over HTTP: the product grid and its pages, adding a product without options and one with
// options, a write the platform refuses shown and rolled back, the cart count, the checkout
// through the hosted page, and signing in with the form and through the hosted page and its
// callback page.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEMO_MEMBER } from '@vitrine/emulator'
import { createEmulator, type NodeEmulator } from '@vitrine/emulator/node'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { type PreviewServer, preview } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GUIDE_EMULATOR, namedFiles, start, unresolvedImports } from './guide-apps'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const GUIDE = join(ROOT, 'docs/guides/react.md')
const APP = join(ROOT, 'docs/test/.react-guide-app')

/** What `npm create vite@latest -- --template react-ts` writes that the guide does not show. */
const SCAFFOLD: Record<string, string> = {
  'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>My shop</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
  'package.json': `${JSON.stringify({ name: 'my-shop', private: true, type: 'module' }, null, 2)}\n`,
  // The template's, without its React plugin: esbuild's JSX runtime is all a production build needs.
  'vite.config.ts': `import { defineConfig } from 'vite'

export default defineConfig({ esbuild: { jsx: 'automatic' } })
`,
}
const VITE = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js')

let emulator: NodeEmulator
let emulatorServer: { url: string; close(): Promise<void> }
let server: PreviewServer | undefined
let shopUrl = ''
let browser: Browser | undefined

beforeAll(async () => {
  const unbuilt = ['core', 'auth', 'cart', 'catalog', 'react'].filter(
    (name) => !existsSync(join(ROOT, 'packages', name, 'dist/index.js')),
  )
  if (unbuilt.length > 0) throw new Error(`build the packages first (pnpm build): ${unbuilt.join(', ')}`)
  emulator = createEmulator()
  emulatorServer = await emulator.listen(0)
  const files = namedFiles(readFileSync(GUIDE, 'utf8'), /^\/\/ (src\/[\w.-]+\.tsx?)\n/)
  expect(files.get('src/vitrine.ts')).toContain(`'${GUIDE_EMULATOR}'`)
  rmSync(APP, { recursive: true, force: true })
  for (const [path, code] of [...Object.entries(SCAFFOLD), ...files]) {
    mkdirSync(dirname(join(APP, path)), { recursive: true })
    // The guide's emulator is at the port it shows; this one is wherever port 0 put it.
    writeFileSync(join(APP, path), code.replaceAll(GUIDE_EMULATOR, emulatorServer.url))
  }
  // `vite build`, as the app's own script runs it: a production build (not vitest's NODE_ENV).
  await start([VITE, 'build'], APP, { NODE_ENV: 'production' }).done
  server = await preview({ root: APP, logLevel: 'warn', preview: { port: 0, host: '127.0.0.1' } })
  shopUrl = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '')
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await emulatorServer?.close()
})

/** A new visitor: a browser context of its own (no tokens yet), on the shop's first page. */
async function visitor(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await (browser as Browser).newContext()
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(shopUrl)
  await page.getByRole('article').first().waitFor()
  return { context, page, errors }
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true })
const badge = (page: Page) => page.getByText(/^Cart \(\d+\)$/).textContent()

describe('the React guide, built with Vite and used in Chromium', () => {
  it('assembles every file the guide imports from its blocks, App included', () => {
    const files = namedFiles(readFileSync(GUIDE, 'utf8'), /^\/\/ (src\/[\w.-]+\.tsx?)\n/)
    expect([...files.keys()].sort()).toEqual([
      'src/App.tsx',
      'src/Callback.tsx',
      'src/CartBadge.tsx',
      'src/CartDrawer.tsx',
      'src/Catalogue.tsx',
      'src/ProductCard.tsx',
      'src/SignIn.tsx',
      'src/main.tsx',
      'src/vitrine.ts',
    ])
    expect(unresolvedImports(files)).toEqual([])
  })

  it('shows the catalogue 12 products a page, and pages through all 25', async () => {
    const { context, page, errors } = await visitor()
    expect(await page.getByRole('article').count()).toBe(12)
    await page.getByText('Page 1 of 3').waitFor()
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByText('Page 2 of 3').waitFor()
    await expect.poll(() => page.getByRole('article').first().getAttribute('aria-label')).toBe('Gift Card')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByText('Page 3 of 3').waitFor()
    await expect
      .poll(() => page.getByRole('region', { name: 'Products' }).getAttribute('aria-busy'))
      .toBe('false')
    expect(await page.getByRole('article').count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('adds a product without options and one with the options picked on its card; the count follows; a refused write is shown and rolled back; the checkout places the order', async () => {
    const { context, page, errors } = await visitor()
    expect(await badge(page)).toBe('Cart (0)')

    await card(page, 'Aviator Sunglasses').getByRole('button', { name: 'Add to cart' }).click()
    await expect.poll(() => badge(page)).toBe('Cart (1)')

    // Classic Tee: Size and Color. Pick L and White; the platform adds exactly that variant.
    const tee = card(page, 'Classic Tee')
    await tee.getByLabel('Size').selectOption('L')
    await tee.getByLabel('Color').selectOption('White')
    const added = page.waitForResponse((response) => response.url().includes('/add-to-cart'))
    await tee.getByRole('button', { name: 'Add to cart' }).click()
    const answer = (await (await added).json()) as {
      cart: { lineItems: { productName?: { original?: string }; catalogReference?: { options?: unknown } }[] }
    }
    expect(answer.cart.lineItems.find((line) => line.productName?.original === 'Classic Tee')).toMatchObject({
      catalogReference: { options: { options: { Size: 'L', Color: 'White' } } },
    })
    await expect.poll(() => badge(page)).toBe('Cart (2)')
    // Every product with options can be added from its card as it comes (the first choice in stock).
    await card(page, 'Ceramic Mug').getByRole('button', { name: 'Add to cart' }).click()
    await expect.poll(() => badge(page)).toBe('Cart (3)')
    expect(await page.getByRole('alert').count()).toBe(0)

    // A write the platform refuses: said on the card, and the count goes back.
    emulator.faults.add({ match: '/add-to-cart', status: 400, times: 1 })
    await card(page, 'Canvas Tote Bag').getByRole('button', { name: 'Add to cart' }).click()
    await card(page, 'Canvas Tote Bag')
      .getByRole('alert')
      .filter({ hasText: 'Canvas Tote Bag could not be added' })
      .waitFor()
    await expect.poll(() => badge(page)).toBe('Cart (3)')

    // The cart lists the lines; "+" adds one more.
    const cart = page.getByRole('region', { name: 'Cart' })
    await expect.poll(() => cart.getByRole('listitem').count()).toBe(3)
    await cart
      .getByRole('listitem')
      .filter({ hasText: 'Classic Tee' })
      .getByRole('button', { name: '+' })
      .click()
    await expect.poll(() => badge(page)).toBe('Cart (4)')

    // The checkout: the platform's hosted page, which places the order and comes back to /thank-you.
    await page.waitForLoadState('networkidle')
    await cart.getByRole('button', { name: 'Check out' }).click()
    await page.waitForURL(`${emulatorServer.url}/**`)
    await page.getByLabel('E-mail for the receipt').fill('buyer@example.com')
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.waitForURL(`${shopUrl}/thank-you**`)
    await page.getByText('Thank you for your order!').waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('adds every product of the catalogue from its card as it comes, the 16 with options included', async () => {
    const { context, page, errors } = await visitor()
    let added = 0
    for (const pageNumber of [1, 2, 3]) {
      if (pageNumber > 1) await page.getByRole('button', { name: 'Next' }).click()
      await page.getByText(`Page ${pageNumber} of 3`).waitFor()
      // The label changes at once; the previous page stays on screen (aria-busy) until the next arrives.
      await expect
        .poll(() => page.getByRole('region', { name: 'Products' }).getAttribute('aria-busy'))
        .toBe('false')
      expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(pageNumber === 3)
      for (const button of await page
        .getByRole('article')
        .getByRole('button', { name: 'Add to cart' })
        .all()) {
        await button.click()
        added++
      }
    }
    expect(added).toBe(25)
    await expect.poll(() => badge(page)).toBe('Cart (25)')
    await page.waitForLoadState('networkidle')
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('signs the demo member in with the form (a wrong password is said), and out', async () => {
    const { context, page, errors } = await visitor()
    await page.getByLabel('E-mail').fill(DEMO_MEMBER.email)
    await page.getByLabel('Password').fill('wrong password')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByRole('alert').filter({ hasText: /\S/ }).waitFor()
    await page.getByLabel('Password').fill(DEMO_MEMBER.password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByText('Welcome back!').waitFor({ timeout: 20_000 })
    await page.reload()
    await page.getByText('Welcome back!').waitFor()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('signs the demo member in through the hosted page and the app’s callback page', async () => {
    const { context, page, errors } = await visitor()
    await page.getByRole('button', { name: 'Sign in on the hosted page' }).click()
    await page.waitForURL(`${emulatorServer.url}/**`)
    await page.fill('#email', DEMO_MEMBER.email)
    await page.fill('#password', DEMO_MEMBER.password)
    await page.click('button[value="login"]')
    // The callback page completes the sign-in, then goes back to the shop.
    await page.waitForURL(`${shopUrl}/callback**`, { waitUntil: 'commit' })
    await page.waitForURL(`${shopUrl}/`)
    await page.getByText('Welcome back!').waitFor()
    await page.reload()
    await page.getByText('Welcome back!').waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('says so on the callback page when the shopper cancels the hosted sign-in', async () => {
    const { context, page } = await visitor()
    await page.getByRole('button', { name: 'Sign in on the hosted page' }).click()
    await page.waitForURL(`${emulatorServer.url}/**`)
    await page.click('button[value="cancel"]')
    await page.waitForURL(`${shopUrl}/callback**`)
    await page.getByRole('alert').filter({ hasText: 'The sign-in did not complete' }).waitFor()
    await page.getByRole('link', { name: 'Back to the shop' }).click()
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor()
    await context.close()
  })
})

// The browser tests' setup: one production build of the shop (`next build`, shared by the test
// files of a run), a `next start` server per test file or width, each with its own emulator over
// HTTP, and headless Chromium (Debian's) through playwright-core.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { oauth } from '@vitrine/auth'
import { currentCart } from '@vitrine/cart'
import { products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { DEMO_API_KEY, type EmulatorOptions } from '@vitrine/emulator'
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { type RunningEmulator, startEmulator } from '../scripts/emulator'
import { buildShop, freePort, SHOP_DIR, startShopServer } from '../scripts/next-server'

/** Screenshots go here (git-ignored). */
export const ARTIFACTS: string = join(SHOP_DIR, 'test-artifacts')

/** The build folder of the browser tests. */
export const DIST = '.next-e2e'

/** Every file the build depends on: its modification times and sizes, hashed. */
function sourcesStamp(): string {
  const hash = createHash('sha256')
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.next') || entry.name === 'dist') continue
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else {
        const stat = statSync(path)
        hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`)
      }
    }
  }
  walk(join(SHOP_DIR, 'src'))
  for (const name of ['core', 'auth', 'cart', 'catalog', 'react', 'webhooks'])
    walk(join(SHOP_DIR, '..', '..', 'packages', name, 'src'))
  for (const file of ['next.config.ts', 'package.json']) hash.update(readFileSync(join(SHOP_DIR, file)))
  return hash.digest('hex')
}

/** The shop's public origin in the tests (`SITE_URL`): canonical URLs and the sitemap come from it, never from a request. */
export const SITE = 'http://shop.test'

/** What a build was made from and against. */
interface BuildRecord {
  stamp: string
  /** The port of the emulator the build read the catalogue from (its address is in the prerendered pages). */
  emulatorPort: number
  /** `next build`'s route list. */
  routes: string
}

const RECORD = join(SHOP_DIR, DIST, 'vitrine-build.json')

/**
 * Builds the shop for production once for the sources as they are (later test files reuse it).
 * The build prerenders the catalogue, so it reads it from an emulator of its own (the demo
 * catalogue is the same in every emulator: same ids, slugs, prices, stock).
 */
export async function ensureBuild(options: { force?: boolean } = {}): Promise<BuildRecord> {
  const stamp = sourcesStamp()
  if (!options.force && existsSync(RECORD)) {
    const record = JSON.parse(readFileSync(RECORD, 'utf8')) as BuildRecord
    if (record.stamp === stamp) return record
  }
  const emulator = await startEmulator(0)
  let output: string
  try {
    output = await buildShop({ distDir: DIST, host: emulator.url, site: SITE })
  } finally {
    await emulator.close()
  }
  const routes = output.slice(output.indexOf('Route (app)'))
  const record: BuildRecord = { stamp, emulatorPort: Number(new URL(emulator.url).port), routes }
  writeFileSync(RECORD, JSON.stringify(record))
  return record
}

/** A running shop: `next start` against its own emulator. */
export interface Shop {
  url: string
  emulator: RunningEmulator
  /** What the shop's server printed so far. */
  logs(): string
  close(): Promise<void>
}

/**
 * Starts the built shop on a free port, pointed at a new emulator (with the shop's webhook URL
 * registered, as the shop does when it starts). The emulator listens where the build's did — the
 * prerendered pages hold that address (pictures, the browser's client), as a production build
 * holds its platform's — and the pages the previous shop regenerated are dropped, so each shop
 * starts from the build. Should that port be taken meanwhile, the shop is built again.
 */
export async function startShop(options: EmulatorOptions = {}): Promise<Shop> {
  let { emulatorPort } = await ensureBuild()
  const emulator = await startEmulator(emulatorPort, options).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error
    ;({ emulatorPort } = await ensureBuild({ force: true }))
    return startEmulator(emulatorPort, options)
  })
  rmSync(join(SHOP_DIR, DIST, 'server', 'route-cache'), { recursive: true, force: true })
  const port = await freePort()
  const server = await startShopServer(
    'start',
    port,
    { host: emulator.url, distDir: DIST, site: SITE, webhookUrl: `http://127.0.0.1:${port}/api/webhooks` },
    { quiet: true },
  ).catch(async (error: unknown) => {
    await emulator.close()
    throw error
  })
  // The shop registers its webhook URL when it starts: wait until the emulator has it.
  const hook = `http://127.0.0.1:${port}/api/webhooks`
  for (let waited = 0; ; waited += 50) {
    const { urls } = (await (await fetch(`${emulator.url}/_emulator/webhooks`)).json()) as { urls: string[] }
    if (urls.includes(hook)) break
    if (waited > 10_000) throw new Error(`the shop did not register its webhook URL:\n${server.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    url: server.url,
    emulator,
    logs: server.output,
    close: async () => {
      await server.close()
      await emulator.close()
    },
  }
}

/** Debian's Chromium, headless. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  })
}

/** The two screens the shop is tested on: a phone (390 px) and a laptop (1280 px). */
export const WIDTHS = [390, 1280] as const

/** A new browser context (its own cookies: a new visitor) at a width; reduced motion for stable screenshots. */
export function newVisitor(
  browser: Browser,
  width: number,
  options: { javaScript?: boolean } = {},
): Promise<BrowserContext> {
  const phone = width < 600
  return browser.newContext({
    viewport: { width, height: phone ? 844 : 900 },
    ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    reducedMotion: 'reduce',
    javaScriptEnabled: options.javaScript ?? true,
  })
}

/**
 * Resolves once React has hydrated the element `locator` points at (it carries React's props):
 * parts of a page hydrate one Suspense boundary at a time, so the header being live does not
 * mean a product card's button is. A click on prerendered HTML before that does nothing.
 */
export async function hydratedElement(locator: Locator): Promise<Locator> {
  await locator.waitFor()
  await expect
    .poll(
      () =>
        locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
      {
        timeout: 15_000,
      },
    )
    .toBe(true)
  return locator
}

/**
 * Signs out with the account page's "Sign out" button once React drives it (the page is rendered
 * per request with the button in its HTML: a click before hydration does nothing), then waits
 * for the sign-in page that says so.
 */
export async function signOutWithButton(page: Page): Promise<void> {
  await (await hydratedElement(page.getByRole('button', { name: 'Sign out' }))).click()
  await page.waitForURL(/\/sign-in\?note=signed-out/)
}

/**
 * Shows intent for a link as a shopper does: focus on a phone (the keyboard's, and what a tap
 * gives), a pointer over it on a desktop.
 */
export async function showIntent(link: Locator, width: number): Promise<void> {
  if (width > 600) await link.hover()
  else await link.focus()
}

/**
 * Opens a listing's Filters panel on a phone (on a wide screen it is a sidebar, always shown), as
 * a shopper does: they tap "Filters" again if the panel is not open — a listing navigation
 * renders a new listing, with its own panel.
 */
export async function openFilters(page: Page, width: number): Promise<void> {
  if (width >= 600) return
  const panel = page.locator('details.filters').locator('visible=true')
  const summary = page.locator('details.filters > summary').locator('visible=true')
  await expect
    .poll(
      async () => {
        if ((await panel.getAttribute('open')) === null) await (await hydratedElement(summary)).click()
        return panel.getAttribute('open')
      },
      { timeout: 15_000 },
    )
    .not.toBeNull()
}

/**
 * From the next page load of `page` on, records each text a shopper could see in the element
 * `[data-testid=<testId>]`: every change while it is not `data-pending` (a personal part whose
 * visitor the browser does not know yet keeps its place, invisible). Read it with {@link shown}:
 * a flash of a guest's or an empty cart's content shows there.
 */
export async function watchShown(page: Page, testId: string): Promise<void> {
  await page.addInitScript((id: string) => {
    const shown: string[] = []
    Object.assign(window, { __shown: shown })
    const look = () => {
      const element = document.querySelector(`[data-testid="${id}"]`)
      const pending = element?.closest('[data-pending]')
      const text = element?.textContent ?? undefined
      if (element && !pending && text !== undefined && shown.at(-1) !== text) shown.push(text)
    }
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    })
  }, testId)
}

/** What {@link watchShown} recorded on `page`'s current document. */
export function shown(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __shown?: string[] }).__shown ?? [])
}

/**
 * Everything the page reports as an error: uncaught exceptions, `console.error` and failed
 * requests the browser logs (a 404 is one). A shopper's console should stay clean.
 */
export function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400)
      errors.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`)
  })
  return errors
}

/** Saves a screenshot as `test-artifacts/<name>-<width>.png`. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true })
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: join(ARTIFACTS, `${name}-${width}.png`), fullPage: false })
}

/** The emulator's mailbox for an address (the tests may call the admin API; browsers may not). */
export async function mailbox(
  emulatorUrl: string,
  email: string,
): Promise<{ code?: string; kind: string; subject: string; link?: string }[]> {
  const response = await fetch(`${emulatorUrl}/_emulator/mailbox?email=${encodeURIComponent(email)}`)
  return (await response.json()) as { code?: string; kind: string; subject: string; link?: string }[]
}

/** The last verification code sent to `email`. */
export async function lastCode(emulatorUrl: string, email: string): Promise<string> {
  const code = (await mailbox(emulatorUrl, email)).filter((m) => m.code).at(-1)?.code
  if (!code) throw new Error(`no code in the mailbox of ${email}`)
  return code
}

/**
 * Registers a browser test file's hooks — the shop's build and Chromium started before its tests,
 * Chromium closed after them — and gives the browser to its tests.
 */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    ;[, browser] = await Promise.all([ensureBuild(), launchBrowser()])
  }, 600_000)
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('the browser starts in beforeAll: call this in a test')
    return browser
  }
}

/** Registers a suite's hooks: a shop of its own started before its tests, closed after them. */
export function shopPerSuite(options: EmulatorOptions = {}): () => Shop {
  let shop: Shop | undefined
  beforeAll(async () => {
    shop = await startShop(options)
  }, 120_000)
  afterAll(async () => {
    await shop?.close()
  })
  return () => {
    if (!shop) throw new Error('the shop starts in beforeAll: call this in a test')
    return shop
  }
}

/** Creates an active member with a verified e-mail on the shop's emulator (its admin API). */
export async function createMember(shop: Shop, email: string, password: string): Promise<void> {
  const created = await fetch(`${shop.emulator.url}/_emulator/members`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, emailVerified: true }),
  })
  if (!created.ok) throw new Error(`the member ${email} was not created: ${created.status}`)
}

/**
 * Someone buys `quantity` of a product through the platform, as they would in another browser:
 * a visitor, or the member of `memberEmail` (signed in by the site's API key, as an app can); the
 * hosted checkout's form is posted. Resolves to the order number.
 */
export async function buyElsewhere(
  shop: Shop,
  slug: string,
  quantity: number,
  memberEmail?: string,
): Promise<string> {
  const session = oauth({ clientId: 'demo-storefront' })
  const buyer = createClient({
    host: shop.emulator.url,
    auth: session,
    modules: { cart: currentCart, products },
  })
  if (memberEmail) {
    const memberId = shop.emulator.emulator.members.get(memberEmail)?.id
    if (!memberId) throw new Error(`no member ${memberEmail}`)
    await session.authorizeMember({ memberId, apiKey: DEMO_API_KEY })
  }
  const product = (await buyer.products.query().eq('slug', slug).find()).items[0]
  await buyer.cart.addItems({
    lineItems: [{ catalogReference: { catalogItemId: product?.id ?? '' }, quantity }],
  })
  const { checkoutId } = await buyer.cart.createCheckout()
  const url = await buyer.auth.checkoutUrl(checkoutId, { postFlowUrl: `${shop.url}/` })
  const html = await (await fetch(url)).text()
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#38;', '&') ?? ''
  const placed = await fetch(new URL(action, url), {
    method: 'POST',
    body: new URLSearchParams({ email: memberEmail ?? 'someone@example.com' }),
    redirect: 'manual',
  })
  const number = new URL(placed.headers.get('location') ?? '', shop.url).searchParams.get('orderNumber')
  if (placed.status !== 303 || !number) throw new Error(`the order was not placed: ${placed.status}`)
  return number
}

// The SSR guide's Next.js app, built and served: the app is assembled from the guide's own code
// blocks (each names its file on its first line, `// app/layout.tsx`), written to a git-ignored
// folder inside docs/ (so that it resolves `next`, `react` and the built workspace packages),
// built once with `next build` (Cache Components on) and served with `next start` against an
// emulator over HTTP. It checks what the guide promises: prerendered product pages with their
// content, a price written on the platform in the server's HTML within 2 s through the webhook
// route, forged deliveries refused, no "unstable value" or "uncached data" from the SDK, and — in
// headless Chromium — a visitor's cart and a member's sign-in through the session route, with no
// refresh token anywhere a page script can read.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { apiKey } from '@vitrine/auth'
import { sessionRoute } from '@vitrine/auth/server'
import { products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { DEMO_MEMBER } from '@vitrine/emulator'
import { createEmulator, DEMO_API_KEY, DEMO_SITE_ID, type NodeEmulator } from '@vitrine/emulator/node'
import { generateSigningKeys, signDelivery } from '@vitrine/webhooks/testing'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { namedFiles, start, stop, unresolvedImports } from './guide-apps'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const GUIDE = join(ROOT, 'docs/guides/ssr.md')
/** Inside docs/, so that Node and Turbopack resolve the packages of docs/package.json. */
const APP = join(ROOT, 'docs/test/.ssr-guide-app')
const NEXT = createRequire(import.meta.url).resolve('next/dist/bin/next')
/** The shop's public URL, as configured: not the address it listens on. */
const SITE_URL = 'https://shop.example'
/** `VITRINE_SESSION_SECRET` of the served app (the test opens the cookie with it to know the refresh token). */
const SESSION_SECRET = 'the SSR guide test’s session secret, 32+ characters'

/** A block that is a file of the app: its first line names it. */
const NAMED = /^\/\/ ((?:app|lib)\/[\w./[\]-]+\.tsx?|next\.config\.ts|proxy\.ts)\n/

/** The app's files, from the guide's blocks, by path. */
const guideFiles = (markdown: string) => namedFiles(markdown, NAMED)

/** What `create-next-app --yes` writes that the guide does not show (the guide's files replace the rest). */
const SCAFFOLD: Record<string, string> = {
  'package.json': `${JSON.stringify({ name: 'my-shop', private: true, scripts: { build: 'next build', start: 'next start' } }, null, 2)}\n`,
  'tsconfig.json': `${JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2017',
        lib: ['dom', 'dom.iterable', 'esnext'],
        allowJs: true,
        skipLibCheck: true,
        strict: true,
        noEmit: true,
        esModuleInterop: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        resolveJsonModule: true,
        isolatedModules: true,
        jsx: 'react-jsx',
        incremental: true,
        plugins: [{ name: 'next' }],
        paths: { '@/*': ['./*'] },
      },
      include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts', '**/*.mts'],
      exclude: ['node_modules'],
    },
    null,
    2,
  )}\n`,
}

/** Runs the Next.js CLI in the app; `ready` resolves once its output matches (or it exits 0). */
const next = (args: string[], env: Record<string, string>, ready?: RegExp) =>
  start([NEXT, ...args], APP, { ...env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }, ready)

/** Words Next.js prints when something reads the clock, randomness or request data while prerendering. */
const PRERENDER_ERRORS =
  /unstable value|uncached data|runtime data|during prerendering|Error occurred prerendering/i

let emulator: NodeEmulator
let emulatorServer: { url: string; close(): Promise<void> }
let shop: ReturnType<typeof next> | undefined
let shopUrl = ''
let buildOutput = ''

beforeAll(async () => {
  // The app imports the packages as an app does: their built `dist` (`pnpm test` builds first).
  const unbuilt = ['core', 'auth', 'cart', 'catalog', 'react', 'webhooks'].filter(
    (name) => !existsSync(join(ROOT, 'packages', name, 'dist/index.js')),
  )
  if (unbuilt.length > 0) throw new Error(`build the packages first (pnpm build): ${unbuilt.join(', ')}`)
  const files = guideFiles(readFileSync(GUIDE, 'utf8'))
  rmSync(APP, { recursive: true, force: true })
  for (const [path, code] of [...Object.entries(SCAFFOLD), ...files]) {
    mkdirSync(dirname(join(APP, path)), { recursive: true })
    writeFileSync(join(APP, path), code)
  }
  emulator = createEmulator()
  emulatorServer = await emulator.listen(0)
  const publicKey = Buffer.from(await emulator.webhooks.publicKeyPem()).toString('base64')
  // The environment the guide names; the key as its `.env.local` line writes it (base64).
  const env = { VITRINE_HOST: emulatorServer.url, SITE_URL, VITRINE_WEBHOOK_PUBLIC_KEY: publicKey }
  // The build runs without the session secret (the guide makes the route at its first request).
  buildOutput = await next(['build'], env).done
  shop = next(
    ['start', '--port', '0', '--hostname', '127.0.0.1'],
    { ...env, VITRINE_SESSION_SECRET: SESSION_SECRET },
    /Ready in/,
  )
  shopUrl = /Local:\s+(http:\/\/\S+)/.exec(await shop.done)?.[1] ?? ''
  // As the emulator's `--webhook-url` does in the guide.
  emulator.webhooks.register(`${shopUrl}/api/webhooks`)
}, 600_000)

afterAll(async () => {
  await stop(shop)
  await emulatorServer?.close()
})

/** The site owner, writing to the platform (the emulator) with its demo API key. */
function owner() {
  return createClient({
    host: emulatorServer.url,
    auth: apiKey({ key: DEMO_API_KEY, siteId: DEMO_SITE_ID }),
    modules: { products },
  })
}

async function html(path: string): Promise<string> {
  const response = await fetch(`${shopUrl}${path}`)
  expect(response.status, path).toBe(200)
  return response.text()
}

describe('the SSR guide, built and served', () => {
  it('assembles every file the guide imports from its blocks', () => {
    const files = guideFiles(readFileSync(GUIDE, 'utf8'))
    expect([...files.keys()].sort()).toEqual(
      expect.arrayContaining([
        'next.config.ts',
        'lib/config.ts',
        'lib/catalogue.ts',
        'lib/vitrine.ts',
        'app/layout.tsx',
        'app/page.tsx',
        'app/products/[slug]/page.tsx',
        'app/api/webhooks/route.ts',
        'app/api/session/route.ts',
        'lib/session.ts',
        'app/sign-in/page.tsx',
        'app/sign-in/sign-in-form.tsx',
      ]),
    )
    // Every relative import of a file names another file of the guide.
    expect(unresolvedImports(files)).toEqual([])
    expect(files.get('next.config.ts')).toContain('cacheComponents: true')
  })

  it('builds with Cache Components: product pages prerendered, nothing unstable read while prerendering', () => {
    expect(buildOutput).not.toMatch(PRERENDER_ERRORS)
    console.info(buildOutput.slice(buildOutput.indexOf('Route (app)')))
    const route = (name: string) =>
      buildOutput
        .split('\n')
        .find((line) => new RegExp(`[├└┌]\\s+\\S+\\s+${name.replace(/[[\]/]/g, '\\$&')}(\\s|$)`).test(line))
    // ○ static, ● prerendered with generateStaticParams, ◐ partly prerendered; ƒ would be dynamic.
    expect(route('/products/[slug]'), buildOutput).toMatch(/[●◐○]/)
    expect(route('/'), buildOutput).toMatch(/[●◐○]/)
  })

  it('serves a product page with its product and price, and an empty cart badge, with no platform call', async () => {
    const before = emulator.stats().requests
    const page = await html('/products/art-print')
    expect(page).toContain('Art Print')
    expect(page).toContain('$20.00')
    expect(page).toContain('Cart (')
    await html('/products/art-print')
    await html('/')
    expect(emulator.stats().requests - before).toBe(0)
    expect(shop?.output()).not.toMatch(PRERENDER_ERRORS)
  })

  it('serves a sitemap of every product with URLs from SITE_URL, not from the request', async () => {
    const response = await fetch(`${shopUrl}/sitemap.xml`, {
      headers: { 'x-forwarded-host': 'evil.example' },
    })
    const xml = await response.text()
    expect(xml).toContain(`<loc>${SITE_URL}/products/art-print</loc>`)
    expect(xml.match(/<loc>/g)?.length).toBeGreaterThan(24)
    expect(xml).not.toContain('evil.example')
  })

  it('shows a price written on the platform in the server HTML within 2 s, through the webhook route', async () => {
    const [product] = (await owner().products.query().eq('slug', 'aviator-sunglasses').limit(1).find()).items
    expect(await html('/products/aviator-sunglasses')).toContain('$79.00')
    const written = performance.now()
    await owner().products.update(product?.id ?? '', { priceData: { price: 61.25 } })
    let seen = Number.POSITIVE_INFINITY
    while (performance.now() - written < 2000) {
      if ((await html('/products/aviator-sunglasses')).includes('$61.25')) {
        seen = performance.now() - written
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    console.info(`price write → new price in the server HTML: ${Math.round(seen)} ms`)
    expect(seen).toBeLessThan(2000)
    expect(emulator.webhooks.deliveries().filter((d) => d.eventType.endsWith('ProductChanged'))).toEqual([
      expect.objectContaining({ status: 'delivered', lastStatus: 200 }),
    ])
    // The list shows it too (the products tag was revalidated with the product's own).
    expect(await html('/')).toContain('$61.25')
  })

  it('serves a product created after the build and lists it in the sitemap within 2 s; an unknown slug is a 404', async () => {
    const created = await owner().products.create({
      name: 'Guide Tee',
      productType: 'physical',
      priceData: { price: 15 },
    })
    const started = performance.now()
    let listed = false
    while (!listed && performance.now() - started < 2000) {
      listed = (await (await fetch(`${shopUrl}/sitemap.xml`)).text()).includes(`/products/${created.slug}<`)
    }
    expect(listed).toBe(true)
    const page = await html(`/products/${created.slug}`)
    expect(page).toContain('Guide Tee')
    expect(page).toContain('$15.00')
    expect((await fetch(`${shopUrl}/products/no-such-product`)).status).toBe(404)
  })

  it('answers 404 for a product deleted on the platform within 2 s', async () => {
    const [product] = (await owner().products.query().eq('slug', 'art-print').limit(1).find()).items
    expect(await html('/products/art-print')).toContain('Art Print')
    await owner().products.delete(product?.id ?? '')
    const started = performance.now()
    let status = 200
    while (status === 200 && performance.now() - started < 2000) {
      status = (await fetch(`${shopUrl}/products/art-print`)).status
    }
    expect(status).toBe(404)
  })

  it('refuses forged, unsigned, oversized and GET deliveries with 4xx, processes a replay once, and revalidates nothing', async () => {
    // The pages the last tests' deliveries revalidated render again now, once.
    await html('/products/baseball-cap')
    await html('/products/aviator-sunglasses')
    const before = emulator.stats().requests
    const { privateKey } = await generateSigningKeys()
    const forged = await signDelivery(
      { eventType: 'com.wix.ecommerce.catalog.api.v1.ProductChanged', data: { productId: 'x' } },
      privateKey,
    )
    const post = (body: string) => fetch(`${shopUrl}/api/webhooks`, { method: 'POST', body })
    expect((await post(forged)).status).toBe(401)
    const [header, payload] = forged.split('.')
    expect((await post(`${header}.${payload}.`)).status).toBeGreaterThanOrEqual(400)
    expect((await post('not a token')).status).toBe(400)
    expect((await post('x'.repeat(10_000_000))).status).toBe(413)
    expect((await fetch(`${shopUrl}/api/webhooks`)).status).toBe(405)
    // A genuine delivery, replayed: answered 200 (the platform stops retrying), processed once.
    const [delivered] = emulator.webhooks.deliveries().filter((d) => d.eventType.endsWith('ProductChanged'))
    expect((await post(delivered?.token ?? '')).status).toBe(200)
    // Nothing was revalidated: the pages are still served from the cache, with no platform call.
    await html('/products/baseball-cap')
    await html('/products/aviator-sunglasses')
    expect(emulator.stats().requests - before).toBe(0)
  })
})

describe('the SSR guide app’s sessions, in Chromium', () => {
  let browser: Browser
  let context: BrowserContext | undefined
  /** Opens the session cookie as the app's route does (same secret), to know its refresh token. */
  const route = () =>
    sessionRoute({ clientId: 'demo-storefront', secret: SESSION_SECRET, host: emulatorServer.url })

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    })
    context = await browser.newContext()
  }, 60_000)

  afterAll(async () => {
    await context?.close()
    await browser?.close()
  })

  /** Everything page scripts can read: `document.cookie`, `localStorage`, `sessionStorage`. */
  const readable = (page: Page) =>
    page.evaluate(() =>
      JSON.stringify({ cookie: document.cookie, local: { ...localStorage }, session: { ...sessionStorage } }),
    )

  /** The session cookie as the browser holds it, and the refresh token sealed in it. */
  async function sessionCookie() {
    const cookie = (await context?.cookies())?.find((c) => c.name === 'vitrine_session')
    const session = await route().session(`vitrine_session=${cookie?.value}`)
    return { cookie, role: session.role, refreshToken: session.getTokens().refreshToken.value }
  }

  it('creates a visitor at the first "Add to cart" through the route (a refused write is rolled back and said): its cookie is HttpOnly, no refresh token in the page', async () => {
    const page = await (context as BrowserContext).newPage()
    const toTokenEndpoint: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/oauth2/token')) toTokenEndpoint.push(request.url())
    })
    const grants = emulator.stats().tokenRequests.anonymous
    // A product with options needs a variant picker, which the guide leaves to the full shop.
    await page.goto(`${shopUrl}/products/ceramic-mug`)
    await page.getByText('Choose its options in the full shop.').waitFor()
    expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(0)
    await page.goto(`${shopUrl}/products/throw-blanket`)
    // A write the platform refuses: rolled back, and the button says so.
    emulator.faults.add({ match: '/add-to-cart', status: 400, times: 1 })
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('alert').filter({ hasText: 'could not be added' }).waitFor({ timeout: 10_000 })
    expect(await page.getByText(/^Cart \(/).textContent()).toBe('Cart (0)')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect.poll(() => page.getByText(/^Cart \(/).textContent(), { timeout: 10_000 }).toBe('Cart (1)')
    expect(await page.getByText('could not be added').count()).toBe(0)
    // The count shows at once (optimistic); the write, and the route's cookie, land after it.
    await expect.poll(async () => (await sessionCookie()).role, { timeout: 10_000 }).toBe('visitor')
    await page.waitForLoadState('networkidle')
    const { cookie, role, refreshToken } = await sessionCookie()
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(role).toBe('visitor')
    expect(refreshToken.length).toBeGreaterThan(10)
    expect(await readable(page)).not.toContain(refreshToken)
    expect(await readable(page)).not.toContain(cookie?.value)
    // One visitor, created by the app's server; the page never called the platform's token endpoint.
    expect(emulator.stats().tokenRequests.anonymous - grants).toBe(1)
    expect(toTokenEndpoint).toEqual([])
    await page.close()
  })

  it('signs the demo member in with the form: the cart carries over, no refresh token in the page, still a member after a reload', async () => {
    const page = await (context as BrowserContext).newPage()
    await page.goto(`${shopUrl}/sign-in`)
    // A new page: the visitor's cart, through a renewal at the route (the cookie carries the session).
    await expect.poll(() => page.getByText(/^Cart \(/).textContent(), { timeout: 10_000 }).toBe('Cart (1)')
    await page.getByLabel('Password').fill('wrong password')
    await page.getByLabel('E-mail').fill(DEMO_MEMBER.email)
    await page.getByRole('button', { name: 'Sign in' }).click()
    // A wrong password: the form says so, and the session stays the visitor's.
    await page.getByRole('alert').filter({ hasText: /\S/ }).waitFor({ timeout: 10_000 })
    expect((await sessionCookie()).role).toBe('visitor')
    await page.getByLabel('Password').fill(DEMO_MEMBER.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByText('You are signed in.').waitFor({ timeout: 10_000 })
    await expect.poll(() => page.getByText(/^Cart \(/).textContent(), { timeout: 10_000 }).toBe('Cart (1)')
    const { cookie, role, refreshToken } = await sessionCookie()
    expect(cookie?.httpOnly).toBe(true)
    expect(role).toBe('member')
    expect(await readable(page)).not.toContain(refreshToken)
    expect(await readable(page)).toContain('vitrine_session.role=member')
    await page.reload()
    await page.getByText('You are signed in.').waitFor({ timeout: 10_000 })
    expect(await readable(page)).not.toContain(refreshToken)
    expect((await sessionCookie()).role).toBe('member')
    await page.close()
  })

  it('refuses a cross-site POST to the session route, and sets no cookie', async () => {
    const { cookie } = await sessionCookie()
    const attempts: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example', 'content-type': 'application/json' },
      // A browser that sends no Sec-Fetch-Site: the Origin decides.
      { origin: 'https://evil.example', 'content-type': 'application/json' },
    ]
    for (const headers of attempts) {
      const response = await fetch(`${shopUrl}/api/session`, {
        method: 'POST',
        headers: { ...headers, cookie: `vitrine_session=${cookie?.value}` },
        body: JSON.stringify({ action: 'logout' }),
      })
      expect(response.status).toBe(403)
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
    // A cross-site form (text/plain, no JSON) is refused too, and the member is still signed in.
    const form = await fetch(`${shopUrl}/api/session`, {
      method: 'POST',
      headers: {
        'sec-fetch-site': 'cross-site',
        'content-type': 'text/plain',
        cookie: `vitrine_session=${cookie?.value}`,
      },
      body: '{"action":"logout"}',
    })
    expect(form.status).toBe(403)
    expect((await sessionCookie()).role).toBe('member')
  })

  it('signs the member out with the form: the route clears its cookies', async () => {
    const page = await (context as BrowserContext).newPage()
    await page.goto(`${shopUrl}/sign-in`)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 10_000 })
    expect((await context?.cookies())?.filter((c) => c.name.startsWith('vitrine_session'))).toEqual([])
    await page.reload()
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 10_000 })
    await page.close()
  })
})

describe('the SSR guide app without VITRINE_SESSION_SECRET', () => {
  it('renders its pages, and its session route answers 500 without saying why to the browser', async () => {
    const env = { VITRINE_HOST: emulatorServer.url, SITE_URL }
    const bare = next(['start', '--port', '0', '--hostname', '127.0.0.1'], env, /Ready in/)
    try {
      const url = /Local:\s+(http:\/\/\S+)/.exec(await bare.done)?.[1] ?? ''
      expect((await fetch(`${url}/products/throw-blanket`)).status).toBe(200)
      const response = await fetch(`${url}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ action: 'renew' }),
      })
      expect(response.status).toBe(500)
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(await response.text()).not.toContain('VITRINE_SESSION_SECRET')
      // The server's log says what to set.
      expect(bare.output()).toContain('Set VITRINE_SESSION_SECRET')
    } finally {
      await stop(bare)
    }
  }, 60_000)
})

/**
 * The browser test bench: the emulator over HTTP, a storefront page that loads `@vitrine/auth`
 * bundled from sources, a page on a foreign origin, and headless Chromium (Debian's, driven by
 * playwright-core).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createEmulator, type NodeEmulator as Emulator, type RunningServer } from '@vitrine/emulator/node'
import { build } from 'esbuild'
import { type Browser, chromium } from 'playwright-core'

/** Where the test bench lives. */
export interface Bench {
  emulator: Emulator
  /** The emulator's origin (the platform). */
  platform: string
  /**
   * The storefront's origin: `/` and `/callback` load the SDK; the platform's API paths are
   * forwarded to the emulator over HTTP (the "site's own domain" host form), so the page's
   * calls are same-origin.
   */
  app: string
  /** A third origin whose `/post` page posts what its query says to its parent. */
  foreign: string
  browser: Browser
  close(): Promise<void>
}

const pageScript = fileURLToPath(new URL('./e2e-page.ts', import.meta.url))

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [pageScript],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['@vitrine/source'],
    write: false,
    logLevel: 'silent',
  })
  return result.outputFiles[0]?.text ?? ''
}

/** The platform paths the storefront's server forwards (wire notes §1, site form). */
const API_PATHS = /^\/(_api|_iam|headless|oauth2\/token|graphql|v2\/collections)(\/|$)/

/** Forwards a request to the emulator over HTTP and pipes the answer back. */
async function forward(request: IncomingMessage, response: ServerResponse, target: string): Promise<void> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
      headers.set(name, value)
  }
  try {
    const answer = await fetch(`${target}${request.url}`, {
      method: request.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      redirect: 'manual',
    })
    const out: Record<string, string> = {}
    answer.headers.forEach((value, name) => {
      if (name !== 'content-encoding' && name !== 'content-length' && name !== 'transfer-encoding')
        out[name] = value
    })
    response.writeHead(answer.status, out)
    response.end(Buffer.from(await answer.arrayBuffer()))
  } catch {
    // The emulator dropped the connection (an injected fault): so does the storefront's server.
    response.destroy()
  }
}

function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler)
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })
    })
  })
}

function close(server: Server): Promise<void> {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(() => resolve()))
}

/** Starts the emulator, the two page servers and Chromium. */
export async function startBench(): Promise<Bench> {
  const emulator = createEmulator()
  const running: RunningServer = await emulator.listen(0)
  const script = await bundle()
  const html =
    '<!doctype html><html><head><meta charset="utf-8"><title>Shop</title></head><body><h1>Shop</h1><script type="module" src="/app.js"></script></body></html>'
  const app = await listen((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    if (API_PATHS.test(path)) {
      void forward(request, response, running.url)
      return
    }
    if (path === '/app.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
      response.end(script)
      return
    }
    if (path === '/favicon.ico') {
      response.writeHead(204)
      response.end()
      return
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(html)
  })
  const foreign = await listen((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    const data = url.searchParams.get('data') ?? 'null'
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(
      `<!doctype html><script>parent.postMessage(${JSON.stringify(JSON.parse(data))}, '*')</script>`,
    )
  })
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  })
  return {
    emulator,
    platform: running.url,
    app: app.origin,
    foreign: foreign.origin,
    browser,
    async close() {
      await browser.close()
      await close(app.server)
      await close(foreign.server)
      await running.close()
    },
  }
}

/** Opens the shop at `path` and creates the page's session (localStorage) and client. */
export async function openShop(
  context: import('playwright-core').BrowserContext,
  bench: Bench,
  path = '/',
): Promise<import('playwright-core').Page> {
  const page = await context.newPage()
  await page.goto(`${bench.app}${path}`)
  await page.waitForFunction(() => window.ready === true)
  await page.evaluate(
    ({ clientId }) => {
      const { oauth, localStorageStore, createClient } = window.vitrine
      window.changes = []
      window.session = oauth({ clientId, storage: localStorageStore() })
      window.session.subscribe((change) => window.changes.push(change))
      window.client = createClient({ host: location.origin, auth: window.session })
    },
    { clientId: 'demo-storefront' },
  )
  return page
}

/** A call that needs a token: the current cart (created when missing). */
export function touchCart(page: import('playwright-core').Page): Promise<string> {
  return page.evaluate(async () => {
    const { cart } = await window.client.request<{ cart: { id: string } }>({
      method: 'PATCH',
      service: 'ecom-cart',
      path: '/v1/carts/current',
      body: {},
    })
    return cart.id
  })
}

import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createEmulator, type Emulator, type EmulatorOptions } from '@vitrine/emulator/node'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { build } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
export const ARTIFACTS: string = join(root, 'test-artifacts')

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
}

/** Builds the shop for production once per test file, into a temporary directory. */
export async function buildShop(): Promise<{ dir: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-shop-'))
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir: dir, emptyOutDir: true },
  })
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** An emulator served over HTTP. */
export interface ServedEmulator {
  emulator: Emulator
  /** Its origin, e.g. `http://127.0.0.1:41234`. */
  url: string
  close(): Promise<void>
}

/** A running shop: the built files on a free port, talking to its own emulator on another. */
export interface Shop {
  url: string
  emulator: ServedEmulator
  close(): Promise<void>
}

/** Serves the built shop (with the SPA fallback) pointed at a new emulator; both on free ports. */
export async function startShop(dir: string, options: EmulatorOptions = {}): Promise<Shop> {
  const instance = createEmulator(options)
  const running = await instance.listen(0)
  const emulator: ServedEmulator = { emulator: instance, url: running.url, close: () => running.close() }
  // The run-time setting the shop reads before it starts (src/config.ts).
  const index = readFileSync(join(dir, 'index.html'), 'utf8').replace(
    '<head>',
    `<head><script>window.__VITRINE__ = { host: ${JSON.stringify(emulator.url)} }</script>`,
  )
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    const file = path.startsWith('/assets/') || path === '/favicon.svg' ? join(dir, path) : undefined
    try {
      if (!file) throw new Error('not a file')
      const body = readFileSync(file)
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
      response.end(body)
    } catch {
      if (file) {
        response.writeHead(404).end()
        return
      }
      response.writeHead(200, { 'content-type': TYPES['.html'] as string }).end(index)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    emulator,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await emulator.close()
    },
  }
}

/** Debian's Chromium, headless. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  })
}

/** A new browser context (its own storage: a new visitor) with a desktop viewport. */
export async function newVisitor(browser: Browser): Promise<BrowserContext> {
  // Reduced motion: no drawer animation half-way through a screenshot.
  return browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' })
}

/**
 * Collects uncaught page errors, to assert a flow ran without any; console errors other than
 * failed requests are printed, to explain a failure.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      console.error(`[browser] ${message.text()}`)
    }
  })
  return errors
}

/** Saves a screenshot of the page as `test-artifacts/<flow>/<step>.png`. */
export async function screenshot(page: Page, flow: string, step: string): Promise<void> {
  mkdirSync(join(ARTIFACTS, flow), { recursive: true })
  await page.screenshot({ path: join(ARTIFACTS, flow, `${step}.png`), fullPage: false })
}

/** The last verification code the emulator's mailbox holds for `email` (over HTTP). */
export async function mailboxCode(emulatorUrl: string, email: string): Promise<string> {
  const response = await fetch(`${emulatorUrl}/_emulator/mailbox?email=${encodeURIComponent(email)}`)
  const body = (await response.json()) as { messages?: { code?: string }[] } | { code?: string }[]
  const messages = Array.isArray(body) ? body : (body.messages ?? [])
  const code = messages.filter((m) => m.code).at(-1)?.code
  if (!code) throw new Error(`no code in the mailbox of ${email}: ${JSON.stringify(body)}`)
  return code
}

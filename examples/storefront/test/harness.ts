// The browser tests' setup: one production build of the shop (`next build`, shared by the test
// files of a run), a `next start` server per test file or width, each with its own emulator over
// HTTP, and headless Chromium (Debian's) through playwright-core.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { EmulatorOptions } from '@vitrine/emulator'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { type RunningEmulator, startEmulator } from '../scripts/emulator'
import { buildShop, freePort, SHOP_DIR, startShopServer } from '../scripts/next-server'

/** Screenshots go here (git-ignored). */
export const ARTIFACTS: string = join(SHOP_DIR, 'test-artifacts')

/** The build folder of the browser tests. */
const DIST = '.next-e2e'

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
  for (const name of ['core', 'auth', 'cart', 'catalog', 'react'])
    walk(join(SHOP_DIR, '..', '..', 'packages', name, 'src'))
  for (const file of ['next.config.ts', 'package.json']) hash.update(readFileSync(join(SHOP_DIR, file)))
  return hash.digest('hex')
}

/** Builds the shop for production once for the sources as they are (later test files reuse it). */
export async function ensureBuild(): Promise<void> {
  const stampFile = join(SHOP_DIR, DIST, 'vitrine-sources.stamp')
  const stamp = sourcesStamp()
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return
  await buildShop({ distDir: DIST })
  writeFileSync(stampFile, stamp)
}

/** A running shop: `next start` against its own emulator. */
export interface Shop {
  url: string
  emulator: RunningEmulator
  close(): Promise<void>
}

/** Starts the built shop on a free port, pointed at a new emulator on another. */
export async function startShop(options: EmulatorOptions = {}): Promise<Shop> {
  const emulator = await startEmulator(0, options)
  const server = await startShopServer(
    'start',
    await freePort(),
    { host: emulator.url, distDir: DIST },
    { quiet: true },
  )
  return {
    url: server.url,
    emulator,
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

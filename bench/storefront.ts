// `pnpm bench` figures of the example storefront (Next.js production build): the product page's
// first-load JavaScript, and how long the server takes to render the home page and a product
// page against the emulator over HTTP.
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { startEmulator } from '../examples/storefront/scripts/emulator'
import { buildShop, freePort, startShopServer } from '../examples/storefront/scripts/next-server'

/** An empty Next.js app (one page, one client component): what the framework costs on its own. */
const BASELINE = fileURLToPath(new URL('./next-baseline', import.meta.url))

const DIST = '.next-bench'

/** Every script a modern browser loads up front: `<script src>` and `<link rel="preload" as="script">`. */
function scriptsOf(html: string): string[] {
  const urls = new Set<string>()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1]
    // `noModule` scripts (Next's polyfills) are for browsers without modules: the rest skip them.
    if (src && !/\snomodule\b/i.test(tag)) urls.add(src)
  }
  for (const m of html.matchAll(/<link[^>]*rel="(?:preload|modulepreload)"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(m[0])?.[1]
    if (href && /as="script"|modulepreload/.test(m[0])) urls.add(href)
  }
  return [...urls]
}

/** Gzip -9 bytes, raw bytes and count of the scripts a page at `url` loads up front. */
async function firstLoad(
  url: string,
  init: RequestInit = {},
): Promise<{ gzip: number; raw: number; files: number }> {
  const html = await (await fetch(url, init)).text()
  const scripts = scriptsOf(html)
  let gzip = 0
  let raw = 0
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())
    raw += body.byteLength
    gzip += gzipSync(body, { level: 9 }).byteLength
  }
  return { gzip, raw, files: scripts.length }
}

/** The first-load JavaScript of the empty baseline app, built and served the same way. */
async function baselineFirstLoad(): Promise<number> {
  await buildShop({ distDir: DIST, dir: BASELINE })
  const server = await startShopServer(
    'start',
    await freePort(),
    { host: '', distDir: DIST, dir: BASELINE },
    { quiet: true },
  )
  try {
    return (await firstLoad(`${server.url}/`)).gzip
  } finally {
    await server.close()
  }
}

/** The median of a list of numbers. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

/** Milliseconds to the last byte of `runs` renders of a page, by one returning visitor. */
async function renderTimes(url: string, cookie: string, runs: number): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    const response = await fetch(url, { headers: { cookie } })
    await response.text()
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
    times.push(performance.now() - start)
  }
  return times
}

/** Builds the shop, serves it on an emulator, and measures. */
export async function benchStorefront(): Promise<Record<string, string | number>> {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const baseline = await baselineFirstLoad()
  // The build prerenders the catalogue: it reads it from the emulator the shop is then served with.
  const emulator = await startEmulator(0)
  const started = performance.now()
  await buildShop({ distDir: DIST, host: emulator.url }).catch(async (error: unknown) => {
    await emulator.close()
    throw error
  })
  const buildSeconds = (performance.now() - started) / 1000
  const shop = await startShopServer(
    'start',
    await freePort(),
    { host: emulator.url, distDir: DIST },
    { quiet: true },
  )
  try {
    // A visitor: the first request creates them (proxy.ts); the measured renders reuse the cookie.
    const first = await fetch(`${shop.url}/`)
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const product = `${shop.url}/products/classic-tee`
    const js = await firstLoad(product, { headers: { cookie } })
    // Warm up (first renders compile and fill caches), then 20 each.
    await renderTimes(`${shop.url}/`, cookie, 3)
    await renderTimes(product, cookie, 3)
    const home = await renderTimes(`${shop.url}/`, cookie, 20)
    const page = await renderTimes(product, cookie, 20)
    return {
      'product page first-load JS, gzip -9 (Next.js runtime included; goal ≤ 130 KB)': `${kb(js.gzip)} (${js.files} files, ${kb(js.raw)} raw)`,
      'the same of an empty Next.js app (one client component): the framework alone': kb(baseline),
      "the shop's own share (SDK, TanStack Query, components)": kb(js.gzip - baseline),
      'server render, home page (median of 20, ms)': Number(median(home).toFixed(1)),
      'server render, product page (median of 20, ms)': Number(median(page).toFixed(1)),
      'next build (s, for reference)': Number(buildSeconds.toFixed(1)),
    }
  } finally {
    await shop.close()
    await emulator.close()
  }
}

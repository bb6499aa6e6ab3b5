// Per-call SDK overhead: the same in-process handler (the emulator's get-current-cart), called
// by a raw fetch, by Vitrine (oauth + currentCart) and by the platform's official client.
// Prints figures; asserts nothing about wall time.
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { oauth } from '@vitrine/auth'
import { currentCart } from '@vitrine/cart'
import { createClient } from '@vitrine/core'
import { createEmulator, DEMO_CLIENT_ID, STORES_APP_ID } from '@vitrine/emulator'

const ORIGIN = 'http://127.0.0.1:4010'

/** Runs `fn` in a bounded loop after a warm-up and returns microseconds per call. */
async function timePerCall(
  fn: () => Promise<unknown>,
  { warmup = 300, iterations = 3000 } = {},
): Promise<number> {
  for (let i = 0; i < warmup; i++) await fn()
  const start = process.hrtime.bigint()
  for (let i = 0; i < iterations; i++) await fn()
  return Number(process.hrtime.bigint() - start) / 1000 / iterations
}

async function json<T>(response: Response | Promise<Response>): Promise<T> {
  const r = await response
  if (!r.ok) throw new Error(`${r.status} ${await r.text()}`)
  return (await r.json()) as T
}

/** The official client's modules, resolved from the emulator's dev dependencies (its only home). */
async function officialClient() {
  const require = createRequire(new URL('../packages/emulator/package.json', import.meta.url))
  const load = async (name: string) => import(pathToFileURL(require.resolve(name)).href)
  const sdk = await load('@wix/sdk')
  const cart = await load('@wix/auto_sdk_ecom_current-cart')
  return { sdk, cart }
}

export async function benchOverhead(): Promise<Record<string, number | string>> {
  const emulator = createEmulator()
  // Raw: a visitor token, one item in the cart, then plain fetch + JSON.
  const token = await json<{ access_token: string }>(
    emulator.fetch(`${ORIGIN}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: 'anonymous' }),
    }),
  )
  const { products } = await json<{ products: { id: string }[] }>(
    emulator.fetch(`${ORIGIN}/_api/catalog-reader-server/v1/products/query-platformized`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token.access_token },
      body: JSON.stringify({ query: { filter: { name: 'Canvas Tote Bag' }, paging: { limit: 1 } } }),
    }),
  )
  const lineItems = [
    { catalogReference: { catalogItemId: products[0]?.id, appId: STORES_APP_ID }, quantity: 1 },
  ]

  const cartUrl = `${ORIGIN}/_api/ecom-cart/v1/carts/current`
  await json(
    emulator.fetch(`${cartUrl}/add-to-cart`, {
      method: 'POST',
      headers: { authorization: token.access_token, 'content-type': 'application/json' },
      body: JSON.stringify({ lineItems }),
    }),
  )
  const raw = () => json(emulator.fetch(cartUrl, { headers: { authorization: token.access_token } }))

  // Vitrine.
  const client = createClient({
    host: ORIGIN,
    fetch: emulator.fetch,
    auth: oauth({ clientId: DEMO_CLIENT_ID }),
    modules: { cart: currentCart },
  })
  await client.cart.addItems({ lineItems: lineItems as never })
  const vitrine = () => client.cart.get()

  // The official client, its requests to the platform hosts answered by the same emulator.
  const { sdk, cart } = await officialClient()
  const realFetch = globalThis.fetch
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    return new URL(request.url).hostname.endsWith('wixapis.com')
      ? emulator.fetch(request)
      : realFetch(input, init)
  }) as typeof fetch
  let official: number | string
  try {
    const wix = sdk.createClient({
      modules: { currentCart: cart },
      auth: sdk.OAuthStrategy({ clientId: DEMO_CLIENT_ID }),
    })
    await wix.currentCart.addToCurrentCart({ lineItems })
    official = await timePerCall(() => wix.currentCart.getCurrentCart())
  } catch (error) {
    official = `failed: ${(error as Error).message.slice(0, 80)}`
  } finally {
    globalThis.fetch = realFetch
  }

  // Interleave raw and Vitrine runs so machine noise hits both alike; keep the best of three.
  const rawTimes: number[] = []
  const sdkTimes: number[] = []
  for (let round = 0; round < 3; round++) {
    rawTimes.push(await timePerCall(raw))
    sdkTimes.push(await timePerCall(vitrine))
  }
  const rawUs = Math.min(...rawTimes)
  const sdkUs = Math.min(...sdkTimes)
  return {
    'raw fetch, µs/call': round(rawUs),
    'vitrine cart.get(), µs/call': round(sdkUs),
    'vitrine / raw (target ≤ 1.5)': round(sdkUs / rawUs, 2),
    'official client getCurrentCart(), µs/call': typeof official === 'number' ? round(official) : official,
    'official / raw': typeof official === 'number' ? round(official / rawUs, 2) : '-',
  }
}

function round(n: number, digits = 1): number {
  return Math.round(n * 10 ** digits) / 10 ** digits
}

import { memoryStorage, oauth } from '@vitrine/auth'
import { type AuthStrategy, type Client, type ClientOptions, createClient } from '@vitrine/core'
import { createEmulator, DEMO_API_KEY, DEMO_CLIENT_ID, type Emulator } from '@vitrine/emulator'
import { type CurrentCart, currentCart } from '../src/index'

/** The origin the in-process emulator answers on. */
export const ORIGIN = 'http://127.0.0.1:4010'

/**
 * An anonymous visitor: `oauth()` from `@vitrine/auth` (a dev dependency only: the cart module
 * never imports it; the two meet in core's `AuthStrategy`).
 *
 * `asApp` sends the visitor token together with the site's API key: an app acting in the
 * visitor's context, the only caller that may add custom line items and merchant discounts.
 */
export function visitor(options: { asApp?: boolean } = {}): AuthStrategy {
  const session = oauth({ clientId: DEMO_CLIENT_ID, storage: memoryStorage() })
  if (!options.asApp) return session
  return {
    attach: (context) => session.attach?.(context),
    async getAuthHeaders() {
      const { authorization } = await session.getAuthHeaders()
      return { authorization: `${authorization},${DEMO_API_KEY}` }
    },
  }
}

/** One request as the emulator received it. */
export interface Recorded {
  method: string
  url: string
  headers: Headers
  body: unknown
}

/**
 * Wraps the emulator's `fetch` to record every request, and how many cart requests were in
 * flight at once: the network boundary, not our own modules.
 */
export function recorder(emulator: Emulator): {
  fetch: typeof globalThis.fetch
  requests: Recorded[]
  cartRequests(): Recorded[]
  maxInFlight(): number
} {
  const requests: Recorded[] = []
  let inFlight = 0
  let max = 0
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    const text = await request.clone().text()
    requests.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: text === '' ? undefined : JSON.parse(text),
    })
    const cart = request.url.includes('/carts/current')
    if (cart) max = Math.max(max, ++inFlight)
    try {
      return await emulator.fetch(request)
    } finally {
      if (cart) inFlight--
    }
  }
  return {
    fetch,
    requests,
    cartRequests: () => requests.filter((r) => r.url.includes('/carts/current')),
    maxInFlight: () => max,
  }
}

/** A client with the cart module. */
export type CartClient = Client<{ cart: typeof currentCart }, AuthStrategy>

/** A fresh emulator and a visitor's client on it: in-process `fetch`, no retries, every request recorded. */
export function setup(
  options: Omit<ClientOptions, 'modules' | 'auth' | 'fetch'> & {
    asApp?: boolean
    emulator?: Emulator
    wire?: ReturnType<typeof recorder>
  } = {},
): {
  emulator: Emulator
  client: CartClient
  cart: CurrentCart
  wire: ReturnType<typeof recorder>
} {
  const { asApp, emulator = createEmulator(), wire = recorder(emulator), ...clientOptions } = options
  const client: CartClient = createClient({
    host: ORIGIN,
    retry: false,
    ...clientOptions,
    fetch: wire.fetch,
    auth: visitor({ asApp }),
    modules: { cart: currentCart },
  })
  return { emulator, client, cart: client.cart, wire }
}

/** A demo product with its variants, looked up by slug through the catalogue API. */
export interface DemoProduct {
  id: string
  name: string
  variants: { id: string; choices: Record<string, string> }[]
}

/** Looks up a demo product by slug (through the catalogue API, not the emulator's internals). */
export async function product(client: CartClient, slug: string): Promise<DemoProduct> {
  const answer = await client.request<{ products: (DemoProduct & { slug: string })[] }>({
    method: 'GET',
    service: 'catalog-reader',
    path: '/v1/products/query-platformized',
    query: { query: { filter: { slug }, paging: { limit: 1 } } },
  })
  const found = answer.products.find((p) => p.slug === slug)
  if (!found) throw new Error(`no demo product ${slug}`)
  return { id: found.id, name: found.name, variants: found.variants ?? [] }
}

/** A line item of `quantity` of a product (its default variant or the given choices). */
export function lineOf(
  productId: string,
  quantity = 1,
  options?: Record<string, unknown>,
): { catalogReference: { catalogItemId: string; options?: Record<string, unknown> }; quantity: number } {
  return { catalogReference: { catalogItemId: productId, ...(options ? { options } : {}) }, quantity }
}

/** Freezes a value and everything in it, so that any write to caller input throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key])
  }
  return value
}

/** A platform answer served through the emulator's fault injection (canned, at the network boundary). */
export function cannedAnswer(
  status: number,
  body: unknown,
): { status: number; body: string; headers: Record<string, string> } {
  return { status, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
}

/** For `.then(unexpected, (e: T) => e)`: a call that should reject but resolved fails the test. */
export function unexpected(): never {
  throw new Error('the call resolved; a rejection was expected')
}

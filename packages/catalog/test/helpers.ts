import { apiKey, oauth } from '@vitrine/auth'
import { type AuthStrategy, type Client, createClient } from '@vitrine/core'
import {
  createEmulator,
  DEFAULT_ORIGIN,
  DEMO_API_KEY,
  DEMO_CLIENT_ID,
  DEMO_SITE_ID,
  type Emulator,
  type EmulatorOptions,
} from '@vitrine/emulator'
import { collections, type Product, products, variants } from '../src/index'

/** The emulator's origin: requests are answered in-process through `emulator.fetch`. */
export const ORIGIN: string = DEFAULT_ORIGIN

/** The site owner's credential: the emulator's demo API key. */
export function ownerAuth(): AuthStrategy {
  return apiKey({ key: DEMO_API_KEY, siteId: DEMO_SITE_ID })
}

/** An anonymous visitor: `oauth()` with the demo storefront's client id, tokens in memory. */
export function visitorAuth(): AuthStrategy {
  return oauth({ clientId: DEMO_CLIENT_ID })
}

/** A request as it reached the emulator. */
export interface SentRequest {
  method: string
  url: URL
  /** The JSON body text, when there was one. */
  body: string | undefined
}

const modules: { products: typeof products; variants: typeof variants; collections: typeof collections } = {
  products,
  variants,
  collections,
}

/** A client with the three catalogue modules. */
export type TestClient = Client<typeof modules, AuthStrategy | undefined>

/** What {@link setup} gives a test. */
export interface Setup {
  emulator: Emulator
  /** Every request the SDK sent, in order. */
  sent: SentRequest[]
  /** Most requests in flight at once so far. */
  maxInFlight(): number
  /** Requests whose path contains `part`, in order. */
  sentTo(part: string): SentRequest[]
  /** The site owner (API key). */
  owner: TestClient
  /** An anonymous visitor. */
  visitor: TestClient
  /** No credentials at all. */
  anonymous: TestClient
  /** The recording fetch, for clients of the test's own. */
  fetch: typeof globalThis.fetch
}

/**
 * A fresh emulator (demo seed unless told otherwise), a log of every request the SDK sent, and
 * clients for the owner, an anonymous visitor and a caller without credentials.
 */
export function setup(options: EmulatorOptions = {}): Setup {
  const emulator = createEmulator(options)
  const sent: SentRequest[] = []
  let inFlight = 0
  let maxInFlight = 0
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    const body = request.body ? await request.clone().text() : undefined
    sent.push({ method: request.method, url: new URL(request.url), body })
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    try {
      return await emulator.fetch(request)
    } finally {
      inFlight--
    }
  }
  const client = (auth: AuthStrategy | undefined): TestClient =>
    createClient<typeof modules, AuthStrategy | undefined>({
      host: ORIGIN,
      fetch,
      auth,
      modules,
      retry: false,
    })
  return {
    emulator,
    sent,
    maxInFlight: () => maxInFlight,
    sentTo: (part) => sent.filter((r) => r.url.pathname.includes(part)),
    owner: client(ownerAuth()),
    visitor: client(visitorAuth()),
    anonymous: client(undefined),
    fetch: fetch as typeof globalThis.fetch,
  }
}

/**
 * The owner's client on the platform's own hosts (`www.wixapis.com`, and `readonly.wixapis.com` for
 * read-only GETs), answered by `emulator`, and the URLs it sent requests to.
 */
export function onPlatformHosts(emulator: Emulator): { client: TestClient; urls: string[] } {
  const urls: string[] = []
  const client: TestClient = createClient<typeof modules, AuthStrategy | undefined>({
    host: { api: 'https://www.wixapis.com', readOnly: 'https://readonly.wixapis.com' },
    auth: ownerAuth(),
    modules,
    fetch: (input, init) => {
      const request = new Request(input, init)
      urls.push(request.url)
      return emulator.fetch(request)
    },
  })
  return { client, urls }
}

/** A client (no credentials) whose every call the platform answers with `body`. */
export function answering(body: unknown): TestClient {
  const fetch = async () => Response.json(body)
  return createClient<typeof modules, AuthStrategy | undefined>({ host: ORIGIN, fetch, modules })
}

/** The `.r` payload of a GET query, decoded. */
export function decodeR(url: URL): unknown {
  const r = url.searchParams.get('.r')
  if (r === null) throw new Error(`no .r parameter in ${url}`)
  return JSON.parse(Buffer.from(r, 'base64url').toString('utf8'))
}

/** Freezes a value deeply, so that any mutation by the SDK throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key])
  }
  return value
}

/** What a promise rejects with (fails when it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection, the promise resolved')
}

/** A demo product, found by its slug through the query endpoint. */
export async function demoProduct(client: TestClient, slug: string): Promise<Product> {
  const page = await client.products.query().eq('slug', slug).find()
  const product = page.items[0]
  if (!product) throw new Error(`no demo product with slug ${slug}`)
  return product
}

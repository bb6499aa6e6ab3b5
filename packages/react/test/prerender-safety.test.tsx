// @vitest-environment node
import { dehydrate, QueryClient } from '@tanstack/react-query'
import type { TokenStorage } from '@vitrine/auth'
import type { AuthStrategy } from '@vitrine/core'
import { createEmulator, DEMO_CLIENT_ID, type Emulator } from '@vitrine/emulator'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

// Next.js 16 with `cacheComponents` fails a prerender that reads the current time, randomness or
// crypto while it renders, and a server has no browser storage to read. Every Vitrine package
// must do none of that at import, while a client, session, store or provider is created, or while
// the provider and the hooks render on a server: only at the first call that needs it.
//
// The SDK is imported here only through `await import()`, after the recorder is installed, so
// that each module's top level runs under it (this file has a module registry of its own).

/** Every read of a clock, of randomness or of browser storage, with where it came from. */
const reads: string[] = []

/** Frames of the SDK's own sources (React's renderer times itself with `performance.now()`: not ours). */
const SDK_FRAME = /\/packages\/(core|auth|cart|catalog|webhooks|react)\/src\//

function record(what: string): void {
  const frames = (new Error().stack ?? '').split('\n').slice(2)
  if (frames.some((frame) => SDK_FRAME.test(frame))) reads.push(`${what}\n${frames.slice(0, 6).join('\n')}`)
}

const RealDate = Date
const originals = {
  now: Date.now,
  random: Math.random,
  performanceNow: performance.now,
  getRandomValues: crypto.getRandomValues,
  randomUUID: crypto.randomUUID,
}

/** A `Date` whose current-time forms (`Date.now()`, `new Date()`, `Date()`) are recorded. */
const RecordingDate = new Proxy(RealDate, {
  construct(target, args: unknown[], newTarget) {
    if (args.length === 0) record('new Date()')
    return Reflect.construct(target, args, newTarget)
  },
  apply(target, self, args: unknown[]) {
    record('Date()')
    return Reflect.apply(target, self, args)
  },
})

/** Installs the recorder; with `browser`, a `window` and a `document` whose storage is recorded too. */
function installRecorder(browser: boolean): void {
  reads.length = 0
  globalThis.Date = RecordingDate
  Date.now = () => {
    record('Date.now()')
    return originals.now.call(RealDate)
  }
  Math.random = () => {
    record('Math.random()')
    return originals.random()
  }
  performance.now = () => {
    record('performance.now()')
    return originals.performanceNow.call(performance)
  }
  crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
    record('crypto.getRandomValues()')
    return originals.getRandomValues.call(crypto, array as never) as T
  }
  crypto.randomUUID = () => {
    record('crypto.randomUUID()')
    return originals.randomUUID.call(crypto)
  }
  if (browser) {
    const storage = new Map<string, string>()
    const localStorage = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    }
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        record('localStorage')
        return localStorage
      },
    })
    const document = {}
    Object.defineProperty(document, 'cookie', {
      get() {
        record('document.cookie (read)')
        return ''
      },
      set() {
        record('document.cookie (write)')
      },
    })
    Object.assign(globalThis, { window: globalThis, document, location: new URL('https://shop.test/') })
  }
}

function removeRecorder(): void {
  globalThis.Date = RealDate
  Date.now = originals.now
  Math.random = originals.random
  performance.now = originals.performanceNow
  crypto.getRandomValues = originals.getRandomValues
  crypto.randomUUID = originals.randomUUID
  for (const name of ['localStorage', 'window', 'document', 'location']) {
    delete (globalThis as Record<string, unknown>)[name]
  }
}

afterEach(removeRecorder)

/** Every entry of every published package but the emulator (which is a tool, not an app dependency). */
async function importEverything() {
  return {
    core: await import('@vitrine/core'),
    coreModule: await import('@vitrine/core/module'),
    auth: await import('@vitrine/auth'),
    authServer: await import('@vitrine/auth/server'),
    authRouteSession: await import('@vitrine/auth/route-session'),
    cart: await import('@vitrine/cart'),
    catalog: await import('@vitrine/catalog'),
    webhooks: await import('@vitrine/webhooks'),
    webhooksTesting: await import('@vitrine/webhooks/testing'),
    webhooksRedis: await import('@vitrine/webhooks/redis'),
    react: await import('@vitrine/react'),
    reactServer: await import('@vitrine/react/server'),
  }
}

type Sdk = Awaited<ReturnType<typeof importEverything>>

/** What an app creates up front: stores, sessions, clients, a webhook verifier. */
function createEverything(sdk: Sdk, emulator: Emulator, publicKey: string) {
  const { origin: host, fetch } = emulator
  const { createClient } = sdk.core
  const { apiKey, cookieStore, localStorageStore, memoryStorage, oauth } = sdk.auth
  const modules = {
    cart: sdk.cart.currentCart,
    products: sdk.catalog.products,
    collections: sdk.catalog.collections,
  }
  const withAuth = <Auth extends AuthStrategy>(auth: Auth) => createClient({ host, fetch, auth, modules })
  const withSession = (storage: TokenStorage) => withAuth(oauth({ clientId: DEMO_CLIENT_ID, storage }))
  const withCookies = withSession(cookieStore())
  const withLocalStorage = withSession(localStorageStore())
  const inMemory = withSession(memoryStorage())
  const fromRequest = withSession(cookieStore({ cookie: 'a=b', secure: false }))
  // An API key belongs on a server (in a browser it warns, which is no read of ours but is timed by the test runner).
  const owner =
    typeof window === 'undefined'
      ? createClient({
          host,
          fetch,
          auth: apiKey({ key: 'IST.owner-key', siteId: 'site-1' }),
          modules: { products: sdk.catalog.products },
        })
      : undefined
  const catalogue = withAuth(sdk.auth.serverVisitor({ clientId: DEMO_CLIENT_ID }))
  // The server-held session: the route handler on a server, the browser's session on the route.
  const route =
    typeof window === 'undefined'
      ? sdk.authServer.sessionRoute({
          clientId: DEMO_CLIENT_ID,
          secret: 'a test secret of at least thirty-two characters',
          host,
          fetch,
        })
      : undefined
  const fromRoute = withAuth(sdk.authRouteSession.routeSession({ clientId: DEMO_CLIENT_ID }))
  const webhooks = sdk.webhooks.createWebhooks({ publicKey })
  return {
    withCookies,
    withLocalStorage,
    inMemory,
    fromRequest,
    owner,
    catalogue,
    fromRoute,
    route,
    webhooks,
  }
}

/** The hooks, once imported under the recorder. */
let hooks: Sdk['react'] | undefined

/** A page using the session, the cart and a product list. */
function Shop() {
  const { useCart, useProducts, useSession } = hooks as Sdk['react']
  const session = useSession()
  const cart = useCart()
  const page = useProducts((q) => q.ascending('name').limit(2))
  return (
    <p>
      {`${session.role} ${cart.isLoading ? 'cart loading' : 'cart'} ${page.data?.items.length ?? 'products loading'}`}
    </p>
  )
}

describe('prerender safety: no clock, randomness or storage read before the first call', () => {
  it('on a server: importing every entry, creating every client and rendering the provider and hooks', async () => {
    const emulator = createEmulator()
    const publicKey = await emulator.webhooks.publicKeyPem()
    installRecorder(false)
    const sdk = await importEverything()
    const made = createEverything(sdk, emulator, publicKey)
    const { VitrineProvider } = sdk.react
    hooks = sdk.react
    // As a Next.js layout does: a client created in `useState(() => …)` of a client component.
    const html = renderToString(
      <VitrineProvider client={made.withCookies}>
        <Shop />
      </VitrineProvider>,
    )
    // With a query client of the app's, and prefetched data as the server hands it over.
    const queryClient = new QueryClient()
    renderToString(
      <VitrineProvider client={made.fromRequest} queryClient={queryClient}>
        <Shop />
      </VitrineProvider>,
    )
    sdk.reactServer.serializeState(dehydrate(queryClient))

    expect(html).toContain('none cart loading products loading')
    expect(reads).toEqual([])

    // Cache tags are pure too.
    sdk.catalog.catalogTags.product('p-1')
    sdk.catalog.catalogTagsFor({
      eventType: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
      data: { productId: 'p-1' },
    })
    expect(reads).toEqual([])

    // The recorder sees what it should: the first call reads the clock (token expiry).
    await made.catalogue.products.query().limit(1).find()
    expect(reads.some((read) => read.startsWith('Date.now()'))).toBe(true)
  })

  it('in a browser: creating sessions on cookies and localStorage reads neither until the first call', async () => {
    const emulator = createEmulator()
    const publicKey = await emulator.webhooks.publicKeyPem()
    installRecorder(true)
    const sdk = await importEverything()
    const made = createEverything(sdk, emulator, publicKey)
    expect(made.withCookies.auth).toBeDefined()
    expect(reads).toEqual([])

    // Reading the role is a first use: it loads the stored tokens (none here).
    expect(made.withLocalStorage.auth.role).toBe('none')
    expect(reads.some((read) => read.startsWith('localStorage'))).toBe(true)
    reads.length = 0
    expect(made.withCookies.auth.role).toBe('none')
    expect(reads.some((read) => read.startsWith('document.cookie (read)'))).toBe(true)
  })
})

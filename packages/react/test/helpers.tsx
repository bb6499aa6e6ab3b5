import { QueryClient } from '@tanstack/react-query'
import { type OAuthSession, oauth, type TokenStorage, type Tokens } from '@vitrine/auth'
import { type CurrentCart, currentCart } from '@vitrine/cart'
import { type CollectionsApi, collections, type ProductsApi, products } from '@vitrine/catalog'
import { type Client, createClient } from '@vitrine/core'
import type { Module } from '@vitrine/core/module'
import { createEmulator, DEMO_CLIENT_ID, type Emulator } from '@vitrine/emulator'
import type { ReactNode } from 'react'
import { VitrineProvider } from '../src/index'

/** The client of the tests: the storefront's modules and an `oauth()` session. */
export type TestClient = Client<
  { cart: Module<CurrentCart>; products: Module<ProductsApi>; collections: Module<CollectionsApi> },
  OAuthSession
>

/** Options of {@link makeClient}. */
export interface ClientOptions {
  storage?: TokenStorage
  tokens?: Tokens
  fetch?: typeof fetch
}

/** The client every test (and the type tests, through `Register`) uses. */
export function makeClient(emulator: Emulator, options: ClientOptions = {}): TestClient {
  return createClient({
    host: emulator.origin,
    auth: oauth({ clientId: DEMO_CLIENT_ID, storage: options.storage, tokens: options.tokens }),
    modules: { cart: currentCart, products, collections },
    fetch: options.fetch ?? emulator.fetch,
    retry: false,
  })
}

declare module '../src/index' {
  interface Register {
    client: TestClient
  }
}

/** A query client that keeps data for the whole test and never retries. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY, retry: false } } })
}

export interface Setup {
  emulator: Emulator
  client: TestClient
  queryClient: QueryClient
  wrapper: (props: { children?: ReactNode }) => ReactNode
}

/** An emulator, a client on it, a query client and a wrapper for `renderHook`. */
export function setup(options: ClientOptions = {}, emulator: Emulator = createEmulator()): Setup {
  const client = makeClient(emulator, options)
  const queryClient = makeQueryClient()
  const wrapper = ({ children }: { children?: ReactNode }): ReactNode => (
    <VitrineProvider client={client} queryClient={queryClient}>
      {children}
    </VitrineProvider>
  )
  return { emulator, client, queryClient, wrapper }
}

export interface Gate {
  fetch: typeof fetch
  close(): void
  open(): void
  readonly held: number
}

/**
 * A fetch that holds each request until `open()` is called, so that a test can look at the
 * screen while a write is on its way (the optimistic state).
 */
export function gatedFetch(inner: typeof fetch): Gate {
  const waiting: (() => void)[] = []
  let open = true
  const gated = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!open) await new Promise<void>((resolve) => waiting.push(resolve))
    return inner(input, init)
  }) as typeof fetch
  return {
    fetch: gated,
    close: () => {
      open = false
    },
    open: () => {
      open = true
      for (const resolve of waiting.splice(0)) resolve()
    },
    get held(): number {
      return waiting.length
    },
  }
}

/** A token storage shared by two sessions, as `localStorage` is by two tabs: a write in one is seen by the other. */
export function sharedStorage(): { tab(): TokenStorage } {
  let stored: Tokens | undefined
  const tabs = new Set<() => void>()
  return {
    tab() {
      let mine: (() => void) | undefined
      return {
        key: 'test:shared',
        get: () => stored && structuredClone(stored),
        set(tokens) {
          stored = structuredClone(tokens)
          for (const listener of tabs) if (listener !== mine) listener()
        },
        remove() {
          stored = undefined
          for (const listener of tabs) if (listener !== mine) listener()
        },
        subscribe(listener) {
          mine = listener
          tabs.add(listener)
          return () => tabs.delete(listener)
        },
      }
    },
  }
}

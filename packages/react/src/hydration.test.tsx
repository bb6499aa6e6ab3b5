// @vitest-environment jsdom

import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query'
import { act } from '@testing-library/react'
import { cookieStore, oauth } from '@vitrine/auth'
import { currentCart } from '@vitrine/cart'
import { collections, products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { createEmulator, DEMO_CLIENT_ID, type Emulator } from '@vitrine/emulator'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeClient } from '../test/helpers'
import {
  cartQueryOptions,
  parseState,
  productsQueryOptions,
  serializeState,
  sessionQueryOptions,
  useCart,
  useProducts,
  useSession,
  VitrineProvider,
} from './index'

function Shop() {
  const { role } = useSession()
  const { data: cart } = useCart()
  const { data } = useProducts((q) => q.ascending('name').limit(3), { staleTime: 60_000 })
  return (
    <main>
      <p data-testid="role">{role}</p>
      <p data-testid="cart">
        {cart === undefined
          ? 'loading'
          : (cart?.lineItems ?? []).map((l) => `${l.productName?.original} × ${l.quantity}`).join(', ')}
      </p>
      <ul>
        {data?.items.map((p) => (
          <li key={p.id}>
            {p.name}, updated {p.lastUpdated?.toISOString()}
          </li>
        ))}
      </ul>
    </main>
  )
}

function clientFor(emulator: Emulator, cookie?: string) {
  return createClient({
    host: emulator.origin,
    fetch: emulator.fetch,
    auth: oauth({ clientId: DEMO_CLIENT_ID, storage: cookieStore(cookie === undefined ? {} : { cookie }) }),
    modules: { cart: currentCart, products, collections },
  })
}

/** A visitor with a mug in their cart, and the `Cookie` header their browser sends. */
async function visitorWithCart(emulator: Emulator): Promise<string> {
  const browser = makeClient(emulator)
  const mug = (await browser.products.query().eq('slug', 'ceramic-mug').find()).items[0]!
  await browser.cart.addItems({
    lineItems: [
      { catalogReference: { catalogItemId: mug.id, options: { options: { Color: 'White' } } }, quantity: 3 },
    ],
  })
  return `vitrine_session=${encodeURIComponent(JSON.stringify(browser.auth.getTokens()))}`
}

/** What a server sends: the HTML and the serialised cache. */
async function serverRender(emulator: Emulator, cookie: string, prefetchSession: boolean) {
  const client = clientFor(emulator, cookie)
  const queryClient = new QueryClient()
  await Promise.all([
    prefetchSession ? queryClient.prefetchQuery(sessionQueryOptions(client)) : undefined,
    queryClient.prefetchQuery(cartQueryOptions(client)),
    queryClient.prefetchQuery(productsQueryOptions(client, (q) => q.ascending('name').limit(3))),
  ])
  const html = renderToString(
    <VitrineProvider client={client} queryClient={queryClient}>
      <Shop />
    </VitrineProvider>,
  )
  return { html, state: serializeState(dehydrate(queryClient)) }
}

afterEach(() => {
  vi.restoreAllMocks()
  // biome-ignore lint/suspicious/noDocumentCookie: the session under test lives in this cookie
  document.cookie = 'vitrine_session=; Max-Age=0; Path=/'
  document.body.innerHTML = ''
})

describe('server render, then hydration in the browser', () => {
  for (const prefetchSession of [true, false]) {
    it(`hydrates with no mismatch (${prefetchSession ? 'role prefetched' : 'role not prefetched'})`, async () => {
      const emulator = createEmulator()
      const cookie = await visitorWithCart(emulator)
      const { html, state } = await serverRender(emulator, cookie, prefetchSession)
      expect(html).toContain('Ceramic Mug × 3')
      expect(html).toContain(`<p data-testid="role">${prefetchSession ? 'visitor' : 'none'}</p>`)

      // The browser: same cookie, its own client and query client, the server's state.
      // biome-ignore lint/suspicious/noDocumentCookie: the visitor's browser holds the same cookie as the server saw
      document.cookie = `${cookie}; Path=/`
      const container = document.createElement('div')
      container.innerHTML = html
      document.body.append(container)
      const queryClient = new QueryClient()
      hydrate(queryClient, parseState(state))
      const client = clientFor(emulator)
      emulator.resetStats()
      const errors: unknown[] = []
      const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args))
      await act(async () => {
        hydrateRoot(
          container,
          <VitrineProvider client={client} queryClient={queryClient}>
            <Shop />
          </VitrineProvider>,
          { onRecoverableError: (error) => errors.push(error) },
        )
      })
      expect(errors).toEqual([])
      expect(consoleError).not.toHaveBeenCalled()
      expect(container.querySelector('[data-testid="cart"]')?.textContent).toBe('Ceramic Mug × 3')
      // Dates came through the serialised state as Dates.
      expect(container.querySelector('li')?.textContent).toMatch(/updated \d{4}-\d\d-\d\dT/)
      // Right after hydration the browser shows the session's own role, read from the cookie.
      expect(container.querySelector('[data-testid="role"]')?.textContent).toBe('visitor')
      // The products were fresh: the browser did not ask for them again.
      const productRequests = emulator.stats().requests
      expect(productRequests).toBeLessThanOrEqual(1) // at most the cart's own refetch on mount
    })
  }
})

/**
 * Server-side rendering with the cookie store: a server reads the visitor's session from the
 * request's `Cookie` header, renders their own cart, and sends renewed tokens back as
 * `Set-Cookie` — one session (and one client) per request.
 */
import { createClient } from '@vitrine/core'
import { createEmulator, DEMO_CLIENT_ID, type Emulator } from '@vitrine/emulator'
import { describe, expect, it } from 'vitest'
import { oauth } from '../src/session/oauth'
import { cookieStore } from '../src/storage/cookie-store'
import { HOST } from './helpers'

/** What a server does per request: a store on the request's cookies, a session, a client. */
async function render(emulator: Emulator, cookie: string | null) {
  const store = cookieStore({ name: 'shop_session', cookie })
  const session = oauth({ clientId: DEMO_CLIENT_ID, storage: store })
  const client = createClient({ host: HOST, fetch: emulator.fetch, auth: session })
  const { cart } = await client.request<{ cart: { id: string } }>({
    method: 'PATCH',
    service: 'ecom-cart',
    path: '/v1/carts/current',
    body: {},
  })
  return { cartId: cart.id, setCookie: store.setCookieHeader(), session }
}

const cookieOf = (setCookie: string | undefined): string => (setCookie ?? '').split(';')[0] ?? ''

describe('server-side rendering with cookieStore()', () => {
  it('renders the visitor’s own cart from the Cookie header and hands renewed tokens back', async () => {
    const emulator = createEmulator()
    const first = await render(emulator, null)
    expect(first.setCookie).toMatch(/^shop_session=.+; Path=\/; Max-Age=2592000; .*SameSite=Lax; Secure$/)

    const second = await render(emulator, `theme=dark; ${cookieOf(first.setCookie)}`)
    expect(second.cartId).toBe(first.cartId)
    expect(second.setCookie).toBeUndefined()
    expect(emulator.stats().tokenRequests).toMatchObject({ total: 1, anonymous: 1 })

    // The access token expired between two page views: the server refreshes and re-sets the cookie.
    const expired = second.session.getTokens()
    expired.accessToken.expiresAt = 1
    const stale = `shop_session=${encodeURIComponent(JSON.stringify(expired))}`
    const third = await render(emulator, stale)
    expect(third.cartId).toBe(first.cartId)
    expect(third.setCookie).toBeDefined()
    expect(emulator.stats().tokenRequests).toMatchObject({ total: 2, refresh_token: 1 })
    const fourth = await render(emulator, cookieOf(third.setCookie))
    expect(fourth.cartId).toBe(first.cartId)
    expect(emulator.stats().tokenRequests.total).toBe(2)
  })

  it('two visitors rendered by one server never share a session', async () => {
    const emulator = createEmulator()
    const [a, b] = await Promise.all([render(emulator, null), render(emulator, null)])
    expect(a.cartId).not.toBe(b.cartId)
    expect(a.session.getTokens().refreshToken.value).not.toBe(b.session.getTokens().refreshToken.value)
  })
})

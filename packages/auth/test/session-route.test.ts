/**
 * A session whose refresh token stays on the server (the backend-for-frontend pattern): the
 * browser's `routeSession()` against `sessionRoute()` of `@vitrine/auth/server`, the route in
 * front of the emulator. A small cookie jar plays the browser: it keeps what the route sets, sends
 * it back, and shows scripts (`document.cookie`) only what is not HttpOnly.
 */
import { createClient } from '@vitrine/core'
import { createEmulator, DEMO_CLIENT_ID, DEMO_MEMBER, type Emulator, STORES_APP_ID } from '@vitrine/emulator'
import { describe, expect, it, vi } from 'vitest'
import type { OAuthSession, SessionResetEvent } from '../src/index'
import { routeSession } from '../src/route-session'
import { type SessionRoute, sessionRoute } from '../src/server'
import { HOST, hostedLogin, tokenWorks } from './helpers'

const SHOP = 'https://shop.test'
const ROUTE = `${SHOP}/api/session`
const SECRET = 'a test secret that is long enough to seal cookies'
const REDIRECT = 'http://localhost:3000/callback' // an allowed redirect URI of the emulator's demo client

interface Cookie {
  value: string
  httpOnly: boolean
  attributes: string
}

/** The browser: a cookie jar, the route behind `fetch`, and what page scripts can read. */
class Browser {
  readonly jar = new Map<string, Cookie>()
  /** Every request the page sent to the route, with its body. */
  readonly sent: Record<string, unknown>[] = []
  /** Every answer the route gave, as the page's `fetch` saw it (scripts can read these). */
  readonly answers: string[] = []
  constructor(readonly route: SessionRoute) {}

  get cookieHeader(): string {
    return [...this.jar].map(([name, cookie]) => `${name}=${cookie.value}`).join('; ')
  }

  /** `document.cookie`: the cookies scripts can read. */
  get documentCookie(): string {
    return [...this.jar]
      .filter(([, cookie]) => !cookie.httpOnly)
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ')
  }

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...rest] = line.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      const attributes = rest.join(';')
      if (/Max-Age=0\b/.test(attributes)) this.jar.delete(name)
      else
        this.jar.set(name, {
          value: pair.slice(name.length + 1),
          httpOnly: /HttpOnly/.test(attributes),
          attributes,
        })
    }
  }

  /** The page's `fetch` to the route: same-origin, with the jar's cookies. */
  readonly fetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    request.headers.set('sec-fetch-site', 'same-origin')
    if (this.jar.size > 0) request.headers.set('cookie', this.cookieHeader)
    this.sent.push(JSON.parse(await request.clone().text()) as Record<string, unknown>)
    const response = await this.route.handle(request)
    this.keep(response)
    this.answers.push(await response.clone().text())
    return response
  }
}

function shop(emulator: Emulator, onSessionReset?: (event: SessionResetEvent) => void) {
  const route = sessionRoute({ clientId: DEMO_CLIENT_ID, secret: SECRET, host: HOST, fetch: emulator.fetch })
  const browser = new Browser(route)
  const session = routeSession({
    clientId: DEMO_CLIENT_ID,
    route: ROUTE,
    fetch: browser.fetch,
    onSessionReset,
  })
  const client = createClient({ host: HOST, fetch: emulator.fetch, auth: session, retry: false })
  return { route, browser, session, client }
}

/** Creates (or reads) the visitor's cart: an authenticated call. */
async function cartId(client: ReturnType<typeof shop>['client']): Promise<string> {
  const { cart } = await client.request<{ cart: { id: string } }>({
    method: 'PATCH',
    service: 'ecom-cart',
    path: '/v1/carts/current',
    body: {},
  })
  return cart.id
}

/** The demo catalogue's tote bag: a product without variants. */
const TOTE = '5eed0001-0000-4000-8000-000000000008'

/** Adds a tote bag to the current cart; resolves to the catalogue ids of its lines. */
async function addTote(client: ReturnType<typeof shop>['client']): Promise<string[]> {
  const { cart } = await client.request<{
    cart: { lineItems: { catalogReference: { catalogItemId: string } }[] }
  }>({
    method: 'POST',
    service: 'ecom-cart',
    path: '/v1/carts/current/add-to-cart',
    body: { lineItems: [{ quantity: 1, catalogReference: { catalogItemId: TOTE, appId: STORES_APP_ID } }] },
  })
  return cart.lineItems.map((line) => line.catalogReference.catalogItemId)
}

/** The catalogue ids of the current cart's lines. */
async function cartLines(client: ReturnType<typeof shop>['client']): Promise<string[]> {
  const { cart } = await client.request<{
    cart: { lineItems: { catalogReference: { catalogItemId: string } }[] }
  }>({
    method: 'GET',
    service: 'ecom-cart',
    path: '/v1/carts/current',
  })
  return cart.lineItems.map((line) => line.catalogReference.catalogItemId)
}

/** A hosted login on the emulator's page, finished by the browser session (the route exchanges the code). */
async function signIn(emulator: Emulator, session: OAuthSession): Promise<void> {
  const url = await session.authUrl({ redirectUri: REDIRECT })
  const callback = await hostedLogin(emulator, url, {
    email: DEMO_MEMBER.email,
    password: DEMO_MEMBER.password,
  })
  await session.handleRedirect(callback)
}

/** Every refresh token the platform issued so far, read from the emulator's state. */
function refreshTokensIn(text: string, tokens: string[]): string[] {
  return tokens.filter((token) => token !== '' && text.includes(token))
}

/** A request to the route as another site (or a script) might send it. */
function post(route: SessionRoute, headers: Record<string, string>, body: string = '{"action":"renew"}') {
  return route.handle(new Request(ROUTE, { method: 'POST', headers, body }))
}

describe('routeSession() with sessionRoute(): the refresh token stays in an HttpOnly cookie', () => {
  it('makes no request until a token is needed, then one anonymous grant through the route', async () => {
    const emulator = createEmulator()
    const { browser, session, client } = shop(emulator)
    expect(session.role).toBe('none')
    expect(emulator.stats().requests).toBe(0)
    const first = await cartId(client)
    expect(await cartId(client)).toBe(first)
    expect(emulator.stats().tokenRequests).toMatchObject({ total: 1, anonymous: 1 })
    expect(browser.sent).toEqual([{ action: 'renew' }])
    expect(session.role).toBe('visitor')
    expect(session.getTokens().refreshToken).toEqual({ value: '', role: 'visitor' })
    const main = browser.jar.get('__Host-vitrine_session')
    expect(main?.httpOnly).toBe(true)
    expect(main?.attributes).toMatch(/Path=\/; Max-Age=2592000; SameSite=Lax; Secure; HttpOnly/)
    expect(browser.documentCookie).toBe('__Host-vitrine_session.role=visitor')
  })

  it('hosted login: the route exchanges the code; the member’s refresh token reaches no script, and the cart carries over', async () => {
    const emulator = createEmulator()
    const { browser, session, client } = shop(emulator)
    expect(await addTote(client)).toEqual([TOTE])
    await signIn(emulator, session)
    expect(session.role).toBe('member')
    expect(browser.sent.at(-1)).toMatchObject({ action: 'login', code: expect.any(String) })
    expect(emulator.stats().tokenRequests.authorization_code).toBe(1)
    expect(await cartLines(client)).toContain(TOTE)

    // The refresh tokens the platform issued: none in what scripts can read.
    const server = await browser.route.session(browser.cookieHeader)
    const refresh = server.getTokens().refreshToken
    expect(refresh.role).toBe('member')
    expect(refresh.value).not.toBe('')
    const readable = [browser.documentCookie, ...browser.answers, JSON.stringify(session.getTokens())].join(
      '\n',
    )
    expect(refreshTokensIn(readable, [refresh.value])).toEqual([])
    expect(browser.documentCookie).toBe('__Host-vitrine_session.role=member')
    // Nor in the sealed cookie itself, read as text.
    expect(browser.jar.get('__Host-vitrine_session')?.value).not.toContain(refresh.value)
  })

  it('a new page of the member knows the role from the hint cookie at once, and renews through the route', async () => {
    const emulator = createEmulator()
    const first = shop(emulator)
    await cartId(first.client)
    await signIn(emulator, first.session)
    // A reload: a new session in the same browser (document.cookie is the jar's readable part).
    const page = globalThis as { window?: unknown; document?: unknown }
    page.window = {}
    page.document = { cookie: first.browser.documentCookie }
    let reloaded: OAuthSession
    try {
      reloaded = routeSession({ clientId: DEMO_CLIENT_ID, route: ROUTE, fetch: first.browser.fetch })
      // The hint is read at the first use of the session (creating it reads nothing).
      expect(reloaded.role).toBe('member')
    } finally {
      delete page.window
      delete page.document
    }
    expect(reloaded.role).toBe('member')
    const client = createClient({ host: HOST, fetch: emulator.fetch, auth: reloaded, retry: false })
    const grants = emulator.stats().tokenRequests.total
    await cartId(client)
    // The cookie's access token was still fresh: the route answered it without a platform call.
    expect(emulator.stats().tokenRequests.total).toBe(grants)
    expect(reloaded.role).toBe('member')
  })

  it('another tab follows a sign-in, a new visitor and a sign-out made in this one', async () => {
    const emulator = createEmulator()
    const { browser } = shop(emulator)
    vi.stubGlobal('window', {})
    vi.stubGlobal('document', {
      get cookie() {
        return browser.documentCookie
      },
    })
    try {
      const other = routeSession({ clientId: DEMO_CLIENT_ID, route: ROUTE, fetch: browser.fetch })
      const seen: string[] = []
      other.subscribe(({ role, reason }) => seen.push(`${reason}:${role}`))
      const first = routeSession({ clientId: DEMO_CLIENT_ID, route: ROUTE, fetch: browser.fetch })
      createClient({ host: HOST, fetch: emulator.fetch, auth: first })
      await first.renewTokens()
      await expect.poll(() => other.role).toBe('visitor')
      await signIn(emulator, first)
      await expect.poll(() => other.role).toBe('member')
      await first.logout()
      await expect.poll(() => other.role).toBe('none')
      expect(seen).toEqual(['other-tab:visitor', 'other-tab:member', 'other-tab:none'])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('a 401 renews through the route (refresh grant on the server); concurrent calls make one route request', async () => {
    const emulator = createEmulator()
    const { browser, session, client } = shop(emulator)
    await cartId(client)
    await signIn(emulator, session)
    const before = session.getTokens().accessToken.value
    emulator.faults.add({ match: '/ecom-cart/', status: 401, times: 3 })
    browser.sent.length = 0
    const ids = await Promise.all([cartId(client), cartId(client), cartId(client)])
    expect(new Set(ids).size).toBe(1)
    expect(browser.sent).toEqual([{ action: 'renew', rejected: before }])
    expect(emulator.stats().tokenRequests.refresh_token).toBe(1)
    expect(session.role).toBe('member')
    expect(session.getTokens().accessToken.value).not.toBe(before)
  })

  it('a 503 of the platform keeps the member a member: the route answers 503, the cookie stays, the browser backs off', async () => {
    const emulator = createEmulator()
    const { browser, session, client } = shop(emulator)
    await cartId(client)
    await signIn(emulator, session)
    const cookie = browser.jar.get('__Host-vitrine_session')?.value
    emulator.faults.add({ match: '/oauth2/token', status: 503, times: 5 })
    await expect(session.renewTokens()).rejects.toMatchObject({ status: 503 })
    expect(session.role).toBe('member')
    expect(browser.jar.get('__Host-vitrine_session')?.value).toBe(cookie)
    // Within the back-off the same failure comes back without another request.
    const sent = browser.sent.length
    await expect(session.renewTokens()).rejects.toMatchObject({ status: 503 })
    expect(browser.sent.length).toBe(sent)
    expect((await browser.route.session(browser.cookieHeader)).role).toBe('member')
  })

  it('a refresh token refused for good becomes a new visitor, and the page is told', async () => {
    const emulator = createEmulator()
    const resets: SessionResetEvent[] = []
    const { browser, session, client } = shop(emulator, (event) => resets.push(event))
    await cartId(client)
    await signIn(emulator, session)
    const refresh = (await browser.route.session(browser.cookieHeader)).getTokens().refreshToken.value
    await emulator.fetch(`${HOST}/_emulator/tokens/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: refresh }),
    })
    await session.renewTokens()
    expect(session.role).toBe('visitor')
    expect(resets).toEqual([expect.objectContaining({ reason: 'invalid_grant', previousRole: 'member' })])
    expect(browser.documentCookie).toBe('__Host-vitrine_session.role=visitor')
  })

  it('logout clears the cookies; after the hosted logout a replayed cookie ends as a visitor at its first call', async () => {
    const emulator = createEmulator()
    const { browser, session, client } = shop(emulator)
    await cartId(client)
    await signIn(emulator, session)
    const stolen = browser.cookieHeader
    // A new page (a reload): the role from the hint, no access token in the page yet. The route
    // creates the hosted logout with the member's token it holds: no new visitor for it.
    const reloaded = routeSession({ clientId: DEMO_CLIENT_ID, route: ROUTE, fetch: browser.fetch })
    createClient({ host: HOST, fetch: emulator.fetch, auth: reloaded })
    const grants = emulator.stats().tokenRequests.total
    const url = await reloaded.logout({ returnUrl: 'http://localhost:3000/' })
    expect(emulator.stats().tokenRequests.total).toBe(grants)
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4010\//)
    expect(reloaded.role).toBe('none')
    expect(browser.sent.at(-1)).toEqual({ action: 'logout', returnUrl: 'http://localhost:3000/' })
    expect(browser.jar.size).toBe(0)
    // The browser goes to the hosted logout page, which ends the member's refresh token (and
    // with it every access token it gave).
    await (await emulator.fetch(url, { redirect: 'manual' })).text()
    const old = await browser.route.session(stolen)
    expect(await tokenWorks(emulator, old.getTokens().accessToken.value)).toBe(false)
    // Someone replays the cookie they copied before the logout: the first call fails with the dead
    // access token, the renewal it causes is refused by the platform, and they are a new visitor.
    const thief = shop(emulator)
    for (const pair of stolen.split('; ')) {
      const [name = '', value = ''] = pair.split('=')
      thief.browser.jar.set(name, { value, httpOnly: !name.endsWith('.role'), attributes: '' })
    }
    await cartId(thief.client)
    expect(thief.session.role).toBe('visitor')
    expect(thief.browser.documentCookie).toBe('__Host-vitrine_session.role=visitor')
  })

  it('refuses cross-site and non-JSON requests, and every answer is no-store', async () => {
    const emulator = createEmulator()
    const { route } = shop(emulator)
    const json = { 'content-type': 'application/json' }
    for (const headers of [
      { ...json, 'sec-fetch-site': 'cross-site' },
      { ...json, 'sec-fetch-site': 'same-site' },
      { ...json, 'sec-fetch-site': 'none' },
      { ...json, origin: 'https://evil.test' },
      json,
    ]) {
      const response = await post(route, headers)
      expect(response.status).toBe(403)
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
    // An old browser without Sec-Fetch-Site, from the shop's own origin: allowed.
    expect((await post(route, { ...json, origin: SHOP })).status).toBe(200)
    const form = await post(route, { 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain' })
    expect(form.status).toBe(415)
    const get = await route.handle(new Request(ROUTE, { headers: { 'sec-fetch-site': 'same-origin' } }))
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    const junk = await post(route, { ...json, 'sec-fetch-site': 'same-origin' }, '{"action":"__proto__"}')
    expect(junk.status).toBe(400)
    const huge = await post(
      route,
      { ...json, 'sec-fetch-site': 'same-origin' },
      `{"x":"${'a'.repeat(100_000)}"}`,
    )
    expect(huge.status).toBe(400)
    const badLogin = await post(
      route,
      { ...json, 'sec-fetch-site': 'same-origin' },
      JSON.stringify({ action: 'login', code: 'c', codeVerifier: 'short' }),
    )
    expect(badLogin.status).toBe(400)
    // Only the one allowed request reached the platform (one anonymous grant).
    expect(emulator.stats().tokenRequests.total).toBe(1)
  })

  it('a tampered cookie, one moved to another name, sealed with another secret or kept past its expiry is no session', async () => {
    const emulator = createEmulator()
    const { browser, client, route } = shop(emulator)
    await cartId(client)
    const value = browser.jar.get('__Host-vitrine_session')?.value ?? ''
    const flipped = value.slice(0, -2) + (value.at(-2) === 'A' ? 'B' : 'A') + value.slice(-1)
    const other = sessionRoute({ clientId: DEMO_CLIENT_ID, secret: `${SECRET} but another`, host: HOST })
    const rotated = sessionRoute({ clientId: DEMO_CLIENT_ID, secret: [`${SECRET} new`, SECRET], host: HOST })
    expect((await route.session(`__Host-vitrine_session=${value}`)).role).toBe('visitor')
    expect((await rotated.session(`__Host-vitrine_session=${value}`)).role).toBe('visitor')
    for (const cookie of [
      `__Host-vitrine_session=${flipped}`,
      `vitrine_session=${value}`,
      `__Host-vitrine_session=${value}; __Host-vitrine_session=${value}`,
      `__Host-vitrine_session=${encodeURIComponent(JSON.stringify({ accessToken: {}, refreshToken: {} }))}`,
    ]) {
      expect((await route.session(cookie)).role, cookie.slice(0, 40)).toBe('none')
    }
    expect((await other.session(`__Host-vitrine_session=${value}`)).role).toBe('none')
    // A cookie sealed to live one day, replayed two days later:
    const sealedNow = sessionRoute({
      clientId: DEMO_CLIENT_ID,
      secret: SECRET,
      host: HOST,
      fetch: emulator.fetch,
      days: 1,
    })
    const fresh = await sealedNow.handle(
      new Request(ROUTE, {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
        body: '{"action":"renew"}',
      }),
    )
    const sealed = fresh.headers.getSetCookie()[0]?.split(';')[0] ?? ''
    expect((await sealedNow.session(sealed)).role).toBe('visitor')
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 2 * 86_400_000)
      expect((await sealedNow.session(sealed)).role).toBe('none')
    } finally {
      vi.useRealTimers()
    }
  })

  it('refresh() for a proxy: nothing for a cookie-less request, a renewal when the token is about to expire', async () => {
    const emulator = createEmulator({ accessTokenTtlSeconds: 200 })
    const { browser, client } = shop(emulator)
    const route = sessionRoute({
      clientId: DEMO_CLIENT_ID,
      secret: SECRET,
      host: HOST,
      fetch: emulator.fetch,
    })
    expect(await route.refresh(new Request(`${SHOP}/`))).toEqual({ setCookies: [], cookie: undefined })
    expect(emulator.stats().tokenRequests.total).toBe(0)
    await cartId(client)
    // 200 s left, within the default 300 s: renewed with the refresh grant.
    const refreshed = await route.refresh(
      new Request(`${SHOP}/`, { headers: { cookie: `theme=dark; ${browser.cookieHeader}` } }),
    )
    expect(emulator.stats().tokenRequests.refresh_token).toBe(1)
    expect(refreshed.setCookies).toHaveLength(2)
    expect(refreshed.cookie).toMatch(
      /^theme=dark; __Host-vitrine_session=v1\.[\w-]+; __Host-vitrine_session\.role=visitor$/,
    )
    const lenient = sessionRoute({ clientId: DEMO_CLIENT_ID, secret: SECRET, host: HOST, renewWithin: 60 })
    expect(
      await lenient.refresh(new Request(`${SHOP}/`, { headers: { cookie: browser.cookieHeader } })),
    ).toEqual({
      setCookies: [],
      cookie: undefined,
    })
  })

  it('on plain http the cookies have no __Host- prefix and no Secure attribute', async () => {
    const emulator = createEmulator()
    const route = sessionRoute({
      clientId: DEMO_CLIENT_ID,
      secret: SECRET,
      host: HOST,
      fetch: emulator.fetch,
      name: 'shop',
    })
    const response = await route.handle(
      new Request('http://localhost:3000/api/session', {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
        body: '{"action":"renew"}',
      }),
    )
    const [main, hint] = response.headers.getSetCookie()
    expect(main).toMatch(/^shop=v1\.[\w-]+; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly$/)
    expect(hint).toBe('shop.role=visitor; Path=/; Max-Age=2592000; SameSite=Lax')
  })

  it('refuses a secret shorter than 32 characters, naming the option', () => {
    expect(() => sessionRoute({ clientId: DEMO_CLIENT_ID, secret: 'short' })).toThrow(/"secret"/)
    expect(() => sessionRoute({ clientId: DEMO_CLIENT_ID, secret: [] })).toThrow(/"secret"/)
    expect(() => routeSession({ clientId: '' })).toThrow(/"clientId"/)
  })
})

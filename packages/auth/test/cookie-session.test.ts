/**
 * The cookie store against cookie tossing, tokens too big for one cookie, and bad lifetimes
 * (issue 12, points 5 to 7), through server renders on the emulator: a server reads the
 * visitor's session from the request's `Cookie` header and sends `setCookieHeaders()` back.
 */
import { createClient } from '@vitrine/core'
import { createEmulator, DEMO_CLIENT_ID, type Emulator } from '@vitrine/emulator'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cookieStore, oauth, type SessionResetEvent, type Tokens } from '../src/index'
import { MAX_COOKIE_BYTES, MAX_COOKIES } from '../src/storage/cookie-store'
import { FakeCookieDocument } from './fake-document'
import { emulatorVisitor, HOST } from './helpers'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const cart = { method: 'PATCH', service: 'ecom-cart', path: '/v1/carts/current', body: {} } as const

/** What a server does per request: a store on the request's cookies, a session, a client, a render. */
async function render(
  emulator: Emulator,
  cookie: string | null,
  options: { fetch?: typeof fetch; secure?: boolean } = {},
) {
  const resets: SessionResetEvent[] = []
  const store = cookieStore({ cookie, ...(options.secure === undefined ? {} : { secure: options.secure }) })
  const session = oauth({ clientId: DEMO_CLIENT_ID, storage: store, onSessionReset: (e) => resets.push(e) })
  const client = createClient({ host: HOST, fetch: options.fetch ?? emulator.fetch, auth: session })
  const { cart: rendered } = await client.request<{ cart: { id: string } }>(cart)
  await Promise.resolve()
  return { cartId: rendered.id, setCookies: store.setCookieHeaders(), session, resets }
}

/** The `Cookie` header a browser sends back after receiving `setCookies` (deletions drop cookies). */
function cookieHeader(setCookies: readonly string[], before = ''): string {
  const jar = new Map<string, string>()
  for (const pair of before.split(';')) {
    const eq = pair.indexOf('=')
    if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
  }
  for (const setCookie of setCookies) {
    const [pair = ''] = setCookie.split(';')
    const eq = pair.indexOf('=')
    if (/Max-Age=0(;|$)/.test(setCookie)) jar.delete(pair.slice(0, eq))
    else jar.set(pair.slice(0, eq), pair.slice(eq + 1))
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

const tokensCookie = (name: string, tokens: Tokens): string =>
  `${name}=${encodeURIComponent(JSON.stringify(tokens))}`

describe('cookie tossing', () => {
  it('the session cookie is __Host-vitrine_session by default: Secure, Path=/, no Domain', async () => {
    const first = await render(createEmulator(), null)
    expect(first.setCookies).toHaveLength(1)
    expect(first.setCookies[0]).toMatch(
      /^__Host-vitrine_session=.+; Path=\/; Max-Age=2592000; Expires=.+; SameSite=Lax; Secure$/,
    )
    expect(first.setCookies[0]).not.toContain('Domain=')
  })

  it('plain-http development falls back to vitrine_session (a browser on http cannot keep a __Host- cookie); the server passes secure: false', async () => {
    const server = await render(createEmulator(), null, { secure: false })
    expect(server.setCookies[0]).toMatch(/^vitrine_session=.+; SameSite=Lax$/)
    const document = new FakeCookieDocument()
    vi.stubGlobal('document', document)
    vi.stubGlobal('window', new EventTarget())
    vi.stubGlobal('location', { protocol: 'http:' })
    const tokens = await emulatorVisitor(createEmulator())
    cookieStore().set(tokens)
    expect(document.writes[0]).toMatch(/^vitrine_session=/)
    vi.stubGlobal('location', { protocol: 'https:' })
    cookieStore().set(tokens)
    expect(document.writes[1]).toMatch(/^__Host-vitrine_session=.*; Path=\/; .*; Secure$/)
  })

  it('a vitrine_session cookie planted from a sibling subdomain never wins over the __Host- one', async () => {
    const emulator = createEmulator()
    const mine = await render(emulator, null)
    const planted = tokensCookie('vitrine_session', await emulatorVisitor(emulator))
    const next = await render(emulator, `${planted}; ${cookieHeader(mine.setCookies)}`)
    expect(next.cartId).toBe(mine.cartId)
    expect(next.setCookies).toEqual([])
    expect(next.resets).toEqual([])
  })

  it('sessions from before the prefix carry over: vitrine_session alone is read, and replaced by __Host-vitrine_session on the next write', async () => {
    const emulator = createEmulator()
    const earlier = await render(emulator, null, { secure: false })
    const old = cookieHeader(earlier.setCookies)
    expect(old).toMatch(/^vitrine_session=/)
    const carried = await render(emulator, old)
    expect(carried.cartId).toBe(earlier.cartId)
    const expired = { ...carried.session.getTokens(), accessToken: { value: 'expired', expiresAt: 1 } }
    const renewed = await render(emulator, tokensCookie('vitrine_session', expired))
    expect(renewed.cartId).toBe(earlier.cartId)
    expect(renewed.setCookies.map((c) => c.split('=')[0])).toEqual([
      '__Host-vitrine_session',
      'vitrine_session',
    ])
    expect(renewed.setCookies[1]).toMatch(/Max-Age=0/)
  })

  it('two cookies of the session’s name are never resolved to one: no session, a new visitor, and onSessionReset is told', async () => {
    const emulator = createEmulator()
    const victim = await render(emulator, null, { secure: false })
    const attacker = tokensCookie('vitrine_session', await emulatorVisitor(emulator))
    for (const header of [
      `${attacker}; ${cookieHeader(victim.setCookies)}`,
      `${cookieHeader(victim.setCookies)}; ${attacker}`,
    ]) {
      const next = await render(emulator, header, { secure: false })
      expect(next.cartId).not.toBe(victim.cartId)
      expect(next.session.getTokens().refreshToken.value).not.toBe(
        JSON.parse(decodeURIComponent(attacker.slice(attacker.indexOf('=') + 1))).refreshToken.value,
      )
      expect(next.resets).toEqual([
        expect.objectContaining({
          reason: 'ambiguous_cookie',
          previousRole: 'none',
          error: expect.objectContaining({ code: 'AMBIGUOUS_COOKIE' }),
        }),
      ])
    }
  })

  it('two __Host- cookies (a forged request header) are refused the same way', async () => {
    const emulator = createEmulator()
    const a = tokensCookie('__Host-vitrine_session', await emulatorVisitor(emulator))
    const b = tokensCookie('__Host-vitrine_session', await emulatorVisitor(emulator))
    const next = await render(emulator, `${a}; ${b}`)
    expect(next.resets.map((e) => e.reason)).toEqual(['ambiguous_cookie'])
    expect(emulator.stats().tokenRequests.anonymous).toBe(3)
  })

  it('in a browser, a second cookie of the session’s name is refused on write: the session goes on in memory with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const document = new FakeCookieDocument()
    vi.stubGlobal('document', document)
    vi.stubGlobal('window', new EventTarget())
    vi.stubGlobal('location', { protocol: 'http:' })
    // A jar holding the same name twice (two domains), as `document.cookie` shows it.
    Object.defineProperty(document, 'cookie', {
      get: () => 'vitrine_session=a; vitrine_session=b',
      set: (line: string) => document.writes.push(line),
    })
    const session = oauth({ clientId: DEMO_CLIENT_ID, storage: cookieStore() })
    expect(session.role).toBe('none')
    createClient({ host: HOST, fetch: createEmulator().fetch, auth: session })
    await session.visitorTokens()
    expect(session.role).toBe('visitor')
    expect(String(warn.mock.calls[0]?.[0])).toContain('AMBIGUOUS_COOKIE')
  })

  it('refuses an explicit prefixed name its cookie cannot carry', () => {
    expect(() => cookieStore({ cookie: null, name: '__Host-shop', domain: 'shop.example' })).toThrow(/"name"/)
    expect(() => cookieStore({ cookie: null, name: '__Host-shop', path: '/shop' })).toThrow(/"name"/)
    expect(() => cookieStore({ cookie: null, name: '__Secure-shop', secure: false })).toThrow(/"name"/)
    expect(cookieStore({ cookie: null, name: '__Host-shop' }).key).toBe('cookie:__Host-shop')
  })
})

describe('tokens too big for one cookie', () => {
  /** The emulator behind a wire that makes every token 3 KB longer (so a token pair is over 6 KB). */
  function bigTokens(emulator: Emulator): typeof fetch {
    const pad = (token: string, fill: string) => `${token}.${fill.repeat(3000)}`
    const unpad = (token: string) => token.replace(/\.[pq]{3000}$/, '')
    return async (input, init) => {
      const request = new Request(input, init)
      const headers = new Headers(request.headers)
      const authorization = headers.get('authorization')
      if (authorization) headers.set('authorization', unpad(authorization))
      let body = request.method === 'GET' ? undefined : await request.text()
      if (body && request.url.endsWith('/oauth2/token')) {
        const grant = JSON.parse(body) as Record<string, string>
        if (grant['refreshToken']) grant['refreshToken'] = unpad(grant['refreshToken'])
        body = JSON.stringify(grant)
      }
      const answer = await emulator.fetch(new Request(request.url, { method: request.method, headers, body }))
      if (!request.url.endsWith('/oauth2/token') || answer.status !== 200) return answer
      const tokens = (await answer.json()) as Record<string, string>
      return Response.json({
        ...tokens,
        access_token: pad(tokens['access_token'] ?? '', 'p'),
        ...(tokens['refresh_token'] ? { refresh_token: pad(tokens['refresh_token'], 'q') } : {}),
      })
    }
  }

  it('6 KB tokens survive a server-render round trip in numbered cookies: the same visitor, the same cart', async () => {
    const emulator = createEmulator()
    const fetch = bigTokens(emulator)
    const first = await render(emulator, null, { fetch })
    const tokens = first.session.getTokens()
    expect(tokens.accessToken.value.length + tokens.refreshToken.value.length).toBeGreaterThan(6000)
    expect(first.setCookies.map((c) => c.split('=')[0])).toEqual([
      '__Host-vitrine_session',
      '__Host-vitrine_session.1',
    ])
    for (const setCookie of first.setCookies) {
      expect(setCookie.slice(0, setCookie.indexOf(';')).length).toBeLessThanOrEqual(MAX_COOKIE_BYTES)
      expect(setCookie).toMatch(/; Path=\/; Max-Age=2592000; .*SameSite=Lax; Secure$/)
    }
    const header = `theme=dark; ${cookieHeader(first.setCookies)}`
    const second = await render(emulator, header, { fetch })
    expect(second.cartId).toBe(first.cartId)
    expect(second.session.getTokens()).toEqual(tokens)
    expect(second.setCookies).toEqual([])
    expect(emulator.stats().tokenRequests).toMatchObject({ total: 1, anonymous: 1 })

    // The token expired between two page views: renewed (still big), re-set in full.
    const expired = { ...tokens, accessToken: { ...tokens.accessToken, expiresAt: 1 } }
    const store = cookieStore({ cookie: null })
    store.set(expired)
    const stale = cookieHeader(store.setCookieHeaders())
    const third = await render(emulator, stale, { fetch })
    expect(third.cartId).toBe(first.cartId)
    expect(third.setCookies).toHaveLength(2)
    expect(emulator.stats().tokenRequests).toMatchObject({ total: 2, refresh_token: 1 })
    const fourth = await render(emulator, cookieHeader(third.setCookies, stale), { fetch })
    expect(fourth.cartId).toBe(first.cartId)
    expect(emulator.stats().tokenRequests.total).toBe(2)
  })

  it('when the tokens fit one cookie again, the continuation is deleted; a missing continuation reads as no session', async () => {
    const emulator = createEmulator()
    const big = await render(emulator, null, { fetch: bigTokens(emulator) })
    const header = cookieHeader(big.setCookies)
    const small = cookieStore({ cookie: header })
    small.set(await emulatorVisitor(emulator))
    expect(small.setCookieHeaders().map((c) => c.split('=')[0])).toEqual([
      '__Host-vitrine_session',
      '__Host-vitrine_session.1',
    ])
    expect(small.setCookieHeaders()[1]).toMatch(/^__Host-vitrine_session\.1=; .*Max-Age=0/)
    const truncated = header.replace(/; __Host-vitrine_session\.1=[^;]*/, '')
    expect(cookieStore({ cookie: truncated }).get()).toBeUndefined()
  })

  it('in a browser, big tokens are written as numbered cookies and read back', () => {
    const document = new FakeCookieDocument()
    vi.stubGlobal('document', document)
    vi.stubGlobal('window', new EventTarget())
    vi.stubGlobal('location', { protocol: 'https:' })
    const tokens: Tokens = {
      accessToken: { value: 'a'.repeat(5000), expiresAt: 2_000_000_000 },
      refreshToken: { value: 'r'.repeat(3000), role: 'visitor' },
    }
    const store = cookieStore()
    store.set(tokens)
    expect([...document.jar.keys()]).toEqual([
      '__Host-vitrine_session',
      '__Host-vitrine_session.1',
      '__Host-vitrine_session.2',
    ])
    expect(store.get()).toEqual(tokens)
    store.set({ ...tokens, accessToken: { value: 'short', expiresAt: 1 } })
    expect([...document.jar.keys()]).toEqual(['__Host-vitrine_session'])
    store.remove()
    expect(document.jar.size).toBe(0)
  })

  it('setCookieHeader() alone says (in development) that it drops cookies of a session spanning several', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const emulator = createEmulator()
    const store = cookieStore({ cookie: null })
    store.set({
      accessToken: { value: 'a'.repeat(MAX_COOKIE_BYTES), expiresAt: 2_000_000_000 },
      refreshToken: { value: (await emulatorVisitor(emulator)).refreshToken.value, role: 'visitor' },
    })
    expect(store.setCookieHeader()).toBe(store.setCookieHeaders()[0])
    expect(String(warn.mock.calls[0]?.[0])).toContain('setCookieHeaders()')
    expect(MAX_COOKIES).toBe(3)
  })
})

describe('cookie lifetime', () => {
  it('a lifetime of at least one second is written as is; over 400 days it is clamped; deletion only by remove()', () => {
    const header = (days: number) => {
      const store = cookieStore({ cookie: null, days })
      store.set({ accessToken: { value: 'a', expiresAt: 1 }, refreshToken: { value: 'r', role: 'visitor' } })
      return store.setCookieHeader() ?? ''
    }
    expect(header(1 / 86_400)).toContain('; Max-Age=1;')
    expect(header(0.5)).toContain('; Max-Age=43200;')
    expect(header(400.5)).toContain(`; Max-Age=${400 * 86_400};`)
    for (const days of [1, 30, 400, 10_000]) expect(header(days)).not.toContain('Max-Age=0;')
    const store = cookieStore({ cookie: '__Host-vitrine_session=x', days: 1 })
    store.remove()
    expect(store.setCookieHeader()).toMatch(/^__Host-vitrine_session=; Path=\/; Max-Age=0;/)
  })

  for (const [name, days] of [
    ['a millionth of a day (Max-Age=0 would delete the session at once)', 1e-6],
    ['zero', 0],
    ['negative (a session cookie)', -1],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a string', '30' as unknown as number],
  ] as const) {
    it(`days ${name} is an invalid-input error naming "days"`, () => {
      expect(() => cookieStore({ cookie: null, days })).toThrow(
        expect.objectContaining({ code: 'INVALID_INPUT', message: expect.stringContaining('"days"') }),
      )
    })
  }
})

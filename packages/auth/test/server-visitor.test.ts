import { createClient, InvalidInputError } from '@vitrine/core'
import { createEmulator, DEMO_CLIENT_ID, type Emulator } from '@vitrine/emulator'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ServerVisitor, SessionError, serverVisitor } from '../src/index'
import { HOST } from './helpers'

afterEach(() => {
  vi.useRealTimers()
})

/** A server's catalogue client on the emulator, with its one visitor. */
function server(emulator: Emulator = createEmulator()) {
  const visitor = serverVisitor({ clientId: DEMO_CLIENT_ID })
  const catalogue = createClient({ host: HOST, fetch: emulator.fetch, auth: visitor, retry: false })
  /** A public catalogue read, as a product page makes it. */
  const read = async (): Promise<number> => {
    const answer = await catalogue.request<{ products: unknown[] }>({
      method: 'GET',
      service: 'catalog-reader',
      path: '/v1/products/query-platformized',
      query: { query: { filter: {}, paging: { limit: 1 } } },
    })
    return answer.products.length
  }
  const grants = () => emulator.stats().tokenRequests
  return { emulator, visitor, catalogue, read, grants }
}

/** Past the emulator's access-token lifetime (4 h), on the clock the SDK and the emulator share. */
function afterExpiry(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
  vi.setSystemTime(Date.now() + 4 * 3600 * 1000 + 1000)
}

describe('serverVisitor: one visitor for every request of a server', () => {
  it('100 concurrent cold reads make exactly one anonymous grant', async () => {
    const { visitor, read, grants } = server()
    expect(visitor.role).toBe('none')
    const counts = await Promise.all(Array.from({ length: 100 }, read))
    expect(counts.every((n) => n === 1)).toBe(true)
    expect(grants()).toMatchObject({ total: 1, anonymous: 1 })
    expect(visitor.role).toBe('visitor')
    // Later reads reuse it.
    await Promise.all(Array.from({ length: 10 }, read))
    expect(grants().total).toBe(1)
  })

  it('renews once with the refresh grant when the token expires, for any number of concurrent reads', async () => {
    const { read, grants } = server()
    await read()
    afterExpiry()
    await Promise.all(Array.from({ length: 50 }, read))
    expect(grants()).toMatchObject({ total: 2, anonymous: 1, refresh_token: 1 })
  })

  it('a 503 of the token endpoint does not reset it: the reads fail, then the same visitor is renewed', async () => {
    const { emulator, visitor, read, grants } = server()
    await read()
    afterExpiry()
    emulator.faults.add({ match: '/oauth2/token', status: 503, times: 1 })
    await expect(read()).rejects.toMatchObject({ status: 503 })
    expect(visitor.role).toBe('visitor')
    // After the back-off (at most 1 s after a first 503).
    vi.setSystemTime(Date.now() + 1500)
    expect(await read()).toBe(1)
    // The 503 was the fault's answer, not the token endpoint's: one refresh reached it, no new visitor.
    expect(grants()).toMatchObject({ anonymous: 1, refresh_token: 1 })
  })

  it('a refresh token the platform revoked starts a new visitor, once', async () => {
    const emulator = createEmulator()
    const issued: string[] = []
    // The visitor shows its tokens to no one: read the one it got off the wire.
    const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const response = await emulator.fetch(new Request(input, init))
      if (new URL(new Request(input).url).pathname === '/oauth2/token' && response.ok) {
        issued.push(((await response.clone().json()) as { refresh_token: string }).refresh_token)
      }
      return response
    }
    const resets: string[] = []
    const visitor = serverVisitor({ clientId: DEMO_CLIENT_ID, onSessionReset: (e) => resets.push(e.reason) })
    const catalogue = createClient({ host: HOST, fetch, auth: visitor, retry: false })
    const read = () =>
      catalogue.request({ method: 'GET', service: 'catalog-reader', path: '/v1/products/query-platformized' })
    await read()
    expect(emulator.revokeRefreshToken(issued[0] ?? '')).toBe(true)
    afterExpiry()
    await Promise.all(Array.from({ length: 10 }, read))
    expect(resets).toEqual(['invalid_grant'])
    expect(emulator.stats().tokenRequests).toMatchObject({ anonymous: 2, refresh_token: 1 })
    expect(visitor.role).toBe('visitor')
  })

  it('cannot become a member: every sign-in and token hand-over is refused, and sends nothing', async () => {
    const { emulator, visitor } = server()
    const refusals: [keyof ServerVisitor, () => Promise<never>][] = [
      ['login', () => visitor.login({ email: 'ada@example.com', password: 'secret' })],
      ['register', () => visitor.register({ email: 'ada@example.com', password: 'secret' })],
      ['setTokens', () => visitor.setTokens({ accessToken: {}, refreshToken: { role: 'member' } })],
      ['loginWithRedirect', () => visitor.loginWithRedirect({ redirectUri: 'https://shop.test/cb' })],
      ['handleRedirect', () => visitor.handleRedirect('https://shop.test/cb?code=x&state=y')],
      ['loginInBackground', () => visitor.loginInBackground('session-token')],
    ]
    for (const [name, call] of refusals) {
      const error = await call().catch((e: unknown) => e)
      expect(SessionError.is(error), name).toBe(true)
      expect(error).toMatchObject({ code: 'VISITOR_ONLY', message: expect.stringContaining('oauth()') })
    }
    expect(emulator.stats().requests).toBe(0)
    expect(visitor.role).toBe('none')
  })

  it('keeps its tokens in memory only: no storage, no tokens given, nothing readable', () => {
    const visitor = serverVisitor({ clientId: DEMO_CLIENT_ID })
    expect(Object.keys(visitor)).not.toEqual(expect.arrayContaining(['getTokens']))
    expect('getTokens' in visitor || 'visitorTokens' in visitor || 'subscribe' in visitor).toBe(false)
    const storage = { get: () => undefined, set: () => undefined, remove: () => undefined }
    for (const options of [
      { clientId: DEMO_CLIENT_ID, storage },
      { clientId: DEMO_CLIENT_ID, tokens: { accessToken: { value: 'a', expiresAt: 1 } } },
      { clientId: ' ' },
      undefined,
    ]) {
      expect(() => serverVisitor(options as never)).toThrow(InvalidInputError)
    }
  })

  it('belongs to one client', () => {
    const visitor = serverVisitor({ clientId: DEMO_CLIENT_ID })
    createClient({ host: HOST, auth: visitor })
    expect(() => createClient({ host: HOST, auth: visitor })).toThrow(SessionError)
  })
})

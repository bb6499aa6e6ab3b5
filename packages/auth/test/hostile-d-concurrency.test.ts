/**
 * hostile-inputs.md, section D: concurrency and session continuity, against the emulator.
 * (Two real browser tabs are in `two-tabs.e2e.test.ts`; here two sessions share a storage in
 * one process, which is what two tabs share.)
 */
import { createClient, NetworkError, TimeoutError } from '@vitrine/core'
import {
  createEmulator,
  DEMO_API_KEY,
  DEMO_CLIENT_ID,
  DEMO_MEMBER,
  type Emulator,
} from '@vitrine/emulator/node'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TokenRequestError } from '../src/errors'
import { oauth } from '../src/session/oauth'
import type { SessionChange } from '../src/session/types'
import { localStorageStore } from '../src/storage/local-storage-store'
import { memoryStorage } from '../src/storage/memory-storage'
import type { TokenStorage } from '../src/storage/token-storage'
import type { Tokens } from '../src/tokens'
import { FakeWebStorage } from './fake-web-storage'
import { emulatorVisitor, HOST, setup, touch } from './helpers'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function demoMemberId(emulator: Emulator): string {
  for (const member of emulator.state.members.values())
    if (member.email === DEMO_MEMBER.email) return member.id
  throw new Error('the demo member is missing')
}

/** A fetch that records the authorization header and status of every non-token request. */
function recording(log: { authorization: string | null; status: number }[]) {
  return (emulator: Emulator): typeof fetch =>
    async (input, init) => {
      const request = new Request(input, init)
      const response = await emulator.fetch(request)
      if (!request.url.endsWith('/oauth2/token')) {
        log.push({ authorization: request.headers.get('authorization'), status: response.status })
      }
      return response
    }
}

describe('hostile D: concurrency and session continuity', () => {
  it('D1: 100 concurrent calls with an expired access token make exactly 1 refresh; all 100 use the new token', async () => {
    const log: { authorization: string | null; status: number }[] = []
    const { emulator, session, client } = setup({ fetch: recording(log) })
    const visitor = await emulatorVisitor(emulator)
    await session.setTokens({ ...visitor, accessToken: { value: 'expired', expiresAt: 1 } })
    emulator.resetStats()
    const statuses = await Promise.all(Array.from({ length: 100 }, () => touch(client)))
    expect(statuses.every((s) => s === 404)).toBe(true)
    expect(emulator.stats().tokenRequests).toMatchObject({ total: 1, refresh_token: 1 })
    const fresh = session.getTokens().accessToken.value
    expect(log).toHaveLength(100)
    expect(log.every((entry) => entry.authorization === fresh && entry.status === 404)).toBe(true)
  })

  it('D2: 100 concurrent first calls with no tokens make exactly 1 anonymous grant: one visitor, one cart', async () => {
    const { emulator, session, client } = setup()
    await Promise.all(
      Array.from({ length: 100 }, () =>
        client.request({ method: 'PATCH', service: 'ecom-cart', path: '/v1/carts/current', body: {} }),
      ),
    )
    expect(emulator.stats().tokenRequests).toMatchObject({ total: 1, anonymous: 1 })
    expect(emulator.state.visitors.size).toBe(1)
    expect(emulator.state.carts.size).toBe(1)
    expect(session.role).toBe('visitor')
  })

  const failures: [string, Parameters<Emulator['faults']['add']>[0], (e: unknown) => boolean][] = [
    ['a network error', { drop: true }, (e) => NetworkError.is(e)],
    ['a 500', { status: 500 }, (e) => TokenRequestError.is(e) && e.status === 500],
    [
      'a 503',
      { status: 503, body: '<html>maintenance</html>' },
      (e) => TokenRequestError.is(e) && e.status === 503,
    ],
    [
      'a 429',
      { status: 429, headers: { 'retry-after': '1' } },
      (e) => TokenRequestError.is(e) && e.status === 429,
    ],
    [
      'a 400 that is not invalid_grant',
      { status: 400, body: '{"error":"invalid_request","error_description":"try later"}' },
      (e) => TokenRequestError.is(e) && e.oauthError === 'invalid_request',
    ],
    [
      'a 401 invalid_grant (not the definitive 400)',
      { status: 401, body: '{"error":"invalid_grant"}' },
      (e) => TokenRequestError.is(e) && e.status === 401,
    ],
  ]
  for (const [name, fault, matches] of failures) {
    it(`D3: a refresh failing with ${name} keeps the session (role, refresh token) and surfaces the error`, async () => {
      const onSessionReset = vi.fn()
      const { emulator, session, client } = setup({ session: { onSessionReset }, timeout: 150 })
      const visitor = await emulatorVisitor(emulator)
      const expired: Tokens = { ...visitor, accessToken: { value: 'expired', expiresAt: 1 } }
      await session.setTokens(expired)
      emulator.faults.add({ match: '/oauth2/token', times: 1, ...fault })
      const error = await touch(client).catch((e: unknown) => e)
      expect(matches(error)).toBe(true)
      expect(session.getTokens()).toEqual(expired)
      expect(onSessionReset).not.toHaveBeenCalled()
      expect(emulator.stats().tokenRequests.anonymous).toBe(1) // only emulatorVisitor's
    })
  }

  it('D3: a refresh failing with a timeout (over HTTP) keeps the session and surfaces a TimeoutError', async () => {
    const emulator = createEmulator()
    const server = await emulator.listen(0)
    try {
      const session = oauth({ clientId: DEMO_CLIENT_ID })
      const client = createClient({ host: server.url, auth: session, timeout: 150, retry: false })
      const visitor = await emulatorVisitor(emulator)
      const expired: Tokens = { ...visitor, accessToken: { value: 'expired', expiresAt: 1 } }
      await session.setTokens(expired)
      emulator.faults.add({ match: '/oauth2/token', delayMs: 1000, times: 1 })
      const error = await touch(client).catch((e: unknown) => e)
      expect(TimeoutError.is(error)).toBe(true)
      expect(session.getTokens()).toEqual(expired)
    } finally {
      await server.close()
    }
  })

  it('D3: only a definitive invalid_grant falls back to a new visitor, and the app is told (a member logged out)', async () => {
    const onSessionReset = vi.fn()
    const { emulator, session, client } = setup({ session: { onSessionReset } })
    const member = await session.authorizeMember({ memberId: demoMemberId(emulator), apiKey: DEMO_API_KEY })
    expect(session.loggedIn()).toBe(true)
    const changes: SessionChange[] = []
    session.subscribe((change) => changes.push(change))
    await session.setTokens({ ...member, accessToken: { value: 'expired', expiresAt: 1 } })
    emulator.revokeRefreshToken(member.refreshToken.value)
    emulator.resetStats()
    expect(await touch(client)).toBe(404)
    expect(emulator.stats().tokenRequests).toMatchObject({ total: 2, refresh_token: 1, anonymous: 1 })
    expect(session.loggedIn()).toBe(false)
    expect(session.role).toBe('visitor')
    expect(onSessionReset).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'invalid_grant', previousRole: 'member' }),
    )
    expect(changes.at(-1)).toEqual({ role: 'visitor', previousRole: 'member', reason: 'reset' })
  })

  it('D4: logout() clears local tokens first, even when the hosted logout call fails', async () => {
    const storage = memoryStorage()
    const { emulator, session } = setup({ session: { storage } })
    await session.authorizeMember({ memberId: demoMemberId(emulator), apiKey: DEMO_API_KEY })
    emulator.faults.add({ match: '/redirect-session', status: 500 })
    const roles: string[] = []
    session.subscribe(({ role }) => roles.push(role))
    await expect(session.logout({ returnUrl: 'http://localhost:3000/' })).rejects.toBeTruthy()
    expect(session.role).toBe('none')
    expect(session.getTokens().accessToken.value).toBe('')
    expect(storage.get()).toBeUndefined()
    expect(roles).toEqual(['none'])
  })

  it('D4: logout() wins over a refresh in flight', async () => {
    // The token endpoint holds its answer until the test lets it go.
    let started: () => void = () => {}
    const inFlight = new Promise<void>((resolve) => {
      started = resolve
    })
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const { emulator, session } = setup({
      fetch: (emulator) => async (input, init) => {
        const request = new Request(input, init)
        if (request.url.endsWith('/oauth2/token')) {
          started()
          await held
        }
        return emulator.fetch(request)
      },
    })
    const visitor = await emulatorVisitor(emulator)
    await session.setTokens({ ...visitor, accessToken: { value: 'expired', expiresAt: 1 } })
    const renewal = session.renewTokens()
    await inFlight
    await session.logout()
    release()
    const after = await renewal
    expect(emulator.stats().tokenRequests.refresh_token).toBe(1)
    expect(after.accessToken.value).toBe('')
    expect(session.role).toBe('none')
  })

  it('D5: two tabs refreshing at the same moment make one refresh and converge (localStorage lock fallback)', async () => {
    vi.stubGlobal('localStorage', new FakeWebStorage())
    const { emulator } = setup()
    const visitor = await emulatorVisitor(emulator)
    localStorage.setItem(
      'vitrine.session',
      JSON.stringify({ ...visitor, accessToken: { value: 'expired', expiresAt: 1 } }),
    )
    const tab = () => {
      const session = oauth({ clientId: DEMO_CLIENT_ID, storage: localStorageStore() })
      return {
        session,
        client: createClient({ host: HOST, fetch: emulator.fetch, auth: session, retry: false }),
      }
    }
    const [a, b] = [tab(), tab()]
    emulator.resetStats()
    await Promise.all([touch(a.client), touch(b.client), touch(a.client), touch(b.client)])
    expect(emulator.stats().tokenRequests).toMatchObject({ total: 1, refresh_token: 1 })
    expect(a.session.getTokens()).toEqual(b.session.getTokens())
    expect(JSON.parse(localStorage.getItem('vitrine.session') ?? 'null')).toEqual(a.session.getTokens())
    expect(
      localStorage.getItem(`vitrine.auth:${DEMO_CLIENT_ID}:localStorage:vitrine.session.lock`),
    ).toBeNull()
  })

  it('D5: a login in one tab is seen by the other', async () => {
    // A custom shared storage that tells the other tabs when it changes (as `storage` events do).
    let shared: Tokens | undefined
    const listeners = new Set<() => void>()
    const sharedStorage = (): TokenStorage => {
      let own: (() => void) | undefined
      return {
        key: 'shared',
        get: () => shared,
        set: (tokens) => {
          shared = tokens
          for (const listener of listeners) if (listener !== own) listener()
        },
        remove: () => {
          shared = undefined
          for (const listener of listeners) if (listener !== own) listener()
        },
        subscribe: (listener) => {
          own = listener
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      }
    }
    const { emulator } = setup()
    const a = oauth({ clientId: DEMO_CLIENT_ID, storage: sharedStorage() })
    const b = oauth({ clientId: DEMO_CLIENT_ID, storage: sharedStorage() })
    createClient({ host: HOST, fetch: emulator.fetch, auth: a })
    createClient({ host: HOST, fetch: emulator.fetch, auth: b })
    const seen: SessionChange[] = []
    b.subscribe((change) => seen.push(change))
    await a.authorizeMember({ memberId: demoMemberId(emulator), apiKey: DEMO_API_KEY })
    await vi.waitFor(() =>
      expect(seen.at(-1)).toEqual({ role: 'member', previousRole: 'visitor', reason: 'other-tab' }),
    )
    expect(b.loggedIn()).toBe(true)
    expect(b.getTokens()).toEqual(a.getTokens())
    await a.logout()
    await vi.waitFor(() => expect(b.role).toBe('none'))
  })

  it('D6: an access token about to expire is refreshed a little early: no request meets a 401', async () => {
    const log: { authorization: string | null; status: number }[] = []
    const { emulator, session, client } = setup({
      fetch: recording(log),
      emulator: { accessTokenTtlSeconds: 130 },
    })
    await touch(client)
    const first = session.getTokens().accessToken
    // 71 s later the token has 59 s left: inside the margin, so it is renewed before the call.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 71_000 })
    try {
      await touch(client)
    } finally {
      vi.useRealTimers()
    }
    expect(session.getTokens().accessToken.value).not.toBe(first.value)
    expect(emulator.stats().tokenRequests).toMatchObject({ anonymous: 1, refresh_token: 1 })
    expect(log.map((entry) => entry.status)).toEqual([404, 404])
  })
})

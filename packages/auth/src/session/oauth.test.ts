import { createClient, InvalidInputError, NetworkError } from '@vitrine/core'
import { DEMO_CLIENT_ID } from '@vitrine/emulator'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { emulatorVisitor, HOST, nowSeconds, setup, touch } from '../../test/helpers'
import { SessionError, TokenRequestError } from '../errors'
import { memoryStorage } from '../storage/memory-storage'
import type { Tokens } from '../tokens'
import { oauth } from './oauth'
import type { SessionChange } from './types'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('oauth() session', () => {
  it('starts with no tokens and role none', () => {
    const session = oauth({ clientId: DEMO_CLIENT_ID })
    expect(session.role).toBe('none')
    expect(session.loggedIn()).toBe(false)
    expect(session.loginState).toBe('INITIAL')
    expect(session.getTokens()).toEqual({
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: '', role: 'none' },
    })
  })

  it('becomes a visitor on the first request and sends the raw access token (no Bearer)', async () => {
    const seen: (string | null)[] = []
    const { emulator, session, client } = setup({
      fetch: (emulator) => async (input, init) => {
        const request = new Request(input, init)
        if (!request.url.endsWith('/oauth2/token')) seen.push(request.headers.get('authorization'))
        return emulator.fetch(request)
      },
    })
    await touch(client)
    const tokens = session.getTokens()
    expect(session.role).toBe('visitor')
    expect(tokens.accessToken.value).not.toBe('')
    expect(tokens.refreshToken).toEqual({ value: expect.any(String), role: 'visitor' })
    expect(tokens.accessToken.expiresAt).toBeGreaterThan(nowSeconds() + 14_000)
    expect(seen).toEqual([tokens.accessToken.value])
    expect(emulator.stats().tokenRequests.anonymous).toBe(1)
  })

  it('reuses a usable access token without asking for another', async () => {
    const { emulator, client } = setup()
    await touch(client)
    await touch(client)
    await touch(client)
    expect(emulator.stats().tokenRequests.total).toBe(1)
  })

  it('renews a little early: a token expiring within the margin is refreshed before the request', async () => {
    const { emulator, session, client } = setup()
    const visitor = await emulatorVisitor(emulator)
    await session.setTokens({
      ...visitor,
      accessToken: { value: 'about-to-expire', expiresAt: nowSeconds() + 30 },
    })
    emulator.resetStats()
    expect(await touch(client)).toBe(404)
    expect(emulator.stats().tokenRequests).toMatchObject({ total: 1, refresh_token: 1 })
    expect(session.getTokens().accessToken.value).not.toBe('about-to-expire')
    expect(session.getTokens().refreshToken).toEqual(visitor.refreshToken)
  })

  it('getTokens() returns a copy the caller cannot use to change the session', async () => {
    const { session, client } = setup()
    await touch(client)
    const copy = session.getTokens()
    copy.accessToken.value = 'changed'
    copy.refreshToken.role = 'member'
    expect(session.getTokens().accessToken.value).not.toBe('changed')
    expect(session.role).toBe('visitor')
  })

  it('visitorTokens() gets visitor tokens once and returns them', async () => {
    const { emulator, session } = setup()
    const first = await session.visitorTokens()
    const second = await session.visitorTokens()
    expect(first).toEqual(second)
    expect(first.refreshToken.role).toBe('visitor')
    expect(emulator.stats().tokenRequests.anonymous).toBe(1)
  })

  it('renewTokens() uses the refresh grant and keeps the role and refresh token', async () => {
    const { emulator, session } = setup()
    const before = await session.visitorTokens()
    const after = await session.renewTokens()
    expect(emulator.stats().tokenRequests).toMatchObject({ anonymous: 1, refresh_token: 1 })
    expect(after.accessToken.value).not.toBe(before.accessToken.value)
    expect(after.refreshToken).toEqual(before.refreshToken)
  })

  it('setTokens() replaces the tokens, tells listeners, and validates its input', async () => {
    const session = oauth({ clientId: DEMO_CLIENT_ID })
    const changes: SessionChange[] = []
    session.subscribe((change) => changes.push(change))
    const member: Tokens = {
      accessToken: { value: 'a', expiresAt: nowSeconds() + 3600 },
      refreshToken: { value: 'r', role: 'member' },
    }
    await session.setTokens(member)
    expect(session.loggedIn()).toBe(true)
    expect(changes).toEqual([{ role: 'member', previousRole: 'none', reason: 'set' }])
    await expect(session.setTokens(null as unknown as Tokens)).rejects.toBeInstanceOf(InvalidInputError)
  })

  it('takes initial tokens and writes them to its storage', async () => {
    const storage = memoryStorage()
    const tokens: Tokens = {
      accessToken: { value: 'a', expiresAt: nowSeconds() + 3600 },
      refreshToken: { value: 'r', role: 'visitor' },
    }
    const session = oauth({ clientId: DEMO_CLIENT_ID, storage, tokens })
    expect(session.getTokens()).toEqual(tokens)
    await session.visitorTokens().catch(() => undefined)
    expect(storage.get()).toEqual(tokens)
  })

  it('reads tokens from an asynchronous storage before the first request', async () => {
    const { emulator } = setup()
    const visitor = await emulatorVisitor(emulator)
    const session = oauth({
      clientId: DEMO_CLIENT_ID,
      storage: { get: async () => visitor, set: async () => {}, remove: async () => {} },
    })
    const changes: SessionChange[] = []
    session.subscribe((change) => changes.push(change))
    const client = createClient({ host: HOST, fetch: emulator.fetch, auth: session })
    emulator.resetStats()
    await touch(client)
    expect(emulator.stats().tokenRequests.total).toBe(0)
    expect(changes).toEqual([{ role: 'visitor', previousRole: 'none', reason: 'load' }])
  })

  it('subscribe() tells each change once and stops after unsubscribe; a throwing listener harms no one', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { session } = setup()
    const changes: SessionChange[] = []
    session.subscribe(() => {
      throw new Error('listener bug')
    })
    const stop = session.subscribe((change) => changes.push(change))
    await session.visitorTokens()
    await session.renewTokens()
    stop()
    await session.logout()
    expect(changes.map((c) => c.reason)).toEqual(['visitor', 'refresh'])
    expect(error).toHaveBeenCalled()
    expect(() => session.subscribe(undefined as unknown as () => void)).toThrow(InvalidInputError)
  })

  it('refuses bad options with errors that name the field', () => {
    expect(() => oauth({ clientId: '' })).toThrow(/"clientId"/)
    expect(() => oauth({ clientId: 'x', storage: {} as never })).toThrow(/"storage"/)
    expect(() => oauth({ clientId: 'x', tokens: 'nope' as never })).toThrow(/"tokens"/)
    expect(() => oauth(undefined as never)).toThrow(InvalidInputError)
  })

  it('belongs to one client: a second attach is refused, and it must be attached before use', async () => {
    const session = oauth({ clientId: DEMO_CLIENT_ID })
    await expect(session.getAuthHeaders()).rejects.toMatchObject({ code: 'SESSION_NOT_ATTACHED' })
    createClient({ host: HOST, auth: session })
    let error: unknown
    try {
      createClient({ host: HOST, auth: session })
    } catch (e) {
      error = e
    }
    expect(SessionError.is(error)).toBe(true)
    expect(error).toMatchObject({ code: 'SESSION_ALREADY_ATTACHED' })
  })

  it('a 401 for the current token renews once and retries; the call succeeds', async () => {
    const { emulator, session, client } = setup()
    const first = await session.visitorTokens()
    // The platform revokes this access token (e.g. a password change elsewhere) before it expires.
    emulator.faults.add({
      match: (request) => request.headers.get('authorization') === first.accessToken.value,
      status: 401,
    })
    emulator.resetStats()
    expect(await touch(client)).toBe(404)
    expect(emulator.stats().tokenRequests).toMatchObject({ total: 1, refresh_token: 1 })
    expect(session.getTokens().accessToken.value).not.toBe(first.accessToken.value)
  })

  it('a late 401 for a token that is no longer current does not refresh again, it just retries', async () => {
    const { emulator, session } = setup()
    const first = await session.visitorTokens()
    await session.renewTokens()
    emulator.resetStats()
    expect(await session.onUnauthorized({ authorization: first.accessToken.value })).toBe(true)
    expect(emulator.stats().tokenRequests.total).toBe(0)
    expect(await session.onUnauthorized({})).toBe(false)
  })

  it('a refresh that fails with a network error keeps the session and surfaces the error', async () => {
    const { emulator, session, client } = setup()
    const visitor = await session.visitorTokens()
    await session.setTokens({ ...visitor, accessToken: { value: 'expired', expiresAt: 1 } })
    emulator.faults.add({ match: '/oauth2/token', drop: true, times: 1 })
    await expect(touch(client)).rejects.toBeInstanceOf(NetworkError)
    expect(session.getTokens().refreshToken).toEqual(visitor.refreshToken)
    expect(session.role).toBe('visitor')
    // The next call recovers with the same session.
    expect(await touch(client)).toBe(404)
    expect(session.getTokens().refreshToken).toEqual(visitor.refreshToken)
  })

  it('a refresh answered invalid_grant becomes a new visitor and reports the reset', async () => {
    const onSessionReset = vi.fn()
    const { emulator, session, client } = setup({ session: { onSessionReset } })
    const visitor = await session.visitorTokens()
    emulator.revokeRefreshToken(visitor.refreshToken.value)
    const changes: SessionChange[] = []
    session.subscribe((change) => changes.push(change))
    expect(await touch(client)).toBe(404)
    const after = session.getTokens()
    expect(after.refreshToken.value).not.toBe(visitor.refreshToken.value)
    expect(after.refreshToken.role).toBe('visitor')
    expect(onSessionReset).toHaveBeenCalledTimes(1)
    const event = onSessionReset.mock.calls[0]?.[0]
    expect(event).toMatchObject({ reason: 'invalid_grant', previousRole: 'visitor' })
    expect(TokenRequestError.is(event.error)).toBe(true)
    expect(changes.map((c) => c.reason)).toEqual(['reset'])
  })
})

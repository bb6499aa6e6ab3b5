/**
 * A token that cannot be sent is never stored (issue 12, point 2): a token answer whose
 * `access_token` or `refresh_token` holds CR/LF, NUL or characters outside Latin-1 would make
 * every later call fail as a network error (`fetch` refuses such a header), leaving the session
 * stuck until expiry. It is refused as an invalid token response before it is stored or sent,
 * and the session keeps the tokens it had.
 */
import { createClient } from '@vitrine/core'
import { DEMO_CLIENT_ID } from '@vitrine/emulator'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { localStorageStore, memoryStorage, oauth, TokenRequestError, type Tokens } from '../src/index'
import { FakeWebStorage } from './fake-web-storage'
import { emulatorVisitor, HOST, setup, touch } from './helpers'

afterEach(() => {
  vi.unstubAllGlobals()
})

const UNSENDABLE: [string, string][] = [
  ['CR/LF', 'abc\r\nx-injected: 1'],
  ['a lone LF', 'abc\ndef'],
  ['NUL', 'abc\u0000def'],
  ['a character outside Latin-1', 'abc€def'],
  ['an emoji', 'abc😀'],
  ['a space', 'abc def'],
  ['a control character', 'abc\u0007def'],
]

describe('token answers with a token that cannot be sent', () => {
  for (const field of ['access_token', 'refresh_token'] as const) {
    for (const [name, value] of UNSENDABLE) {
      it(`a refresh answer whose ${field} holds ${name} is refused (INVALID_TOKEN_RESPONSE); the session keeps its tokens and sends nothing with it`, async () => {
        const storage = memoryStorage()
        const authorizations: (string | null)[] = []
        const { emulator, session, client } = setup({
          session: { storage },
          fetch: (emulator) => async (input, init) => {
            const request = new Request(input, init)
            if (!request.url.endsWith('/oauth2/token'))
              authorizations.push(request.headers.get('authorization'))
            return emulator.fetch(request)
          },
        })
        const visitor = await emulatorVisitor(emulator)
        const expired: Tokens = { ...visitor, accessToken: { value: 'expired', expiresAt: 1 } }
        await session.setTokens(expired)
        const answer = { access_token: 'fresh-access', refresh_token: 'fresh-refresh', expires_in: 3600 }
        emulator.faults.add({
          match: '/oauth2/token',
          status: 200,
          body: JSON.stringify({ ...answer, [field]: value }),
          headers: { 'content-type': 'application/json' },
          times: 1,
        })
        const error = await touch(client).catch((e: unknown) => e)
        expect(TokenRequestError.is(error)).toBe(true)
        expect(error).toMatchObject({ code: 'INVALID_TOKEN_RESPONSE', status: 200 })
        expect(session.getTokens()).toEqual(expired)
        expect(storage.get()).toEqual(expired)
        expect(authorizations).toEqual([])
        // Not stuck: the next call renews with the refresh token it kept.
        expect(await touch(client)).toBe(404)
        expect(session.getTokens().refreshToken).toEqual(visitor.refreshToken)
      })
    }
  }

  it('a first (anonymous) answer with an unsendable token leaves the session with no tokens, not broken ones', async () => {
    const { emulator, session, client } = setup()
    emulator.faults.add({
      match: '/oauth2/token',
      status: 200,
      body: JSON.stringify({ access_token: 'a\r\nb', refresh_token: 'r', expires_in: 3600 }),
      times: 1,
    })
    await expect(touch(client)).rejects.toMatchObject({ code: 'INVALID_TOKEN_RESPONSE' })
    expect(session.role).toBe('none')
    expect(await touch(client)).toBe(404)
    expect(session.role).toBe('visitor')
  })

  it('Latin-1 tokens are sendable and kept', async () => {
    const { emulator, session, client } = setup()
    const visitor = await emulatorVisitor(emulator)
    emulator.faults.add({
      match: '/oauth2/token',
      status: 200,
      body: JSON.stringify({
        access_token: visitor.accessToken.value,
        refresh_token: 'refresh-é',
        expires_in: 3600,
      }),
      times: 1,
    })
    expect(await touch(client)).toBe(404)
    expect(session.getTokens().refreshToken.value).toBe('refresh-é')
  })

  it('a stored token that cannot be sent (an old version, a tampered localStorage) reads as no token: the session renews instead of failing every call', async () => {
    vi.stubGlobal('localStorage', new FakeWebStorage())
    const { emulator } = setup()
    const visitor = await emulatorVisitor(emulator)
    localStorage.setItem(
      'vitrine.session',
      JSON.stringify({ ...visitor, accessToken: { value: 'bad\r\nvalue', expiresAt: 2_000_000_000 } }),
    )
    const session = oauth({ clientId: DEMO_CLIENT_ID, storage: localStorageStore() })
    expect(session.getTokens().accessToken.value).toBe('')
    expect(session.getTokens().refreshToken).toEqual(visitor.refreshToken)
    const client = createClient({ host: HOST, fetch: emulator.fetch, auth: session })
    expect(await touch(client)).toBe(404)
    expect(emulator.stats().tokenRequests.refresh_token).toBe(1)
  })
})

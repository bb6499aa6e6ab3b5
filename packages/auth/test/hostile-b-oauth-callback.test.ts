/**
 * hostile-inputs.md, section B: the OAuth callback, PKCE and the hidden frame, against the
 * emulator's hosted pages. (PKCE lengths, characters, bias and the RFC 7636 vector are in
 * `src/pkce.test.ts`; the same frame cases in a real browser are in `hidden-frame.e2e.test.ts`.)
 */
import { DEMO_CLIENT_ID, DEMO_MEMBER, type Emulator } from '@vitrine/emulator'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  MemberTokensError,
  OAuthCallbackError,
  OAuthError,
  OAuthTimeoutError,
  PkceError,
} from '../src/errors'
import { oauth } from '../src/session/oauth'
import { type FakeFrame, type FakePage, framePost, installFakePage } from './fake-frame-dom'
import { FakeWebStorage } from './fake-web-storage'
import { HOST, hostedLogin, setup } from './helpers'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const REDIRECT = 'http://localhost:3000/callback'
const MEMBER = { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }

async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: unknown) => error,
  )
}

function withParams(url: string, part: 'query' | 'fragment', params: Record<string, string>): string {
  const target = new URL(url)
  const search = new URLSearchParams(params).toString()
  if (part === 'query') target.search = search
  else target.hash = search
  return target.toString()
}

describe('hostile B: OAuth callback', () => {
  it('B1: a callback whose state is not the stored one is "Invalid _state": no token request, the transaction is gone', async () => {
    const { emulator, session } = setup()
    const url = await session.authUrl({ redirectUri: REDIRECT })
    const callback = await hostedLogin(emulator, url, MEMBER)
    const forged = callback.replace(/state=[^&]+/, 'state=forged-state')
    const error = await errorOf(session.handleRedirect(forged))
    expect(OAuthCallbackError.is(error)).toBe(true)
    expect(error).toMatchObject({ code: 'INVALID_STATE', message: 'Invalid _state' })
    // The stored transaction was deleted: even the genuine callback is refused now.
    await expect(session.handleRedirect(callback)).rejects.toThrow('Invalid _state')
    expect(emulator.stats().tokenRequests.authorization_code).toBe(0)
    expect(session.loggedIn()).toBe(false)
  })

  it('B1: a missing code or a missing state is "Missing code or _state"', async () => {
    const { emulator, session } = setup()
    const url = await session.authUrl({ redirectUri: REDIRECT })
    const callback = new URL(await hostedLogin(emulator, url, MEMBER))
    const params = new URLSearchParams(callback.hash.slice(1))
    const state = params.get('state') as string
    const code = params.get('code') as string
    await expect(session.handleRedirect(withParams(REDIRECT, 'fragment', { code }))).rejects.toThrow(
      'Missing code or _state',
    )
    await expect(session.handleRedirect(REDIRECT)).rejects.toMatchObject({ code: 'MISSING_CODE_OR_STATE' })
    await expect(session.handleRedirect(withParams(REDIRECT, 'fragment', { state }))).rejects.toThrow(
      'Missing code or _state',
    )
    expect(emulator.stats().tokenRequests.authorization_code).toBe(0)
  })

  it('B2: error=access_denied with the right state is a typed OAuth error with the description as capped plain text', async () => {
    const { emulator, session } = setup()
    const url = await session.authUrl({ redirectUri: REDIRECT })
    const cancelled = await hostedLogin(emulator, url, 'cancel')
    const error = await errorOf(session.handleRedirect(cancelled))
    expect(OAuthError.is(error)).toBe(true)
    expect(error).toMatchObject({
      code: 'OAUTH_ERROR',
      oauthError: 'access_denied',
      description: 'The member cancelled the login',
    })

    const again = await session.authUrl({ redirectUri: REDIRECT })
    const state = new URL(again).searchParams.get('state') as string
    const hostile = withParams(REDIRECT, 'fragment', {
      state,
      error: 'access_denied',
      error_description: `<img src=x onerror=alert(1)>\n\u0000${'x'.repeat(5000)}`,
    })
    const capped = (await errorOf(session.handleRedirect(hostile))) as OAuthError
    expect(capped.description?.length).toBeLessThanOrEqual(501)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: checking that none is left
    expect(capped.description).not.toMatch(/[\u0000-\u001f]/)
    expect(capped.description?.startsWith('<img src=x onerror=alert(1)>')).toBe(true) // text, never markup we render
    expect(emulator.stats().tokenRequests.authorization_code).toBe(0)
  })

  it('B2: error=access_denied with a wrong state is "Invalid _state"', async () => {
    const { session } = setup()
    await session.authUrl({ redirectUri: REDIRECT })
    const forged = withParams(REDIRECT, 'fragment', { state: 'someone-else', error: 'access_denied' })
    await expect(session.handleRedirect(forged)).rejects.toThrow('Invalid _state')
  })

  it('B3: a code in the query when the flow asked for the fragment is not read (and the reverse)', async () => {
    const { emulator, session } = setup()
    for (const [asked, sent] of [
      ['fragment', 'query'],
      ['query', 'fragment'],
    ] as const) {
      const url = await session.authUrl({ redirectUri: REDIRECT, responseMode: asked })
      const callback = new URL(await hostedLogin(emulator, url, MEMBER))
      const params = Object.fromEntries(
        new URLSearchParams(asked === 'query' ? callback.search : callback.hash.slice(1)),
      )
      const moved = withParams(REDIRECT, sent, params)
      await expect(session.handleRedirect(moved)).rejects.toThrow(OAuthCallbackError)
    }
    expect(emulator.stats().tokenRequests.authorization_code).toBe(0)
    expect(session.loggedIn()).toBe(false)
  })

  it('B4: the same callback processed twice: the second is "Invalid _state", the code is exchanged once', async () => {
    const { emulator, session } = setup()
    const url = await session.authUrl({ redirectUri: REDIRECT })
    const callback = await hostedLogin(emulator, url, MEMBER)
    await session.handleRedirect(callback)
    await expect(session.handleRedirect(callback)).rejects.toThrow('Invalid _state')
    expect(emulator.stats().tokenRequests.authorization_code).toBe(1)
  })

  it('B4: a second tab processing the same callback (shared storage) gets "Invalid _state"', async () => {
    vi.stubGlobal('localStorage', new FakeWebStorage())
    const { emulator, session } = setup()
    const secondTab = oauth({ clientId: DEMO_CLIENT_ID })
    const { createClient } = await import('@vitrine/core')
    createClient({ host: HOST, fetch: emulator.fetch, auth: secondTab })
    const callback = await hostedLogin(emulator, await session.authUrl({ redirectUri: REDIRECT }), MEMBER)
    await session.handleRedirect(callback)
    await expect(secondTab.handleRedirect(callback)).rejects.toThrow('Invalid _state')
    expect(emulator.stats().tokenRequests.authorization_code).toBe(1)
  })

  it('B5: a stored verifier that was tampered with (+ / = space é, a lone surrogate) is rejected before hashing', async () => {
    const storage = new FakeWebStorage()
    vi.stubGlobal('localStorage', storage)
    for (const bad of ['+', '/', '=', ' ', 'é', '\uD800']) {
      const { emulator, session } = setup()
      const callback = await hostedLogin(emulator, await session.authUrl({ redirectUri: REDIRECT }), MEMBER)
      const state = new URLSearchParams(new URL(callback).hash.slice(1)).get('state') as string
      const key = `vitrine.oauth:${DEMO_CLIENT_ID}:${state}`
      const transaction = JSON.parse(storage.getItem(key) as string)
      transaction.codeVerifier = `${transaction.codeVerifier.slice(1)}${bad}`
      storage.setItem(key, JSON.stringify(transaction))
      const digest = vi.spyOn(crypto.subtle, 'digest')
      const error = await errorOf(session.handleRedirect(callback))
      expect(PkceError.is(error)).toBe(true)
      expect(digest).not.toHaveBeenCalled()
      digest.mockRestore()
      expect(emulator.stats().tokenRequests.authorization_code).toBe(0)
    }
  })

  it('B6: two logins started in two tabs are each keyed by their own state: both callbacks succeed', async () => {
    vi.stubGlobal('localStorage', new FakeWebStorage())
    const { emulator, session } = setup()
    const other = oauth({ clientId: DEMO_CLIENT_ID })
    const { createClient } = await import('@vitrine/core')
    createClient({ host: HOST, fetch: emulator.fetch, auth: other })
    const first = await session.authUrl({ redirectUri: REDIRECT })
    const second = await other.authUrl({ redirectUri: REDIRECT, responseMode: 'query' })
    const secondCallback = await hostedLogin(emulator, second, MEMBER)
    const firstCallback = await hostedLogin(emulator, first, MEMBER)
    await other.handleRedirect(secondCallback)
    await session.handleRedirect(firstCallback)
    expect(session.loggedIn()).toBe(true)
    expect(other.loggedIn()).toBe(true)
    expect(emulator.stats().tokenRequests.authorization_code).toBe(2)
  })

  it('B9: a code exchange answered 400 invalid_grant is "Failed to get member tokens"; the visitor tokens stay', async () => {
    const { emulator, session } = setup()
    const visitor = await session.visitorTokens()
    const callback = await hostedLogin(emulator, await session.authUrl({ redirectUri: REDIRECT }), MEMBER)
    emulator.faults.add({
      match: '/oauth2/token',
      status: 400,
      body: '{"error":"invalid_grant","error_description":"The authorization code has expired"}',
      times: 1,
    })
    const error = await errorOf(session.handleRedirect(callback))
    expect(MemberTokensError.is(error)).toBe(true)
    expect(error).toMatchObject({ message: 'Failed to get member tokens', code: 'MEMBER_TOKENS_FAILED' })
    expect((error as Error).cause).toMatchObject({ status: 400, oauthError: 'invalid_grant' })
    expect(session.getTokens()).toEqual(visitor)
  })
})

describe('hostile B: hidden frame (loginInBackground)', () => {
  /** A direct login's session token, and the session in a fake page. */
  async function prepared(): Promise<{
    emulator: Emulator
    session: ReturnType<typeof setup>['session']
    page: FakePage
  }> {
    const page = installFakePage()
    const { emulator, session } = setup()
    const result = await session.login(MEMBER)
    if (result.state !== 'SUCCESS') throw new Error(`login failed: ${result.state}`)
    return { emulator, session, page }
  }

  function gone(page: FakePage, frame: FakeFrame): void {
    expect(frame.removed).toBe(true)
    expect(page.listeners()).toBe(0)
  }

  it('B7: completes with the frame’s answer; frame, listener and timer are removed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { emulator, session, page } = await prepared()
    const done = session.loginInBackground()
    const frame = await page.nextFrame()
    expect(frame.style['display']).toBe('none')
    expect(new URL(frame.src).searchParams.get('response_mode')).toBe('web_message')
    expect(new URL(frame.src).searchParams.get('prompt')).toBe('none')
    const { data, targetOrigin } = await framePost(emulator.fetch, frame, page.origin)
    expect(targetOrigin).toBe(page.origin)
    page.post(data, new URL(frame.src).origin, frame.contentWindow)
    const tokens = await done
    expect(tokens.refreshToken.role).toBe('member')
    expect(session.loggedIn()).toBe(true)
    expect(session.loginState).toBe('INITIAL')
    gone(page, frame)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('B7: ignores messages from a foreign origin, from another window, or with junk data', async () => {
    const { emulator, session, page } = await prepared()
    const done = session.loginInBackground()
    const frame = await page.nextFrame()
    const { data } = await framePost(emulator.fetch, frame, page.origin)
    const platform = new URL(frame.src).origin
    const otherWindow = {}
    page.post(data, 'https://evil.example', frame.contentWindow)
    page.post(data, platform, otherWindow)
    page.post(data, platform, null)
    for (const junk of ['', null, {}, [], 42, 'x'.repeat(10 * 1024 * 1024), { state: 'other' }]) {
      page.post(junk, platform, frame.contentWindow)
    }
    const hostileGetter = {}
    Object.defineProperty(hostileGetter, 'state', {
      get() {
        throw new Error('boom')
      },
    })
    page.post(hostileGetter, platform, frame.contentWindow)
    expect(frame.removed).toBe(false)
    expect(page.listeners()).toBe(1)
    page.post(data, platform, frame.contentWindow)
    await done
    gone(page, frame)
    expect(emulator.stats().tokenRequests.authorization_code).toBe(1)
  })

  it('B7: an error answer from the frame is a typed OAuth error; everything is removed', async () => {
    const { emulator, session, page } = await prepared()
    const done = session.loginInBackground('JWS.session.unknown-token')
    const frame = await page.nextFrame()
    const { data } = await framePost(emulator.fetch, frame, page.origin)
    page.post(data, new URL(frame.src).origin, frame.contentWindow)
    const error = await errorOf(done)
    expect(OAuthError.is(error)).toBe(true)
    expect(error).toMatchObject({ oauthError: 'login_required' })
    gone(page, frame)
    expect(session.loggedIn()).toBe(false)
  })

  it('B8: no answer for 120 000 ms is "OAuth flow timed out"; frame, listener and timer are removed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { session, page } = await prepared()
    const done = session.loginInBackground()
    const outcome = errorOf(done)
    const frame = await page.nextFrame()
    vi.advanceTimersByTime(119_999)
    expect(frame.removed).toBe(false)
    vi.advanceTimersByTime(1)
    const error = await outcome
    expect(OAuthTimeoutError.is(error)).toBe(true)
    expect((error as Error).message).toBe('OAuth flow timed out')
    gone(page, frame)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('B7: a frame answer without a code is "Missing code or _state"', async () => {
    const { session, page } = await prepared()
    const done = session.loginInBackground()
    const frame = await page.nextFrame()
    const state = new URL(frame.src).searchParams.get('state')
    page.post({ state }, new URL(frame.src).origin, frame.contentWindow)
    await expect(done).rejects.toThrow('Missing code or _state')
    gone(page, frame)
  })

  it('refuses to start without a session token', async () => {
    installFakePage()
    const { session } = setup()
    await expect(session.loginInBackground()).rejects.toThrow(/"sessionToken"/)
  })
})

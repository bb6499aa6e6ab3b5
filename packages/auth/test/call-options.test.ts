/**
 * Core's `CallOptions` on every method of `@vitrine/auth` that calls the platform: an aborted
 * call rejects with the signal's own reason (the same whichever package or method), a per-call
 * `timeout` bounds the identity calls, and hooks see each call under its operation name.
 */
import { createClient, type ErrorHookEvent, type RequestHookEvent, TimeoutError } from '@vitrine/core'
import { createEmulator, DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_MEMBER } from '@vitrine/emulator'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { identity, oauth, redirects } from '../src/index'
import { installFakePage } from './fake-frame-dom'
import { emulatorVisitor, HOST, hostedLogin, setup } from './helpers'

afterEach(() => {
  vi.unstubAllGlobals()
})

const REDIRECT = 'http://localhost:3000/callback'
const MEMBER = { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }

/** A client with the identity and redirects modules, on a fresh emulator, as a visitor. */
async function modules() {
  const emulator = createEmulator()
  const session = oauth({ clientId: DEMO_CLIENT_ID })
  const client = createClient({
    host: HOST,
    fetch: emulator.fetch,
    auth: session,
    modules: { identity, redirects },
    retry: false,
  })
  await session.visitorTokens()
  return { emulator, client }
}

/**
 * Calls `call` with a signal aborted `after` ms later (`'before'`: already aborted when the call
 * is made) and returns what it rejected with, and the signal's reason.
 */
async function aborted(
  call: (signal: AbortSignal) => Promise<unknown>,
  after: number | 'before',
): Promise<{ error: unknown; reason: unknown }> {
  const controller = new AbortController()
  const reason = new Error('the caller went away')
  if (after === 'before') controller.abort(reason)
  const pending = call(controller.signal).then(
    () => {
      throw new Error('expected the call to reject')
    },
    (error: unknown) => error,
  )
  if (after !== 'before') setTimeout(() => controller.abort(reason), after)
  return { error: await pending, reason }
}

describe('aborting every network method of the identity and redirects modules', () => {
  // Each call answers after 2 s, so the abort lands while it is on the wire.
  const calls: [
    string,
    (c: Awaited<ReturnType<typeof modules>>['client'], signal: AbortSignal) => Promise<unknown>,
  ][] = [
    ['registerV1', (c, signal) => c.identity.registerV1({ authenticatorId: 'password' }, { signal })],
    ['loginV1', (c, signal) => c.identity.loginV1({ loginId: { email: MEMBER.email } }, { signal })],
    [
      'registerV2',
      (c, signal) => c.identity.registerV2({ email: 'new@example.com', password: 'pw' }, { signal }),
    ],
    ['loginV2', (c, signal) => c.identity.loginV2(MEMBER, { signal })],
    ['changePassword', (c, signal) => c.identity.changePassword({ newPassword: 'next' }, { signal })],
    [
      'loginWithTokenParams',
      (c, signal) => c.identity.loginWithTokenParams({ idpConnectionId: 'idp', tokenParams: {} }, { signal }),
    ],
    ['proceed', (c, signal) => c.identity.proceed({ stateToken: 'state' }, { signal })],
    ['signOn', (c, signal) => c.identity.signOn({ email: 'x@example.com' }, { signal })],
    ['logoutV1', (c, signal) => c.identity.logoutV1({}, { signal })],
    ['sendRecoveryEmail', (c, signal) => c.identity.sendRecoveryEmail({ email: MEMBER.email }, { signal })],
    ['sendActivationEmail', (c, signal) => c.identity.sendActivationEmail({ identityId: 'id' }, { signal })],
    ['recover', (c, signal) => c.identity.recover({ recoveryToken: 't', password: 'p' }, { signal })],
    ['startVerification', (c, signal) => c.identity.startVerification({ identityId: 'id' }, { signal })],
    ['verify', (c, signal) => c.identity.verify({ code: '1', stateToken: 's' }, { signal })],
    ['resend', (c, signal) => c.identity.resend({ stateToken: 's' }, { signal })],
    [
      'createRedirectSession',
      (c, signal) => c.redirects.createRedirectSession({ logout: { clientId: DEMO_CLIENT_ID } }, { signal }),
    ],
  ]
  for (const [name, call] of calls) {
    it(`${name}: aborted on the wire, it rejects with the signal's reason`, async () => {
      const { emulator, client } = await modules()
      emulator.faults.add({ delayMs: 2000, times: 1 })
      const { error, reason } = await aborted((signal) => call(client, signal), 20)
      expect(error).toBe(reason)
    })
  }

  it('a call aborted before it starts is never sent', async () => {
    const { emulator, client } = await modules()
    emulator.resetStats()
    const { error, reason } = await aborted((signal) => client.identity.loginV2(MEMBER, { signal }), 'before')
    expect(error).toBe(reason)
    expect(emulator.stats().requests).toBe(0)
  })

  it('identity calls honour a per-call timeout', async () => {
    const { emulator, client } = await modules()
    emulator.faults.add({ match: '/v2/login', delayMs: 1000, times: 1 })
    const error = await client.identity.loginV2(MEMBER, { timeout: 50 }).catch((e: unknown) => e)
    expect(TimeoutError.is(error)).toBe(true)
    expect(error).toMatchObject({ timeout: 50 })
    // The next call, with the client's own timeout, goes through.
    expect((await client.identity.loginV2(MEMBER)).state).toBe('SUCCESS')
  })

  it('refuses call options that are not ones, before sending', async () => {
    const { emulator, client } = await modules()
    emulator.resetStats()
    await expect(client.identity.loginV2(MEMBER, { timeout: -1 })).rejects.toThrow(/"options.timeout"/)
    expect(emulator.stats().requests).toBe(0)
  })
})

describe('aborting every network method of the session', () => {
  type Session = ReturnType<typeof setup>['session']
  const now: [string, (session: Session, signal: AbortSignal) => Promise<unknown>][] = [
    ['login', (s, signal) => s.login(MEMBER, { signal })],
    ['register', (s, signal) => s.register({ email: 'new@example.com', password: 'pw' }, { signal })],
    ['verifyEmail', (s, signal) => s.verifyEmail('123456', { signal })],
    ['resendVerification', (s, signal) => s.resendVerification({ signal })],
    ['sendPasswordResetEmail', (s, signal) => s.sendPasswordResetEmail(MEMBER.email, REDIRECT, { signal })],
    ['authUrl', (s, signal) => s.authUrl({ redirectUri: REDIRECT, signal })],
    ['loginWithRedirect', (s, signal) => s.loginWithRedirect({ redirectUri: REDIRECT, signal })],
    ['handleRedirect', (s, signal) => s.handleRedirect(`${REDIRECT}#code=c&state=s`, { signal })],
    ['loginInBackground', (s, signal) => s.loginInBackground('JWS.session', { signal })],
    ['logout with a hosted logout', (s, signal) => s.logout({ returnUrl: REDIRECT, signal })],
    ['checkoutUrl', (s, signal) => s.checkoutUrl('chk-1', { signal })],
    [
      'authorizeMember',
      (s, signal) => s.authorizeMember({ memberId: 'member', apiKey: DEMO_API_KEY, signal }),
    ],
    ['renewTokens', (s, signal) => s.renewTokens({ signal })],
    ['visitorTokens', (s, signal) => s.visitorTokens({ signal })],
  ]
  for (const [name, call] of now) {
    it(`${name}: aborted before it starts, it rejects with the signal's reason and makes no request`, async () => {
      const { emulator, session } = setup()
      const { error, reason } = await aborted((signal) => call(session, signal), 'before')
      expect(error).toBe(reason)
      expect(emulator.stats().requests).toBe(0)
    })
  }

  it('login, authUrl, checkoutUrl and logout: aborted on the wire, they reject with the reason (login never turns it into a FAILURE)', async () => {
    const { emulator, session } = setup()
    await session.visitorTokens()
    for (const call of [
      (signal: AbortSignal) => session.login(MEMBER, { signal }),
      (signal: AbortSignal) => session.authUrl({ redirectUri: REDIRECT, signal }),
      (signal: AbortSignal) => session.checkoutUrl('chk-1', { signal }),
      (signal: AbortSignal) => session.logout({ returnUrl: REDIRECT, signal }),
    ]) {
      emulator.faults.add({ delayMs: 2000, times: 1 })
      const { error, reason } = await aborted(call, 20)
      expect(error).toBe(reason)
    }
    expect(session.loginState).toBe('INITIAL')
  })

  it('handleRedirect: the code exchange aborted on the wire rejects with the reason, not "Failed to get member tokens"', async () => {
    const { emulator, session } = setup()
    const callback = await hostedLogin(emulator, await session.authUrl({ redirectUri: REDIRECT }), MEMBER)
    emulator.faults.add({ match: '/oauth2/token', delayMs: 2000, times: 1 })
    const { error, reason } = await aborted((signal) => session.handleRedirect(callback, { signal }), 20)
    expect(error).toBe(reason)
    expect(session.loggedIn()).toBe(false)
  })

  it('loginInBackground: aborted while the hidden frame works, it rejects with the reason; frame, listener and timer are removed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const page = installFakePage()
      const { session } = setup()
      expect((await session.login(MEMBER)).state).toBe('SUCCESS')
      const controller = new AbortController()
      const reason = new Error('the member closed the dialog')
      const done = session
        .loginInBackground(undefined, { signal: controller.signal })
        .catch((e: unknown) => e)
      const frame = await page.nextFrame()
      expect(page.listeners()).toBe(1)
      controller.abort(reason)
      expect(await done).toBe(reason)
      expect(frame.removed).toBe(true)
      expect(page.listeners()).toBe(0)
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('visitorTokens: one caller leaving does not stop the renewal the others wait for', async () => {
    const { emulator, session } = setup()
    emulator.faults.add({ match: '/oauth2/token', delayMs: 200, times: 1 })
    const controller = new AbortController()
    const leaving = session.visitorTokens({ signal: controller.signal }).catch((e: unknown) => e)
    const staying = session.visitorTokens()
    controller.abort()
    expect(await leaving).toMatchObject({ name: 'AbortError' })
    expect((await staying).refreshToken.role).toBe('visitor')
    expect(emulator.stats().tokenRequests.anonymous).toBe(1)
  })

  it('renewTokens: a per-call timeout bounds the token request it starts', async () => {
    const { emulator, session } = setup()
    const visitor = await emulatorVisitor(emulator)
    await session.setTokens(visitor)
    emulator.faults.add({ match: '/oauth2/token', delayMs: 1000, times: 1 })
    const error = await session.renewTokens({ timeout: 50 }).catch((e: unknown) => e)
    expect(TimeoutError.is(error)).toBe(true)
    expect(session.getTokens()).toEqual(visitor)
  })
})

describe('hooks', () => {
  it('see token requests as oauth.token and identity calls by their operation name, with no secret', async () => {
    const emulator = createEmulator()
    const events: RequestHookEvent[] = []
    const failures: ErrorHookEvent[] = []
    const session = oauth({ clientId: DEMO_CLIENT_ID })
    const client = createClient({
      host: HOST,
      fetch: emulator.fetch,
      auth: session,
      modules: { identity, redirects },
      hooks: { onRequest: (event) => void events.push(event), onError: (event) => void failures.push(event) },
    })
    await client.identity.loginV2(MEMBER)
    await session.renewTokens()
    await client.redirects.createRedirectSession({ logout: { clientId: DEMO_CLIENT_ID } })
    await client.identity.logoutV1({ clientId: DEMO_CLIENT_ID })
    expect(events.map((e) => e.operation)).toEqual([
      'oauth.token',
      'identity.loginV2',
      'oauth.token',
      'redirects.createRedirectSession',
      'identity.logoutV1',
    ])
    const tokens = session.getTokens()
    const seen = JSON.stringify([events, failures])
    expect(seen).not.toContain(tokens.accessToken.value)
    expect(seen).not.toContain(tokens.refreshToken.value)
    expect(seen).not.toContain(MEMBER.password)
  })
})

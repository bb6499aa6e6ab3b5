/**
 * Forged and ambiguous OAuth callbacks (issue 12, points 3 and 4): an unknown `state` is refused
 * and touches no other pending login (a forged callback cannot cancel a genuine login finishing
 * in another tab); a callback that repeats `code`, `state`, `error` or `error_description` is
 * refused as ambiguous, and no code is exchanged.
 */
import { createClient } from '@vitrine/core'
import { DEMO_CLIENT_ID, DEMO_MEMBER } from '@vitrine/emulator'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OAuthCallbackError, oauth } from '../src/index'
import { FakeWebStorage } from './fake-web-storage'
import { HOST, hostedLogin, setup } from './helpers'

afterEach(() => {
  vi.unstubAllGlobals()
})

const REDIRECT = 'http://localhost:3000/callback'
const MEMBER = { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }

/** Two tabs of one storefront: two sessions sharing `localStorage` (where logins in progress live). */
function twoTabs() {
  vi.stubGlobal('localStorage', new FakeWebStorage())
  const { emulator, session: first } = setup()
  const second = oauth({ clientId: DEMO_CLIENT_ID })
  createClient({ host: HOST, fetch: emulator.fetch, auth: second })
  return { emulator, first, second }
}

function withParams(url: string, part: 'query' | 'fragment', params: string): string {
  const target = new URL(url)
  if (part === 'query') target.search = params
  else target.hash = params
  return target.toString()
}

describe('login CSRF: a forged callback', () => {
  it('with an unknown state is refused and touches no other pending login: the genuine login in another tab succeeds', async () => {
    const { emulator, first, second } = twoTabs()
    // The member starts a hosted login in the first tab…
    const genuine = await hostedLogin(emulator, await first.authUrl({ redirectUri: REDIRECT }), MEMBER)
    // …meanwhile an attacker makes the second tab load a callback with their own code and state.
    const forged = `${REDIRECT}#code=attackers-code&state=attackers-state`
    const refused = await second.handleRedirect(forged).catch((e: unknown) => e)
    expect(OAuthCallbackError.is(refused)).toBe(true)
    expect(refused).toMatchObject({ code: 'INVALID_STATE', message: 'Invalid _state' })
    expect(second.loggedIn()).toBe(false)
    // The genuine callback still finishes the genuine login.
    await first.handleRedirect(genuine)
    expect(first.loggedIn()).toBe(true)
    expect(emulator.stats().tokenRequests.authorization_code).toBe(1)
  })

  it('with an unknown state leaves every pending login of this browser as it was (100 of them)', async () => {
    const { emulator, first } = twoTabs()
    const urls = await Promise.all(
      Array.from({ length: 100 }, () => first.authUrl({ redirectUri: REDIRECT })),
    )
    const pending = () =>
      Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '').filter((key) =>
        key.startsWith('vitrine.oauth:'),
      )
    expect(pending()).toHaveLength(100)
    for (let i = 0; i < 5; i++) {
      await expect(first.handleRedirect(`${REDIRECT}#code=x${i}&state=forged-${i}`)).rejects.toThrow(
        'Invalid _state',
      )
    }
    expect(pending()).toHaveLength(100)
    const last = await hostedLogin(emulator, urls[99] as string, MEMBER)
    await first.handleRedirect(last)
    expect(first.loggedIn()).toBe(true)
  })

  it('that carries a genuine code with another state burns that code: it is never exchanged, even with its own state', async () => {
    const { emulator, first, second } = twoTabs()
    const callback = await hostedLogin(emulator, await first.authUrl({ redirectUri: REDIRECT }), MEMBER)
    const other = await hostedLogin(emulator, await second.authUrl({ redirectUri: REDIRECT }), MEMBER)
    await expect(second.handleRedirect(callback.replace(/state=[^&]+/, 'state=leaked'))).rejects.toThrow(
      'Invalid _state',
    )
    await expect(first.handleRedirect(callback)).rejects.toMatchObject({ code: 'INVALID_STATE' })
    expect(emulator.stats().tokenRequests.authorization_code).toBe(0)
    // Another login with its own code is unaffected.
    await second.handleRedirect(other)
    expect(second.loggedIn()).toBe(true)
    expect(first.loggedIn()).toBe(false)
  })
})

describe('ambiguous callbacks', () => {
  for (const part of ['fragment', 'query'] as const) {
    for (const [name, params] of [
      ['code', (state: string) => `code=a&code=b&state=${state}`],
      ['state', (state: string) => `code=a&state=${state}&state=t`],
      ['code and state', (state: string) => `code=a&code=b&state=${state}&state=t`],
      ['error', (state: string) => `error=access_denied&error=server_error&state=${state}`],
      [
        'error_description',
        (state: string) => `error=access_denied&error_description=a&error_description=b&state=${state}`,
      ],
    ] as const) {
      it(`a repeated ${name} (in the ${part}) is refused as ambiguous: no code is exchanged, and the login can still finish`, async () => {
        const { emulator, session } = setup()
        const url = await session.authUrl({ redirectUri: REDIRECT, responseMode: part })
        const state = new URL(url).searchParams.get('state') as string
        const error = await session
          .handleRedirect(withParams(REDIRECT, part, params(state)))
          .catch((e: unknown) => e)
        expect(OAuthCallbackError.is(error)).toBe(true)
        expect(error).toMatchObject({ code: 'AMBIGUOUS_CALLBACK' })
        expect(emulator.stats().tokenRequests.authorization_code).toBe(0)
        // The pending login was not touched: its genuine callback still works.
        await session.handleRedirect(await hostedLogin(emulator, url, MEMBER))
        expect(session.loggedIn()).toBe(true)
        expect(emulator.stats().tokenRequests.authorization_code).toBe(1)
      })
    }
  }

  it('the genuine callback with a parameter appended twice is refused before any transaction is used', async () => {
    const { emulator, session } = setup()
    const callback = await hostedLogin(emulator, await session.authUrl({ redirectUri: REDIRECT }), MEMBER)
    await expect(session.handleRedirect(`${callback}&code=attackers-code`)).rejects.toMatchObject({
      code: 'AMBIGUOUS_CALLBACK',
    })
    expect(emulator.stats().tokenRequests.authorization_code).toBe(0)
    await session.handleRedirect(callback)
    expect(session.loggedIn()).toBe(true)
  })
})

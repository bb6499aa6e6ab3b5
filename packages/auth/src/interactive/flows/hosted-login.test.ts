/**
 * Hosted flows against the emulator's real pages: login with redirect (fragment and query),
 * logout, checkout.
 */
import { DEMO_CLIENT_ID, DEMO_MEMBER, STORES_APP_ID } from '@vitrine/emulator'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hostedLogin, setup } from '../../../test/helpers'

afterEach(() => {
  vi.unstubAllGlobals()
})

const REDIRECT = 'http://localhost:3000/callback'

describe('authUrl() and handleRedirect()', () => {
  it('sends the auth request of the wire notes: PKCE S256, offline_access, a fresh state, prompt login, fragment', async () => {
    const bodies: Record<string, unknown>[] = []
    const { session } = setup({
      fetch: (emulator) => async (input, init) => {
        const request = new Request(input, init)
        if (request.url.endsWith('/v1/redirect-session')) bodies.push(await request.clone().json())
        return emulator.fetch(request)
      },
    })
    const url = await session.authUrl({ redirectUri: REDIRECT })
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4010\/oauth2\/authorize\?/)
    expect(bodies).toEqual([
      {
        auth: {
          authRequest: {
            redirectUri: REDIRECT,
            clientId: DEMO_CLIENT_ID,
            codeChallenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
            codeChallengeMethod: 'S256',
            responseMode: 'fragment',
            responseType: 'code',
            scope: 'offline_access',
            state: expect.stringMatching(/^[A-Za-z0-9\-._~]{43}$/),
          },
          prompt: 'login',
        },
      },
    ])
  })

  for (const responseMode of ['fragment', 'query'] as const) {
    it(`logs a member in through the hosted page (${responseMode}) and returns the original URI`, async () => {
      const { emulator, session } = setup()
      const url = await session.authUrl({ redirectUri: REDIRECT, responseMode, originalUri: '/account' })
      const callback = await hostedLogin(emulator, url, {
        email: DEMO_MEMBER.email,
        password: DEMO_MEMBER.password,
      })
      const part = new URL(callback)[responseMode === 'query' ? 'search' : 'hash']
      expect(part).toMatch(/code=/)
      const result = await session.handleRedirect(callback)
      expect(result.originalUri).toBe('/account')
      expect(result.tokens.refreshToken.role).toBe('member')
      expect(session.loggedIn()).toBe(true)
      expect(session.getTokens()).toEqual(result.tokens)
      expect(emulator.stats().tokenRequests.authorization_code).toBe(1)
    })
  }

  it('refuses bad options before any request, naming the option', async () => {
    const { emulator, session } = setup()
    await expect(session.authUrl({ redirectUri: 'not a url' })).rejects.toThrow(/"redirectUri"/)
    await expect(session.authUrl({ redirectUri: REDIRECT, prompt: 'maybe' as never })).rejects.toThrow(
      /"prompt"/,
    )
    await expect(
      session.authUrl({ redirectUri: REDIRECT, responseMode: 'web_message' as never }),
    ).rejects.toThrow(/"responseMode"/)
    await expect(session.handleRedirect('relative/path')).rejects.toThrow(/"url"/)
    expect(emulator.stats().requests).toBe(0)
  })

  it('cleans the OAuth parameters from the current URL after success, keeping the rest', async () => {
    const { emulator, session } = setup()
    const url = await session.authUrl({ redirectUri: `${REDIRECT}?tab=orders`, responseMode: 'query' })
    const callback = await hostedLogin(emulator, url, {
      email: DEMO_MEMBER.email,
      password: DEMO_MEMBER.password,
    })
    const replaceState = vi.fn()
    vi.stubGlobal('window', { location: { href: callback } })
    vi.stubGlobal('history', { state: { keep: true }, replaceState })
    await session.handleRedirect(callback)
    expect(replaceState).toHaveBeenCalledWith({ keep: true }, '', `${REDIRECT}?tab=orders`)
  })
})

describe('logout()', () => {
  it('clears the tokens and returns the hosted logout URL, which ends the member’s refresh token', async () => {
    const { emulator, session } = setup()
    const url = await session.authUrl({ redirectUri: REDIRECT })
    await session.handleRedirect(
      await hostedLogin(emulator, url, { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }),
    )
    const member = session.getTokens()
    const logoutUrl = await session.logout({ returnUrl: 'http://localhost:3000/' })
    expect(session.role).toBe('none')
    expect(logoutUrl).toMatch(/\/v1\/logout\?/)
    const page = await emulator.fetch(logoutUrl, { redirect: 'manual' })
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe('http://localhost:3000/')
    expect(emulator.state.refreshTokens.get(member.refreshToken.value)?.revoked).toBe(true)
  })

  it('refuses a return URL that is not one, after clearing the tokens', async () => {
    const { session } = setup()
    await session.visitorTokens()
    await expect(session.logout({ returnUrl: 'javascript:alert(1)' })).rejects.toThrow(/"returnUrl"/)
    expect(session.role).toBe('none')
  })
})

describe('checkoutUrl()', () => {
  it('returns the hosted checkout page of a checkout', async () => {
    const { emulator, session, client } = setup()
    const product = [...emulator.state.products.values()].find((p) => p.variants.length === 1)
    if (!product) throw new Error('no simple product in the demo catalogue')
    await client.request({
      method: 'POST',
      service: 'ecom-cart',
      path: '/v1/carts/current/add-to-cart',
      body: {
        lineItems: [
          {
            catalogReference: {
              catalogItemId: product.id,
              appId: STORES_APP_ID,
              options: { variantId: product.variants[0]?.id },
            },
            quantity: 1,
          },
        ],
      },
    })
    const { checkoutId } = await client.request<{ checkoutId: string }>({
      method: 'POST',
      service: 'ecom-cart',
      path: '/v1/carts/current/create-checkout',
      body: { channelType: 'WEB' },
    })
    const url = await session.checkoutUrl(checkoutId, {
      postFlowUrl: 'http://localhost:3000/',
      thankYouPageUrl: 'http://localhost:3000/thanks',
    })
    expect(url).toMatch(/\/hosted\/checkout\?redirect_session_id=/)
    const page = await emulator.fetch(url)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<form')
  })

  it('refuses a missing checkout id or a bad callback URL, naming it', async () => {
    const { session } = setup()
    await expect(session.checkoutUrl('')).rejects.toThrow(/"checkoutId"/)
    await expect(session.checkoutUrl('chk', { thankYouPageUrl: 'ftp://x' })).rejects.toThrow(
      /"thankYouPageUrl"/,
    )
  })
})

/**
 * Hostile inputs H, over real HTTP: the configured host (a gateway in front of the emulator)
 * answers the token and login calls with a redirect to another origin. Nothing follows it — no
 * refresh token, client id or password reaches that origin — and nothing it would answer (tokens)
 * is stored. Core's transport tests cover every 3xx status and the browser's opaque redirect.
 */
import { createClient, RedirectError } from '@vitrine/core'
import { createEmulator, DEMO_CLIENT_ID, DEMO_MEMBER, type RunningServer } from '@vitrine/emulator/node'
import { type RedirectingHost, redirectingHost } from '@vitrine/test-utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TokenRequestError } from '../src/errors'
import { oauth } from '../src/session/oauth'

let platform: RunningServer
let host: RedirectingHost

beforeAll(async () => {
  platform = await createEmulator().listen(0)
  host = await redirectingHost(platform.url)
})

afterAll(async () => {
  await Promise.all([host.close(), platform.close()])
})

function session() {
  const auth = oauth({ clientId: DEMO_CLIENT_ID })
  return { auth, client: createClient({ host: host.origin, auth, retry: false }) }
}

const cartRead = { method: 'GET', service: 'ecom-cart', path: '/v1/carts/current' } as const

describe.each([302, 307, 308])('a %i from the configured host', (status) => {
  it('on the token endpoint (anonymous grant): a typed error naming it; nothing sent there, no token stored', async () => {
    host.redirect('/oauth2/token', status)
    const { auth, client } = session()
    const error = await client.request(cartRead).catch((e: unknown) => e)
    host.redirect()
    expect(TokenRequestError.is(error)).toBe(true)
    expect(error).toMatchObject({ code: 'TOKEN_REQUEST_FAILED', status })
    const cause = (error as Error).cause
    expect(RedirectError.is(cause)).toBe(true)
    expect(cause).toMatchObject({ status, origin: host.evil.origin })
    expect(host.evil.received).toEqual([])
    expect(auth.role).toBe('none')
    expect(auth.getTokens().accessToken.value).toBe('')
  })

  it('on the token endpoint (refresh grant): the refresh token goes nowhere else; the session keeps it', async () => {
    const { auth, client } = session()
    await auth.visitorTokens()
    const before = auth.getTokens()
    await auth.setTokens({ ...before, accessToken: { value: 'expired', expiresAt: 1 } })
    host.redirect('/oauth2/token', status)
    const error = await client.request(cartRead).catch((e: unknown) => e)
    host.redirect()
    expect(error).toMatchObject({ code: 'TOKEN_REQUEST_FAILED', status, cause: { code: 'REDIRECT' } })
    expect(host.evil.received).toEqual([])
    expect(auth.getTokens().refreshToken).toEqual(before.refreshToken)
    expect(auth.getTokens().accessToken.value).toBe('expired')
    // Once the host stops redirecting, the same session renews with its own refresh token.
    await expect(client.request(cartRead)).rejects.toMatchObject({ status: 404 })
    expect(auth.getTokens().refreshToken).toEqual(before.refreshToken)
  })

  it('on the login call: the password is not re-posted; the result is a failure caused by the redirect', async () => {
    const { auth } = session()
    await auth.visitorTokens()
    host.redirect('/_api/iam/authentication/v2/login', status)
    const result = await auth.login({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })
    host.redirect()
    expect(result.state).toBe('FAILURE')
    expect(RedirectError.is((result as { cause?: unknown }).cause)).toBe(true)
    expect((result as { cause?: unknown }).cause).toMatchObject({ status, origin: host.evil.origin })
    expect(host.evil.received).toEqual([])
    expect(auth.role).toBe('visitor')
  })
})

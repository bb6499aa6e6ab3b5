import { describe, expect, it } from 'vitest'
import { createEmulator, DEMO_API_KEY, DEMO_CLIENT_ID, STORES_APP_ID } from '../src/index'
import { DEMO_MEMBER_ID } from '../src/state/state'
import { call, visitorTokens } from './helpers'

describe('POST /oauth2/token', () => {
  it('issues anonymous visitor tokens with the 4 h default lifetime', async () => {
    const emulator = createEmulator()
    const response = await call(emulator, 'POST', '/oauth2/token', {
      clientId: DEMO_CLIENT_ID,
      grantType: 'anonymous',
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ expires_in: 14_400, token_type: 'Bearer' })
    expect(response.body.access_token).toEqual(expect.any(String))
    expect(response.body.refresh_token).toEqual(expect.any(String))
    expect(response.headers.get('x-wix-request-id')).toMatch(/^\d+\.\d+$/)
  })

  it('accepts a client id it has never seen by default: tokens, a cart, a refresh', async () => {
    const emulator = createEmulator()
    const clientId = `site-${crypto.randomUUID()}`
    const granted = await call(emulator, 'POST', '/oauth2/token', { clientId, grantType: 'anonymous' })
    expect(granted.status).toBe(200)
    const cart = await call(
      emulator,
      'POST',
      '/ecom/v1/carts/current/add-to-cart',
      {
        lineItems: [
          {
            quantity: 1,
            catalogReference: { catalogItemId: '5eed0001-0000-4000-8000-000000000008', appId: STORES_APP_ID },
          },
        ],
      },
      { authorization: granted.body.access_token },
    )
    expect(cart.status).toBe(200)
    expect(cart.body.cart.lineItems).toHaveLength(1)
    const refreshed = await call(emulator, 'POST', '/oauth2/token', {
      clientId,
      grantType: 'refresh_token',
      refreshToken: granted.body.refresh_token,
    })
    expect(refreshed.status).toBe(200)
    // Registered on first use: the refresh token stays bound to the client that got it.
    const other = await call(emulator, 'POST', '/oauth2/token', {
      clientId: 'another-site',
      grantType: 'refresh_token',
      refreshToken: granted.body.refresh_token,
    })
    expect(other).toMatchObject({ status: 400, body: { error: 'invalid_grant' } })
  })

  it("in strict mode, logs the refused client id and every accepted one; the answer stays the platform's", async () => {
    const lines: string[] = []
    const emulator = createEmulator({
      clients: [{ clientId: 'my-site' }, { clientId: 'my-admin' }],
      logger: (line) => lines.push(line),
    })
    const typo = await call(emulator, 'POST', '/oauth2/token', {
      clientId: 'my-sit\ne',
      grantType: 'anonymous',
    })
    expect(typo.body).toEqual({ error: 'invalid_client', error_description: 'Unknown clientId' })
    await call(emulator, 'POST', '/oauth2/token', { grantType: 'anonymous' })
    expect(lines).toEqual([
      'vitrine-emulator: refused OAuth client id "my-sit\\ne": this emulator accepts only "my-site", "my-admin" (--client-id, or the clients option)',
      'vitrine-emulator: refused OAuth client id no client id: this emulator accepts only "my-site", "my-admin" (--client-id, or the clients option)',
    ])
    // A known id is no log line.
    await call(emulator, 'POST', '/oauth2/token', { clientId: 'my-site', grantType: 'anonymous' })
    expect(lines).toHaveLength(2)
  })

  it('with clients listed, refuses any other id with invalid_client (never invalid_grant)', async () => {
    const emulator = createEmulator({ clients: [{ clientId: 'my-site' }] })
    const listed = await call(emulator, 'POST', '/oauth2/token', {
      clientId: 'my-site',
      grantType: 'anonymous',
    })
    expect(listed.status).toBe(200)
    for (const clientId of [DEMO_CLIENT_ID, 'nope', '', 42, undefined]) {
      const response = await call(emulator, 'POST', '/oauth2/token', { clientId, grantType: 'anonymous' })
      expect(response).toMatchObject({
        status: 400,
        body: { error: 'invalid_client', error_description: 'Unknown clientId' },
      })
    }
    const code = await call(emulator, 'POST', '/oauth2/token', {
      clientId: 'nope',
      grantType: 'authorization_code',
      code: 'x',
      codeVerifier: 'y',
    })
    expect(code).toMatchObject({ status: 400, body: { error: 'invalid_client' } })
    const info = await call(emulator, 'GET', 'http://127.0.0.1:4010/_emulator')
    expect(info.body.clientIds).toEqual(['my-site'])
    expect((await call(createEmulator(), 'GET', 'http://127.0.0.1:4010/_emulator')).body.clientIds).toBe(
      'any',
    )
  })

  it('refuses an empty client id even in the default mode', async () => {
    const emulator = createEmulator()
    const response = await call(emulator, 'POST', '/oauth2/token', { clientId: '', grantType: 'anonymous' })
    expect(response).toMatchObject({ status: 400, body: { error: 'invalid_client' } })
  })

  it('answers malformed JSON, a missing grant and an unknown grant with 400 and no invalid_grant', async () => {
    const emulator = createEmulator()
    const malformed = await call(emulator, 'POST', '/oauth2/token', '{"clientId":', {
      'content-type': 'application/json',
    })
    expect(malformed).toMatchObject({ status: 400, body: { error: 'invalid_request' } })
    const missing = await call(emulator, 'POST', '/oauth2/token', { clientId: DEMO_CLIENT_ID })
    expect(missing).toMatchObject({ status: 400, body: { error: 'invalid_request' } })
    const unknown = await call(emulator, 'POST', '/oauth2/token', {
      clientId: DEMO_CLIENT_ID,
      grantType: 'password',
    })
    expect(unknown).toMatchObject({ status: 400, body: { error: 'unsupported_grant_type' } })
    const array = await call(emulator, 'POST', '/oauth2/token', '[1,2]', {
      'content-type': 'application/json',
    })
    expect(array).toMatchObject({ status: 400, body: { error: 'invalid_request' } })
  })

  it('refreshes with the same refresh token and a new access token', async () => {
    const emulator = createEmulator()
    const first = await visitorTokens(emulator)
    const refreshed = await call(emulator, 'POST', '/oauth2/token', {
      clientId: DEMO_CLIENT_ID,
      grantType: 'refresh_token',
      refreshToken: first.refresh_token,
    })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.refresh_token).toBe(first.refresh_token)
    expect(refreshed.body.access_token).not.toBe(first.access_token)
  })

  it('answers invalid_grant for an unknown or revoked refresh token, and revocation stops its access tokens', async () => {
    const emulator = createEmulator()
    const unknown = await call(emulator, 'POST', '/oauth2/token', {
      clientId: DEMO_CLIENT_ID,
      grantType: 'refresh_token',
      refreshToken: 'RT.nope',
    })
    expect(unknown).toMatchObject({ status: 400, body: { error: 'invalid_grant' } })
    const tokens = await visitorTokens(emulator)
    await call(
      emulator,
      'POST',
      '/ecom/v1/carts/current/add-to-cart',
      {
        lineItems: [
          {
            quantity: 1,
            catalogReference: {
              catalogItemId: '5eed0001-0000-4000-8000-000000000008',
              appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
            },
          },
        ],
      },
      { authorization: tokens.access_token },
    )
    const revoked = await call(emulator, 'POST', 'http://127.0.0.1:4010/_emulator/tokens/revoke', {
      refreshToken: tokens.refresh_token,
    })
    expect(revoked.body).toEqual({ revoked: true })
    expect(emulator.revokeRefreshToken('RT.unknown')).toBe(false)
    const cart = await call(emulator, 'GET', '/ecom/v1/carts/current', undefined, {
      authorization: tokens.access_token,
    })
    expect(cart.status).toBe(401)
    const refreshed = await call(emulator, 'POST', '/oauth2/token', {
      clientId: DEMO_CLIENT_ID,
      grantType: 'refresh_token',
      refreshToken: tokens.refresh_token,
    })
    expect(refreshed).toMatchObject({ status: 400, body: { error: 'invalid_grant' } })
  })

  it('expires access tokens after the configured lifetime on the injected clock', async () => {
    let now = Date.parse('2025-06-01T00:00:00Z')
    const emulator = createEmulator({ accessTokenTtlSeconds: 2, now: () => now })
    const tokens = await visitorTokens(emulator)
    expect(tokens.expires_in).toBe(2)
    const before = await call(emulator, 'GET', '/ecom/v1/carts/current', undefined, {
      authorization: tokens.access_token,
    })
    expect(before.status).toBe(404)
    now += 2_000
    const after = await call(emulator, 'GET', '/ecom/v1/carts/current', undefined, {
      authorization: tokens.access_token,
    })
    expect(after.status).toBe(401)
    expect(after.body).toBeNull()
  })

  it('counts token requests per grant type', async () => {
    const emulator = createEmulator()
    const tokens = await visitorTokens(emulator)
    await visitorTokens(emulator)
    await call(emulator, 'POST', '/oauth2/token', {
      clientId: DEMO_CLIENT_ID,
      grantType: 'refresh_token',
      refreshToken: tokens.refresh_token,
    })
    await call(emulator, 'POST', '/oauth2/token', { grantType: 'weird' })
    expect(emulator.stats().tokenRequests).toEqual({
      total: 4,
      anonymous: 2,
      refresh_token: 1,
      authorization_code: 0,
      authorized_client: 0,
      other: 1,
    })
    const stats = await call(emulator, 'GET', 'http://127.0.0.1:4010/_emulator/stats')
    expect(stats.body.tokenRequests.anonymous).toBe(2)
    emulator.resetStats()
    expect(emulator.stats().tokenRequests.total).toBe(0)
  })

  it('issues member tokens to an app acting for a member (authorized_client)', async () => {
    const emulator = createEmulator()
    const visitor = await visitorTokens(emulator)
    const denied = await call(
      emulator,
      'POST',
      '/oauth2/token',
      { grant_type: 'authorized_client', scope: 'offline_access', member_id: DEMO_MEMBER_ID },
      { authorization: `${visitor.access_token},wrong-key` },
    )
    expect(denied.status).toBe(401)
    const granted = await call(
      emulator,
      'POST',
      '/oauth2/token',
      { grant_type: 'authorized_client', scope: 'offline_access', member_id: DEMO_MEMBER_ID },
      { authorization: `${visitor.access_token},${DEMO_API_KEY}` },
    )
    expect(granted.status).toBe(200)
    expect(emulator.state.refreshTokens.get(granted.body.refresh_token)?.subject).toEqual({
      kind: 'member',
      memberId: DEMO_MEMBER_ID,
    })
    const unknownMember = await call(
      emulator,
      'POST',
      '/oauth2/token',
      { grant_type: 'authorized_client', scope: 'offline_access', member_id: 'nobody' },
      { authorization: `${visitor.access_token},${DEMO_API_KEY}` },
    )
    expect(unknownMember).toMatchObject({ status: 400, body: { error: 'invalid_request' } })
  })
})

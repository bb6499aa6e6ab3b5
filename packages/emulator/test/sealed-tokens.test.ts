import { describe, expect, it } from 'vitest'
import { createEmulator, DEMO_CLIENT_ID } from '../src/index'
import { call, memberTokens, visitorTokens } from './helpers'

function clockedEmulator(ttlSeconds = 60) {
  const clock = { now: Date.parse('2026-01-05T10:00:00Z') }
  const emulator = createEmulator({ now: () => clock.now, accessTokenTtlSeconds: ttlSeconds })
  return { emulator, clock }
}

const cartStatus = async (emulator: ReturnType<typeof createEmulator>, token: string): Promise<number> =>
  (await call(emulator, 'GET', '/ecom/v1/carts/current', undefined, { authorization: token })).status

const refresh = (emulator: ReturnType<typeof createEmulator>, refreshToken: string) =>
  call(emulator, 'POST', '/oauth2/token', {
    clientId: DEMO_CLIENT_ID,
    grantType: 'refresh_token',
    refreshToken,
  })

/** `token` with the character at `index` replaced by another base64url character. */
function altered(token: string, index: number): string {
  const replacement = token[index] === 'A' ? 'B' : 'A'
  return token.slice(0, index) + replacement + token.slice(index + 1)
}

describe('sealed tokens (no record per access token, one per visitor)', () => {
  it('keeps an access token working until its expiry, then answers 401', async () => {
    const { emulator, clock } = clockedEmulator(60)
    const tokens = await visitorTokens(emulator)
    expect(tokens.expires_in).toBe(60)
    expect(await cartStatus(emulator, tokens.access_token)).toBe(404)
    clock.now += 59_999
    expect(await cartStatus(emulator, tokens.access_token)).toBe(404)
    clock.now += 1
    expect(await cartStatus(emulator, tokens.access_token)).toBe(401)
  })

  it('refuses a token altered anywhere, or sealed by another emulator', async () => {
    const emulator = createEmulator()
    const other = createEmulator()
    const tokens = await visitorTokens(emulator)
    for (let i = 3; i < tokens.access_token.length; i++) {
      expect(await cartStatus(emulator, altered(tokens.access_token, i))).toBe(401)
    }
    for (let i = 3; i < tokens.refresh_token.length; i++) {
      expect((await refresh(emulator, altered(tokens.refresh_token, i))).body).toMatchObject({
        error: 'invalid_grant',
      })
    }
    expect(await cartStatus(other, tokens.access_token)).toBe(401)
    expect((await refresh(other, tokens.refresh_token)).body).toMatchObject({ error: 'invalid_grant' })
    // The originals still work.
    expect(await cartStatus(emulator, tokens.access_token)).toBe(404)
    expect((await refresh(emulator, tokens.refresh_token)).status).toBe(200)
  })

  it('answers 401 for hostile access tokens without a 5xx', async () => {
    const emulator = createEmulator()
    for (const token of [
      'AT.',
      'AT.x',
      `AT.${'A'.repeat(5000)}`,
      'AT.\u00e9\u00ff\u0080',
      `RT.${'A'.repeat(44)}`,
      'AT.====',
    ]) {
      expect(await cartStatus(emulator, token)).toBe(401)
    }
  })

  it('gives a new access token on each refresh, even at the same instant, and the same refresh token', async () => {
    const { emulator } = clockedEmulator()
    const tokens = await visitorTokens(emulator)
    const first = await refresh(emulator, tokens.refresh_token)
    const second = await refresh(emulator, tokens.refresh_token)
    expect(first.body.refresh_token).toBe(tokens.refresh_token)
    expect(second.body.refresh_token).toBe(tokens.refresh_token)
    expect(new Set([tokens.access_token, first.body.access_token, second.body.access_token]).size).toBe(3)
    // Every one of them works: a refresh does not end the access tokens issued before.
    for (const token of [tokens.access_token, first.body.access_token, second.body.access_token])
      expect(await cartStatus(emulator, token)).toBe(404)
  })

  it('stops every access token of a revoked refresh token at once, visitor or member, used before or not', async () => {
    const emulator = createEmulator()
    const visitor = await visitorTokens(emulator)
    const member = await memberTokens(emulator)
    const unused = (await refresh(emulator, visitor.refresh_token)).body.access_token
    expect(await cartStatus(emulator, visitor.access_token)).toBe(404)
    expect(await cartStatus(emulator, member.access_token)).not.toBe(401)
    expect(emulator.revokeRefreshToken(visitor.refresh_token)).toBe(true)
    expect(emulator.revokeRefreshToken(member.refresh_token)).toBe(true)
    for (const token of [visitor.access_token, unused, member.access_token])
      expect(await cartStatus(emulator, token)).toBe(401)
    expect((await refresh(emulator, visitor.refresh_token)).body).toMatchObject({ error: 'invalid_grant' })
    expect(emulator.state.refreshTokens.get(member.refresh_token)?.revoked).toBe(true)
  })

  it('ends every session on reset', async () => {
    const emulator = createEmulator()
    const visitor = await visitorTokens(emulator)
    const member = await memberTokens(emulator)
    emulator.reset()
    expect(await cartStatus(emulator, visitor.access_token)).toBe(401)
    expect(await cartStatus(emulator, member.access_token)).toBe(401)
    expect((await refresh(emulator, visitor.refresh_token)).body).toMatchObject({ error: 'invalid_grant' })
    expect((await refresh(emulator, member.refresh_token)).body).toMatchObject({ error: 'invalid_grant' })
  })
})

/**
 * hostile-inputs.md, section C: token endpoint answers. Each case is a named test against the
 * emulator; odd answers are injected with its faults or by a `fetch` that rewrites the
 * emulator's answer at the network boundary.
 */
import { HttpError, NetworkError } from '@vitrine/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TokenRequestError } from '../src/errors'
import { memoryStorage } from '../src/storage/memory-storage'
import type { TokenStorage } from '../src/storage/token-storage'
import type { Tokens } from '../src/tokens'
import { emulatorVisitor, nowSeconds, setup, touch } from './helpers'

afterEach(() => {
  vi.restoreAllMocks()
})

/** A fetch that hands token-endpoint answers to `rewrite` and everything else to the emulator. */
function rewritingFetch(
  target: { fetch: (request: Request) => Promise<Response> },
  rewrite: (body: Record<string, unknown>, grant: unknown) => string,
): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    if (!request.url.endsWith('/oauth2/token')) return target.fetch(request)
    const grant = ((await request.clone().json()) as { grantType?: unknown }).grantType
    const answer = await target.fetch(request)
    const body = (await answer.json()) as Record<string, unknown>
    return new Response(rewrite(body, grant), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    })
  }
}

describe('hostile C: token endpoint answers', () => {
  for (const status of [400, 401, 500]) {
    it(`C1: a ${status} answer is a typed error with status and request id, and stored tokens stay unchanged`, async () => {
      const storage = memoryStorage()
      const { emulator, session, client } = setup({ session: { storage } })
      const visitor = await emulatorVisitor(emulator)
      const expired: Tokens = { ...visitor, accessToken: { value: 'expired', expiresAt: 1 } }
      await session.setTokens(expired)
      emulator.faults.add({
        match: '/oauth2/token',
        status,
        body: JSON.stringify({ error: 'server_error', error_description: 'nope' }),
        times: 1,
      })
      const error = await touch(client).catch((e: unknown) => e)
      expect(TokenRequestError.is(error)).toBe(true)
      expect(HttpError.is(error)).toBe(true)
      const typed = error as TokenRequestError
      expect(typed.message).toBe('something went wrong')
      expect(typed.code).toBe('TOKEN_REQUEST_FAILED')
      expect(typed.status).toBe(status)
      expect(typed.requestId).toMatch(/^\d+\.\d+$/)
      expect(typed.oauthError).toBe('server_error')
      expect(session.getTokens()).toEqual(expired)
      expect(storage.get()).toEqual(expired)
    })
  }

  it('C1: the error keeps no secret: the refresh token is not in the error or its request copy', async () => {
    const { emulator, session, client } = setup()
    const visitor = await emulatorVisitor(emulator)
    await session.setTokens({ ...visitor, accessToken: { value: 'expired', expiresAt: 1 } })
    emulator.faults.add({ match: '/oauth2/token', status: 500, times: 1 })
    const error = await touch(client).catch((e: unknown) => e)
    expect(JSON.stringify(error)).not.toContain(visitor.refreshToken.value)
    expect(JSON.stringify((error as TokenRequestError).request)).not.toContain(visitor.refreshToken.value)
  })

  it('C2: a 200 without access_token is rejected, and no request goes out without credentials', async () => {
    const sent: (string | null)[] = []
    const { emulator, session, client } = setup({
      fetch: (emulator) => async (input, init) => {
        const request = new Request(input, init)
        if (!request.url.endsWith('/oauth2/token')) sent.push(request.headers.get('authorization'))
        return emulator.fetch(request)
      },
    })
    emulator.faults.add({
      match: '/oauth2/token',
      status: 200,
      body: JSON.stringify({ refresh_token: 'r', expires_in: 3600 }),
      times: 1,
    })
    const error = await touch(client).catch((e: unknown) => e)
    expect(TokenRequestError.is(error)).toBe(true)
    expect(error).toMatchObject({
      code: 'INVALID_TOKEN_RESPONSE',
      status: 200,
      message: 'something went wrong',
    })
    expect(sent).toEqual([])
    expect(session.role).toBe('none')
    // An empty-string access token is no better.
    emulator.faults.add({
      match: '/oauth2/token',
      status: 200,
      body: JSON.stringify({ access_token: '', refresh_token: 'r', expires_in: 3600 }),
      times: 1,
    })
    await expect(touch(client)).rejects.toMatchObject({ code: 'INVALID_TOKEN_RESPONSE' })
    expect(sent).toEqual([])
  })

  it('C3: a refresh answer without refresh_token keeps the old one', async () => {
    const { emulator, session, client } = setup({
      fetch: (emulator) =>
        rewritingFetch(emulator, (body, grant) => {
          if (grant === 'refresh_token') delete body['refresh_token']
          return JSON.stringify(body)
        }),
    })
    const visitor = await emulatorVisitor(emulator)
    await session.setTokens({ ...visitor, accessToken: { value: 'expired', expiresAt: 1 } })
    await touch(client)
    const after = session.getTokens()
    expect(after.refreshToken).toEqual(visitor.refreshToken)
    expect(after.accessToken.value).not.toBe('expired')
    expect(emulator.stats().tokenRequests.refresh_token).toBe(1)
  })

  it('C3: a refresh answer with a new refresh_token replaces the pair in one write (rotation)', async () => {
    const writes: Tokens[] = []
    const base = memoryStorage()
    const storage: TokenStorage = {
      get: () => base.get(),
      set: (tokens) => {
        writes.push(structuredClone(tokens))
        base.set(tokens)
      },
      remove: () => base.remove(),
    }
    let rotated: Tokens | undefined
    const { emulator, session, client } = setup({
      session: { storage },
      fetch: (emulator) => async (input, init) => {
        const request = new Request(input, init)
        const grant = request.url.endsWith('/oauth2/token')
          ? ((await request.clone().json()) as { grantType?: string }).grantType
          : undefined
        if (grant !== 'refresh_token') return emulator.fetch(request)
        // The platform rotates: a new pair, the old refresh token retired.
        rotated = await emulatorVisitor(emulator)
        return Response.json({
          access_token: rotated.accessToken.value,
          refresh_token: rotated.refreshToken.value,
          expires_in: 3600,
        })
      },
    })
    const visitor = await emulatorVisitor(emulator)
    await session.setTokens({ ...visitor, accessToken: { value: 'expired', expiresAt: 1 } })
    writes.length = 0
    expect(await touch(client)).toBe(404)
    expect(writes).toHaveLength(1)
    expect(writes[0]?.accessToken.value).toBe(rotated?.accessToken.value)
    expect(writes[0]?.refreshToken).toEqual({ value: rotated?.refreshToken.value, role: 'visitor' })
    expect(session.getTokens().refreshToken.value).toBe(rotated?.refreshToken.value)
  })

  const lifetimes: [string, unknown, number][] = [
    ['missing', undefined, 3600],
    ['negative', -50, 120],
    ['zero', 0, 120],
    ['NaN as a string', 'NaN', 3600],
    ['junk', 'soon', 3600],
    ['a numeric string', '600', 600],
    ['absurdly large', 1e308, 86_400],
    ['Infinity', 'Infinity', 86_400],
  ]
  for (const [name, value, expected] of lifetimes) {
    it(`C4: expires_in ${name} gives a documented lifetime (${expected} s), never NaN, no refresh per request`, async () => {
      const { emulator, session, client } = setup({
        fetch: (emulator) =>
          rewritingFetch(emulator, (body) => {
            if (value === undefined) delete body['expires_in']
            else body['expires_in'] = value
            return JSON.stringify(body)
          }),
      })
      const before = nowSeconds()
      await touch(client)
      await touch(client)
      await touch(client)
      const { expiresAt } = session.getTokens().accessToken
      expect(Number.isFinite(expiresAt)).toBe(true)
      expect(expiresAt - before).toBeGreaterThanOrEqual(expected)
      expect(expiresAt - nowSeconds()).toBeLessThanOrEqual(expected)
      expect(emulator.stats().tokenRequests.total).toBe(1)
    })
  }

  it('C5: a 502 with an HTML body is a typed error, no SyntaxError escapes', async () => {
    const { emulator, client } = setup()
    emulator.faults.add({
      match: '/oauth2/token',
      status: 502,
      body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
      headers: { 'content-type': 'text/html' },
      times: 1,
    })
    const error = await touch(client).catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(SyntaxError)
    expect(TokenRequestError.is(error)).toBe(true)
    expect(error).toMatchObject({ status: 502, code: 'TOKEN_REQUEST_FAILED', oauthError: undefined })
  })

  it('C5: a 200 with a body that is not JSON is a typed error, no SyntaxError escapes', async () => {
    const { emulator, session, client } = setup()
    emulator.faults.add({ match: '/oauth2/token', status: 200, body: '{"access_token": "abc', times: 1 })
    const error = await touch(client).catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(SyntaxError)
    expect(TokenRequestError.is(error)).toBe(true)
    expect(error).toMatchObject({ status: 200, code: 'INVALID_TOKEN_RESPONSE' })
    expect(session.role).toBe('none')
  })

  it('C6: __proto__ keys in token JSON are ignored and pollute nothing', async () => {
    const { emulator, session, client } = setup()
    emulator.faults.add({
      match: '/oauth2/token',
      status: 200,
      body: '{"__proto__":{"access_token":"from-prototype","polluted":true},"expires_in":3600,"refresh_token":"r"}',
      times: 1,
    })
    await expect(touch(client)).rejects.toMatchObject({ code: 'INVALID_TOKEN_RESPONSE' })
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    expect(({} as Record<string, unknown>)['access_token']).toBeUndefined()

    const visitor = await emulatorVisitor(emulator)
    emulator.faults.add({
      match: '/oauth2/token',
      status: 200,
      body: `{"access_token":"${visitor.accessToken.value}","refresh_token":"${visitor.refreshToken.value}","expires_in":3600,"__proto__":{"role":"member","polluted":true}}`,
      times: 1,
    })
    expect(await touch(client)).toBe(404)
    expect(session.getTokens().accessToken.value).toBe(visitor.accessToken.value)
    expect(session.role).toBe('visitor')
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
  })

  it('C7: a dropped connection to the token endpoint is a NetworkError, not a token error', async () => {
    const { emulator, client } = setup()
    emulator.faults.add({ match: '/oauth2/token', drop: true, times: 1 })
    const error = await touch(client).catch((e: unknown) => e)
    expect(NetworkError.is(error)).toBe(true)
  })
})

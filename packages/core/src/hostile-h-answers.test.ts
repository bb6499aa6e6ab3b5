import { describe, expect, it } from 'vitest'
import { bind } from './bind'
import { createClient, defineModule } from './create-client'
import { InvalidInputError, RedirectError, ResponseTooLargeError, VitrineError } from './errors'
import type { Operation } from './operation'

// Hostile inputs H: redirects and oversized answers, at the transport (an injected fetch). The same
// attacks over real loopback servers, on the token, login, owner-write and read paths, are tested
// in @vitrine/auth (test/hostile-h-redirects.test.ts) and @vitrine/catalog (test/hostile-h-answers.test.ts).

const HOST = 'https://shop.example'

/** A fetch that answers each request with `answer()`, recording the init it got. */
function answering(answer: () => Response) {
  const inits: RequestInit[] = []
  const fetch = async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    inits.push(init ?? {})
    return answer()
  }
  return { fetch: fetch as typeof globalThis.fetch, inits }
}

const rejection = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('resolved; a rejection was expected')
    },
    (error: unknown) => error,
  )

/** A body of `total` bytes in chunks of `size`, counting how many were pulled. */
function counted(total: number, size: number) {
  const pulled = { bytes: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close()
      pulled.bytes += size
      controller.enqueue(new Uint8Array(size).fill(0x20))
    },
  })
  return { stream, pulled }
}

describe('redirects are never followed', () => {
  it('sends every request with redirect: "manual"', async () => {
    const { fetch, inits } = answering(() => Response.json({ ok: true }))
    const client = createClient({ host: HOST, fetch })
    await client.request({ method: 'GET', path: '/a' })
    await client.request({ method: 'POST', path: '/b', body: { password: 'secret' } })
    expect(inits.map((init) => init.redirect)).toEqual(['manual', 'manual'])
  })

  it.each([301, 302, 303, 307, 308])(
    'a %i to another origin is a RedirectError naming the status and the origin, sent once, never retried',
    async (status) => {
      const { fetch, inits } = answering(
        () =>
          new Response('{"access_token":"stolen"}', {
            status,
            headers: {
              location: 'https://evil.example:8443/oauth2/token?code=secret',
              'x-wix-request-id': 'r-1',
            },
          }),
      )
      const client = createClient({ host: HOST, fetch, retry: { limit: 3, baseDelay: 0 } })
      const error = await rejection(client.request({ method: 'GET', path: '/v1/products/p-1' }))
      expect(RedirectError.is(error)).toBe(true)
      expect(error).toMatchObject({
        name: 'RedirectError',
        code: 'REDIRECT',
        status,
        requestId: 'r-1',
        origin: 'https://evil.example:8443',
        message: `Redirect ${status} to https://evil.example:8443 not followed`,
      })
      // The target's path and query (a code, a token) are never kept.
      expect(JSON.stringify(error)).not.toContain('secret')
      expect(inits).toHaveLength(1)
    },
  )

  it('names the own origin for a relative target, and no origin when there is none or it is junk', async () => {
    const answers = [
      new Response(null, { status: 307, headers: { location: '/elsewhere' } }),
      new Response(null, { status: 302 }),
      new Response(null, { status: 308, headers: { location: 'http://[bad' } }),
    ]
    const { fetch } = answering(() => answers.shift() as Response)
    const client = createClient({ host: HOST, fetch, retry: false })
    const origins = []
    for (let i = 0; i < 3; i++) {
      const error = await rejection(client.request({ method: 'GET', path: '/x' }))
      expect(RedirectError.is(error)).toBe(true)
      origins.push((error as RedirectError).origin)
    }
    expect(origins).toEqual([HOST, undefined, undefined])
  })

  it("refuses a browser's opaque redirect (status 0, target hidden)", async () => {
    // What `fetch(..., { redirect: 'manual' })` gives in a browser; Node's fetch cannot build one.
    const opaque = { type: 'opaqueredirect', status: 0, statusText: '', headers: new Headers(), body: null }
    const { fetch } = answering(() => opaque as unknown as Response)
    const error = await rejection(
      createClient({ host: HOST, fetch }).request({ method: 'POST', path: '/v2/login' }),
    )
    expect(error).toMatchObject({ code: 'REDIRECT', status: 0, origin: undefined })
  })
})

describe("a call that reads any answer (answer: 'any')", () => {
  /** An operation that reads any answer, resolving to what its `result` saw. */
  const logout: Operation<[], unknown, { answer: unknown; status: number }> = {
    name: 'identity.logoutV1',
    params: [],
    request: () => ({ method: 'GET', path: '/v1/logout', answer: 'any' }),
    result: (answer, _args, info) => ({ answer, status: info.status }),
  }
  const json: typeof logout = { ...logout, request: () => ({ method: 'GET', path: '/v1/logout' }) }
  const identity = defineModule((ctx) => bind(ctx, { logout, json }))

  it.each([302, 303, 307])(
    'hands a %i to the result, unread and never followed, with its credentials sent once',
    async (status) => {
      const { fetch, inits } = answering(
        () =>
          new Response('{"access_token":"stolen"}', {
            status,
            headers: { location: 'https://evil.example/steal?token=secret' },
          }),
      )
      const auth = { getAuthHeaders: () => ({ authorization: 'member-secret' }) }
      const client = createClient({
        host: HOST,
        fetch,
        auth,
        retry: { limit: 3, baseDelay: 0 },
        modules: { identity },
      })
      expect(await client.identity.logout()).toEqual({ answer: undefined, status })
      expect(inits).toHaveLength(1)
      expect(inits[0]?.redirect).toBe('manual')
    },
  )

  it("hands a page that is not JSON and a browser's opaque redirect to the result", async () => {
    const opaque = { type: 'opaqueredirect', status: 0, statusText: '', headers: new Headers(), body: null }
    const answers = [
      new Response('<html>Signed out</html>', { headers: { 'content-type': 'text/html' } }),
      opaque as unknown as Response,
    ]
    const { fetch } = answering(() => answers.shift() as Response)
    const client = createClient({ host: HOST, fetch, modules: { identity } })
    expect(await client.identity.logout()).toEqual({ answer: undefined, status: 200 })
    expect(await client.identity.logout()).toEqual({ answer: undefined, status: 0 })
  })

  it('still fails on an error status, and the same call without it refuses a redirect and a page', async () => {
    const answers = [
      new Response('<html>Oops</html>', { status: 500 }),
      new Response(null, { status: 302, headers: { location: '/x' } }),
      new Response('<html>Signed out</html>'),
    ]
    const { fetch } = answering(() => answers.shift() as Response)
    const client = createClient({ host: HOST, fetch, retry: false, modules: { identity } })
    expect(await rejection(client.identity.logout())).toMatchObject({ status: 500 })
    expect(await rejection(client.identity.json())).toMatchObject({ code: 'REDIRECT' })
    expect(await rejection(client.identity.json())).toMatchObject({ code: 'INVALID_RESPONSE' })
  })
})

describe('answers are read under maxResponseSize', () => {
  it('refuses an answer whose content-length is over the cap without reading its body', async () => {
    const { stream, pulled } = counted(10 << 20, 64 << 10)
    const { fetch } = answering(
      () =>
        new Response(stream, {
          headers: { 'content-length': String(10 << 20), 'x-wix-request-id': 'big-1' },
        }),
    )
    const client = createClient({ host: HOST, fetch, maxResponseSize: 1 << 20 })
    const error = await rejection(client.request({ method: 'GET', path: '/v1/products/query' }))
    expect(ResponseTooLargeError.is(error)).toBe(true)
    expect(error).toMatchObject({
      code: 'RESPONSE_TOO_LARGE',
      status: 200,
      requestId: 'big-1',
      limit: 1 << 20,
      message: `Answer over maxResponseSize: ${1 << 20} bytes`,
    })
    // The stream may have been primed with a chunk or two, never read through.
    expect(pulled.bytes).toBeLessThanOrEqual(256 << 10)
  })

  it('counts the bytes of an answer without content-length (or one that lies) and stops at the cap', async () => {
    for (const headers of [{}, { 'content-length': '10' }] as Record<string, string>[]) {
      const { stream, pulled } = counted(100 << 20, 64 << 10)
      const { fetch } = answering(() => new Response(stream, { headers }))
      const client = createClient({ host: HOST, fetch, maxResponseSize: 1 << 20, retry: false })
      const error = await rejection(client.request({ method: 'GET', path: '/x' }))
      expect(error).toMatchObject({ code: 'RESPONSE_TOO_LARGE', limit: 1 << 20 })
      expect(pulled.bytes).toBeLessThan(2 << 20)
    }
  })

  it('reads an answer of exactly the cap, and multi-byte text split across chunks', async () => {
    const text = JSON.stringify({ name: 'é'.repeat(100) })
    const bytes = new TextEncoder().encode(text)
    const { fetch } = answering(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              // Split inside a two-byte character.
              controller.enqueue(bytes.slice(0, 10))
              controller.enqueue(bytes.slice(10))
              controller.close()
            },
          }),
        ),
    )
    const client = createClient({ host: HOST, fetch, maxResponseSize: bytes.byteLength })
    await expect(client.request({ method: 'GET', path: '/x' })).resolves.toEqual({ name: 'é'.repeat(100) })
    const over = createClient({ host: HOST, fetch, maxResponseSize: bytes.byteLength - 1 })
    await expect(over.request({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      code: 'RESPONSE_TOO_LARGE',
    })
  })

  it('refuses an error answer over the cap the same way (a 5xx page is no reason to buffer it)', async () => {
    const { fetch } = answering(() => new Response('x'.repeat(5000), { status: 503 }))
    const client = createClient({ host: HOST, fetch, maxResponseSize: 4096, retry: false })
    await expect(client.request({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      code: 'RESPONSE_TOO_LARGE',
      status: 503,
    })
  })

  it('defaults to 32 MiB', async () => {
    const { fetch } = answering(
      () => new Response(null, { headers: { 'content-length': String(2 ** 25 + 1) } }),
    )
    const error = await rejection(createClient({ host: HOST, fetch }).request({ method: 'GET', path: '/x' }))
    expect(error).toMatchObject({ code: 'RESPONSE_TOO_LARGE', limit: 2 ** 25 })
    const fits = answering(() => new Response('{}', { headers: { 'content-length': String(2 ** 25) } }))
    await expect(
      createClient({ host: HOST, fetch: fits.fetch }).request({ method: 'GET', path: '/x' }),
    ).resolves.toEqual({})
  })

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, '1000'])(
    'refuses maxResponseSize %j',
    (maxResponseSize) => {
      let refused: unknown
      try {
        createClient({ host: HOST, maxResponseSize: maxResponseSize as number })
      } catch (error) {
        refused = error
      }
      expect(InvalidInputError.is(refused)).toBe(true)
      expect((refused as InvalidInputError).violations).toEqual([
        { field: 'maxResponseSize', description: 'must be a non-negative number' },
      ])
      expect(VitrineError.is(refused)).toBe(true)
    },
  )
})

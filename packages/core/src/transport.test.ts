import { getEventListeners } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { HttpResponse, http, passthrough } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AuthStrategy } from './auth-strategy'
import { createClient } from './create-client'
import {
  type ApplicationError,
  HttpError,
  InvalidResponseError,
  NetworkError,
  SystemError,
  TimeoutError,
  ValidationError,
} from './errors'
import { parseRetryAfter } from './transport'

const HOST = 'https://shop.example'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
})
afterAll(() => server.close())

/** A scripted platform behind an injected fetch: answers in order, records every request. */
function scripted(...answers: (Response | Error | (() => Response | Promise<Response>))[]) {
  const requests: Request[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    requests.push(request)
    const answer = answers.shift()
    if (answer === undefined) throw new Error('no more answers scripted')
    if (answer instanceof Error) throw answer
    return typeof answer === 'function' ? answer() : answer
  }
  return { fetch: fetch as typeof globalThis.fetch, requests }
}

const json = (body: unknown, init?: ResponseInit) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  })

describe('answers', () => {
  it('treats any 2xx as success: 200 JSON, 201 JSON, 204 empty', async () => {
    const { fetch } = scripted(
      json({ a: 1 }),
      json({ b: 2 }, { status: 201 }),
      new Response(null, { status: 204 }),
    )
    const client = createClient({ host: HOST, fetch })
    expect(await client.request({ method: 'GET', path: '/a' })).toEqual({ a: 1 })
    expect(await client.request({ method: 'POST', path: '/b', body: {} })).toEqual({ b: 2 })
    expect(await client.request({ method: 'DELETE', path: '/c' })).toBeUndefined()
  })

  it('reads an answer streamed in chunks, a character split across two of them, as one text', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ name: 'Tasse € — 日本', price: 9.5 }))
    const euro = bytes.indexOf(0xe2) // the first of the three bytes of "€"
    const parts = [bytes.slice(0, euro + 1), bytes.slice(euro + 1, euro + 2), bytes.slice(euro + 2)]
    const { fetch } = scripted(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              for (const part of parts) controller.enqueue(part)
              controller.close()
            },
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
      json({ name: '日本' }),
    )
    const client = createClient({ host: HOST, fetch })
    expect(await client.request({ method: 'GET', path: '/a' })).toEqual({
      name: 'Tasse € — 日本',
      price: 9.5,
    })
    // The next answer, in one chunk, is read with a decoder of its own.
    expect(await client.request({ method: 'GET', path: '/b' })).toEqual({ name: '日本' })
  })

  it('turns 200 with invalid JSON into InvalidResponseError, never a raw SyntaxError', async () => {
    const { fetch } = scripted(
      new Response('<html>oops</html>', { status: 200, headers: { 'x-wix-request-id': 'r-9' } }),
    )
    const error = await createClient({ host: HOST, fetch })
      .request({ method: 'POST', path: '/x', body: {} })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).requestId).toBe('r-9')
    expect((error as Error).cause).toBeInstanceOf(SyntaxError)
  })

  it('turns a 502 HTML page into System error occurred with the request id', async () => {
    const { fetch } = scripted(
      new Response('<html><body>Bad gateway</body></html>', {
        status: 502,
        headers: { 'x-wix-request-id': 'abc-123' },
      }),
    )
    const error = await createClient({ host: HOST, fetch, retry: false })
      .request({ method: 'GET', path: '/x' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SystemError)
    expect((error as SystemError).message).toBe('System error occurred, request-id: abc-123')
    expect((error as SystemError).status).toBe(502)
  })

  it('decodes declared response fields', async () => {
    const { fetch } = scripted(
      json({ product: { weight: 'Infinity', lastUpdated: '2024-01-02T03:04:05.000Z' } }),
    )
    const answer = await createClient({ host: HOST, fetch }).request<{
      product: { weight: number; lastUpdated: Date }
    }>({
      method: 'GET',
      path: '/p',
      fields: { response: { product: { weight: 'float', lastUpdated: 'date' } } },
    })
    expect(answer.product.weight).toBe(Infinity)
    expect(answer.product.lastUpdated).toEqual(new Date('2024-01-02T03:04:05.000Z'))
  })

  it('remaps violation fields to the caller argument names', async () => {
    server.use(
      http.post(`${HOST}/_api/ecom-cart/v1/carts/current/add-to-cart`, () =>
        HttpResponse.json(
          {
            message: 'bad',
            details: {
              validationError: {
                fieldViolations: [{ field: 'lineItems[0].quantity', description: 'must be positive' }],
              },
            },
          },
          { status: 400 },
        ),
      ),
    )
    const error = await createClient({ host: HOST })
      .request({
        method: 'POST',
        service: 'ecom-cart',
        path: '/v1/carts/current/add-to-cart',
        body: { lineItems: [{ quantity: 0 }] },
        argumentNames: { lineItems: 'items' },
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).message).toBe('INVALID_ARGUMENT: "items[0].quantity" must be positive')
  })

  it('sends JSON with the right headers, the raw token, and echoes X-Wix-Consistent', async () => {
    const seen: Request[] = []
    server.use(
      http.all(`${HOST}/*`, ({ request }) => {
        seen.push(request.clone())
        return HttpResponse.json({}, { headers: { 'x-wix-consistent': 'v42' } })
      }),
    )
    const auth: AuthStrategy = { getAuthHeaders: () => ({ authorization: 'raw-token' }) }
    const client = createClient({ host: HOST, auth, headers: { 'x-app': 'demo' } })
    await client.request({ method: 'POST', path: '/one', body: { a: 1 } })
    await client.request({ method: 'GET', path: '/two' })
    expect(seen[0]?.headers.get('authorization')).toBe('raw-token')
    expect(seen[0]?.headers.get('content-type')).toBe('application/json')
    expect(seen[0]?.headers.get('x-app')).toBe('demo')
    expect(await seen[0]?.json()).toEqual({ a: 1 })
    expect(seen[0]?.headers.get('x-wix-consistent')).toBeNull()
    expect(seen[1]?.headers.get('x-wix-consistent')).toBe('v42')
    expect(seen[1]?.headers.get('content-type')).toBeNull()
  })

  it('never sends X-Wix-Consistent to the token endpoint, nor adopts one from it', async () => {
    const seen: Request[] = []
    server.use(
      http.all(`${HOST}/*`, ({ request }) => {
        seen.push(request.clone())
        const token = new URL(request.url).pathname === '/oauth2/token' ? 'from-oauth' : 'v7'
        return HttpResponse.json({}, { headers: { 'x-wix-consistent': token } })
      }),
    )
    const client = createClient({ host: HOST })
    await client.request({ method: 'GET', service: 'catalog-reader', path: '/v1/products/p1' })
    await client.request({ method: 'POST', service: 'oauth', path: '/oauth2/token', body: {}, auth: false })
    await client.request({ method: 'GET', service: 'ecom-cart', path: '/v1/carts/current' })
    expect(seen.map((r) => r.headers.get('x-wix-consistent'))).toEqual([null, null, 'v7'])
  })

  it('redacts credentials and secret parameters from the request an error keeps', async () => {
    const { fetch } = scripted(new Response(null, { status: 403 }))
    const auth: AuthStrategy = {
      getAuthHeaders: () => ({ authorization: 'secret-token', 'wix-site-id': 'site-1' }),
    }
    const error = (await createClient({ host: HOST, fetch, auth })
      .request({ method: 'GET', path: '/x', query: { refreshToken: 'r-secret', code: 'c-secret', id: 'p1' } })
      .catch((e: unknown) => e)) as ApplicationError
    expect(error.code).toBe('FORBIDDEN')
    const kept = JSON.stringify(error.request)
    expect(kept).not.toContain('secret')
    expect(error.request?.headers['authorization']).toBe('[REDACTED]')
    expect(error.request?.headers['wix-site-id']).toBe('site-1')
    expect(error.request?.url).toBe(`${HOST}/x?refreshToken=[REDACTED]&code=[REDACTED]&id=p1`)
  })
})

describe('retries', () => {
  it('retries a GET on 503 and network errors, then succeeds', async () => {
    const { fetch, requests } = scripted(
      new Response('busy', { status: 503 }),
      new TypeError('fetch failed'),
      json({ ok: true }),
    )
    const client = createClient({ host: HOST, fetch, retry: { baseDelay: 1 } })
    expect(await client.request({ method: 'GET', path: '/x' })).toEqual({ ok: true })
    expect(requests).toHaveLength(3)
  })

  it('never retries a POST answered 500 or 503 (it may have happened)', async () => {
    for (const status of [500, 503]) {
      const { fetch, requests } = scripted(new Response('', { status }), json({}))
      const error = await createClient({ host: HOST, fetch, retry: { baseDelay: 1 } })
        .request({ method: 'POST', path: '/x', body: {} })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(SystemError)
      expect(requests).toHaveLength(1)
    }
  })

  it('does not retry a POST on a network error, and reports a NetworkError', async () => {
    const { fetch, requests } = scripted(new TypeError('fetch failed'), json({}))
    const error = await createClient({ host: HOST, fetch })
      .request({ method: 'POST', path: '/x', body: {} })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as NetworkError).code).toBe('NETWORK_ERROR')
    expect(requests).toHaveLength(1)
  })

  it('bounds the attempts: limit 2 means 3 requests, then the last error', async () => {
    const { fetch, requests } = scripted(
      ...Array.from({ length: 5 }, () => new Response('', { status: 504 })),
    )
    const error = await createClient({ host: HOST, fetch, retry: { limit: 2, baseDelay: 1 } })
      .request({ method: 'GET', path: '/x' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SystemError)
    expect(requests).toHaveLength(3)
  })

  it('does not retry 400, 404 or 500 on a GET', async () => {
    for (const status of [400, 404, 500]) {
      const { fetch, requests } = scripted(new Response('', { status }), json({}))
      await createClient({ host: HOST, fetch, retry: { baseDelay: 1 } })
        .request({ method: 'GET', path: '/x' })
        .catch(() => undefined)
      expect(requests).toHaveLength(1)
    }
  })

  it('waits for Retry-After: 2 before retrying a 429', async () => {
    vi.useFakeTimers()
    const { fetch, requests } = scripted(
      new Response('', { status: 429, headers: { 'retry-after': '2' } }),
      json({ ok: 1 }),
    )
    const pending = createClient({ host: HOST, fetch }).request({ method: 'GET', path: '/x' })
    await vi.advanceTimersByTimeAsync(1999)
    expect(requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await pending).toEqual({ ok: 1 })
    expect(requests).toHaveLength(2)
  })

  it('clamps a Retry-After of a day to 60 s', async () => {
    vi.useFakeTimers()
    const { fetch, requests } = scripted(
      new Response('', { status: 429, headers: { 'retry-after': '86400' } }),
      json({ ok: 1 }),
    )
    const pending = createClient({ host: HOST, fetch }).request({ method: 'GET', path: '/x' })
    await vi.advanceTimersByTimeAsync(59_999)
    expect(requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await pending).toEqual({ ok: 1 })
  })

  it('treats a past-date Retry-After as now, and a junk one as plain backoff', () => {
    const now = Date.parse('2025-01-01T00:00:10Z')
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:15 GMT', now)).toBe(5000)
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter('-5', now)).toBeUndefined()
    expect(parseRetryAfter('1.5', now)).toBe(1500)
    expect(parseRetryAfter(null, now)).toBeUndefined()
  })

  it('backs off with jitter: delays grow and vary, and stay under maxDelay', async () => {
    vi.useFakeTimers()
    const delays: number[] = []
    const realSetTimeout = globalThis.setTimeout
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      if (ms !== undefined && ms > 0) delays.push(ms)
      return realSetTimeout(fn, ms)
    }) as typeof setTimeout)
    const { fetch } = scripted(...Array.from({ length: 4 }, () => new Response('', { status: 503 })))
    const pending = createClient({
      host: HOST,
      fetch,
      timeout: 0,
      retry: { limit: 3, baseDelay: 100, maxDelay: 250 },
    })
      .request({ method: 'GET', path: '/x' })
      .catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(await pending).toBeInstanceOf(SystemError)
    spy.mockRestore()
    expect(delays).toHaveLength(3)
    expect(delays[0]).toBeGreaterThanOrEqual(50)
    expect(delays[0]).toBeLessThanOrEqual(100)
    expect(delays[1]).toBeGreaterThanOrEqual(100)
    expect(delays[1]).toBeLessThanOrEqual(200)
    expect(delays[2]).toBeGreaterThanOrEqual(125)
    expect(delays[2]).toBeLessThanOrEqual(250)
  })
})

describe('timeouts and aborts', () => {
  let silent: Server
  let url: string
  beforeAll(async () => {
    // A real server that accepts connections and never answers.
    silent = createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    silent.closeAllConnections()
    await new Promise((resolve) => silent.close(resolve))
  })

  it('leaves no timer behind after a timeout', async () => {
    vi.useFakeTimers()
    const fetch = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })) as typeof globalThis.fetch
    const pending = createClient({ host: HOST, fetch, timeout: 1000, retry: false })
      .request({ method: 'GET', path: '/x' })
      .catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(1000)
    expect(await pending).toBeInstanceOf(TimeoutError)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('aborts a request to a server that never answers after the timeout, with a TimeoutError', async () => {
    server.use(http.all(`${url}/*`, () => passthrough()))
    const client = createClient({ host: url, timeout: 150, fetch: globalThis.fetch })
    const error = await client.request({ method: 'POST', path: '/slow', body: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).message).toBe('Request timed out after 150 ms')
  })

  it('times out even when a custom fetch ignores the signal', async () => {
    vi.useFakeTimers()
    const fetch = (() =>
      new Promise<Response>((resolve) =>
        setTimeout(() => resolve(json({ late: true })), 5000),
      )) as typeof globalThis.fetch
    const pending = createClient({ host: HOST, fetch, timeout: 150, retry: false })
      .request({ method: 'GET', path: '/x' })
      .catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(150)
    expect(await pending).toBeInstanceOf(TimeoutError)
    await vi.advanceTimersByTimeAsync(5000)
  })

  it('rejects an aborted call even when a custom fetch ignores the signal', async () => {
    const controller = new AbortController()
    const fetch = (async () => {
      controller.abort()
      return json({ late: true })
    }) as typeof globalThis.fetch
    const error = await createClient({ host: HOST, fetch })
      .request({ method: 'POST', path: '/x', body: {}, signal: controller.signal })
      .catch((e: unknown) => e)
    expect((error as Error).name).toBe('AbortError')
  })

  it("leaves no timer and no listener on the caller's signal once an attempt is answered, failed or timed out", async () => {
    vi.useFakeTimers()
    const controller = new AbortController()
    const { fetch } = scripted(json({ ok: true }), new TypeError('fetch failed'), () => new Promise(() => {}))
    const client = createClient({ host: HOST, fetch, timeout: 1000, retry: false })
    const call = () =>
      client.request({ method: 'GET', path: '/x', signal: controller.signal }).catch((e: unknown) => e)
    expect(await call()).toEqual({ ok: true })
    expect(await call()).toBeInstanceOf(NetworkError)
    const hanging = call()
    await vi.advanceTimersByTimeAsync(1000)
    expect(await hanging).toBeInstanceOf(TimeoutError)
    expect(vi.getTimerCount()).toBe(0)
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0)
  })

  it('stops on the caller signal, also while waiting to retry', async () => {
    vi.useFakeTimers()
    const { fetch, requests } = scripted(
      new Response('', { status: 503, headers: { 'retry-after': '30' } }),
      json({}),
    )
    const controller = new AbortController()
    const pending = createClient({ host: HOST, fetch })
      .request({ method: 'GET', path: '/x', signal: controller.signal })
      .catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(10)
    controller.abort()
    const error = await pending
    expect((error as Error).name).toBe('AbortError')
    expect(requests).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('401 and the auth strategy', () => {
  it('calls onUnauthorized once with the headers and URL used, and retries with fresh ones', async () => {
    let token = 'old'
    const used: string[] = []
    const auth: AuthStrategy = {
      getAuthHeaders: () => ({ authorization: token }),
      onUnauthorized: async (headers, url) => {
        used.push(`${headers['authorization']} ${url}`)
        token = 'new'
        return true
      },
    }
    const { fetch, requests } = scripted(new Response('', { status: 401 }), json({ ok: 1 }))
    expect(
      await createClient({ host: HOST, fetch, auth }).request({ method: 'POST', path: '/x', body: {} }),
    ).toEqual({ ok: 1 })
    expect(used).toEqual([`old ${HOST}/x`])
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual(['old', 'new'])
  })

  it('renews at most once per request: a second 401 is reported, not looped', async () => {
    const onUnauthorized = vi.fn(async () => true)
    const auth: AuthStrategy = { getAuthHeaders: () => ({ authorization: 't' }), onUnauthorized }
    const { fetch, requests } = scripted(
      new Response('', { status: 401 }),
      new Response('', { status: 401 }),
      json({}),
    )
    const error = await createClient({ host: HOST, fetch, auth })
      .request({ method: 'GET', path: '/x' })
      .catch((e: unknown) => e)
    expect(HttpError.is(error) && error.status).toBe(401)
    expect((error as ApplicationError).code).toBe('UNAUTHORIZED')
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(requests).toHaveLength(2)
  })

  it('tells onForbidden of a 403 with the headers and URL used, sends nothing again, and fails with the platform error', async () => {
    const onForbidden = vi.fn()
    const auth: AuthStrategy = {
      getAuthHeaders: () => ({ authorization: 'k', 'wix-site-id': 's' }),
      onForbidden,
    }
    const { fetch, requests } = scripted(new Response('', { status: 403 }), new Response('', { status: 404 }))
    const client = createClient({ host: HOST, fetch, auth })
    const error = await client.request({ method: 'GET', path: '/x' }).catch((e: unknown) => e)
    expect(HttpError.is(error) && error.status).toBe(403)
    expect(onForbidden).toHaveBeenCalledTimes(1)
    expect(onForbidden).toHaveBeenCalledWith({ authorization: 'k', 'wix-site-id': 's' }, `${HOST}/x`)
    expect(requests).toHaveLength(1)
    // Another refusal is no 403.
    await client.request({ method: 'GET', path: '/y' }).catch(() => undefined)
    expect(onForbidden).toHaveBeenCalledTimes(1)
  })

  it('does not authenticate a request sent with auth: false', async () => {
    const getAuthHeaders = vi.fn(() => ({ authorization: 't' }))
    const { fetch, requests } = scripted(json({}))
    await createClient({ host: HOST, fetch, auth: { getAuthHeaders } }).request({
      method: 'POST',
      path: '/oauth2/token',
      body: {},
      auth: false,
    })
    expect(getAuthHeaders).not.toHaveBeenCalled()
    expect(requests[0]?.headers.get('authorization')).toBeNull()
  })
})

describe('Retry-After on the error', () => {
  it("keeps the answer's Retry-After in milliseconds, clamped to 60 s, for callers with their own back-off", async () => {
    const answers = [
      new Response('', { status: 429, headers: { 'retry-after': '30' } }),
      new Response('', { status: 503, headers: { 'retry-after': '3600' } }),
      new Response('', { status: 503 }),
    ]
    const errors: unknown[] = []
    for (const answer of answers) {
      const { fetch } = scripted(answer)
      errors.push(
        await createClient({ host: HOST, fetch, retry: false })
          .request({ method: 'POST', path: '/oauth2/token', body: {} })
          .catch((e: unknown) => e),
      )
    }
    expect(errors.map((e) => (e as HttpError).retryAfter)).toEqual([30_000, 60_000, undefined])
  })
})

describe('an aborted call', () => {
  it('asks the auth strategy for nothing: no token renewal starts for a call that will not be sent', async () => {
    const getAuthHeaders = vi.fn(() => ({ authorization: 'token' }))
    const { fetch, requests } = scripted(json({}))
    const client = createClient({ host: HOST, fetch, auth: { getAuthHeaders } })
    const reason = new Error('gone')
    await expect(
      client.request({ method: 'GET', path: '/x', signal: AbortSignal.abort(reason) }),
    ).rejects.toBe(reason)
    expect(getAuthHeaders).not.toHaveBeenCalled()
    expect(requests).toHaveLength(0)
  })
})

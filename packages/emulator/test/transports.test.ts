import { setupServer } from 'msw/node'
import { afterEach, describe, expect, it } from 'vitest'
import { handlers } from '../src/msw'
import { createEmulator, DEMO_CLIENT_ID } from '../src/node'
import { jsonRequest } from './helpers'

const anonymous = { clientId: DEMO_CLIENT_ID, grantType: 'anonymous' }

describe('three transports, one app', () => {
  const cleanups: (() => Promise<void> | void)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup()
  })

  it('answers in process through fetch, with a request id on every answer', async () => {
    const emulator = createEmulator()
    const response = await emulator.fetch(
      jsonRequest('POST', 'https://www.wixapis.com/oauth2/token', anonymous),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('x-wix-request-id')).toBeTruthy()
    const notFound = await emulator.fetch('/no/such/path')
    expect(notFound.status).toBe(404)
    expect(notFound.headers.get('x-wix-request-id')).toBeTruthy()
    expect(await notFound.json()).toMatchObject({ details: { applicationError: { code: 'NOT_FOUND' } } })
  })

  it('accepts fetch(url, init) so it can stand in for the global fetch', async () => {
    const emulator = createEmulator()
    const response = await emulator.fetch('https://www.wixapis.com/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(anonymous),
    })
    expect(response.status).toBe(200)
  })

  it('serves real HTTP with listen(0) and closes cleanly', async () => {
    const emulator = createEmulator()
    const server = await emulator.listen(0)
    cleanups.push(() => server.close())
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(emulator.origin).toBe(server.url)
    const response = await fetch(`${server.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(anonymous),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-wix-request-id')).toBeTruthy()
    const forbidden = await fetch(`${server.url}/stores/v1/products`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    })
    expect(forbidden.status).toBe(403)
    expect(forbidden.statusText).toBe('Forbidden')
    expect(await forbidden.text()).toBe('')
  })

  it('hands in-process callers genuine Responses, and writes the same bytes over HTTP', async () => {
    const emulator = createEmulator()
    const local = await emulator.fetch(jsonRequest('POST', 'https://www.wixapis.com/oauth2/token', anonymous))
    expect(Object.getPrototypeOf(local)).toBe(Response.prototype)
    const copy = local.clone()
    expect((await local.json()).token_type).toBe('Bearer')
    expect(await copy.text()).toContain('"token_type":"Bearer"')
    const server = await emulator.listen(0)
    cleanups.push(() => server.close())
    const query = `${server.url}/stores-reader/v1/products/query-platformized`
    const token = await (
      await fetch(`${server.url}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(anonymous),
      })
    ).json()
    const auth = { authorization: token.access_token as string }
    const overHttp = await fetch(query, { headers: auth })
    const text = await overHttp.text()
    expect(overHttp.headers.get('content-length')).toBe(String(Buffer.byteLength(text)))
    expect(overHttp.headers.get('content-type')).toBe('application/json; charset=utf-8')
    // The same page again comes from cached bytes: identical.
    expect(await (await fetch(query, { headers: auth })).text()).toBe(text)
    const head = await fetch(query, { method: 'HEAD', headers: auth })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  it('intercepts the platform hosts and the emulator origin under msw', async () => {
    const emulator = createEmulator()
    const server = setupServer(...handlers(emulator))
    server.listen({ onUnhandledRequest: 'error' })
    cleanups.push(() => server.close())
    for (const host of ['https://www.wixapis.com', 'https://edge.wixapis.com', 'http://127.0.0.1:4010']) {
      const response = await fetch(`${host}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(anonymous),
      })
      expect(response.status).toBe(200)
    }
    emulator.faults.add({ match: '/oauth2/token', drop: true, times: 1 })
    await expect(
      fetch('https://www.wixapis.com/oauth2/token', { method: 'POST', body: JSON.stringify(anonymous) }),
    ).rejects.toThrow()
  })
})

describe('CORS', () => {
  it('answers preflights and exposes the request id to browser storefronts on other origins', async () => {
    const emulator = createEmulator()
    const preflight = await emulator.fetch('https://www.wixapis.com/ecom/v1/carts/current', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization, content-type')
    const response = await emulator.fetch(
      new Request('https://www.wixapis.com/oauth2/token', {
        method: 'POST',
        headers: { origin: 'http://localhost:5173', 'content-type': 'application/json' },
        body: JSON.stringify(anonymous),
      }),
    )
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(response.headers.get('access-control-expose-headers')).toContain('x-wix-request-id')
  })
})

describe('fault injection', () => {
  it('answers an injected status with a request id, a limited number of times', async () => {
    const emulator = createEmulator({
      faults: [{ match: '/oauth2/token', status: 503, body: '<html>down</html>', times: 1 }],
    })
    const failed = await emulator.fetch(
      jsonRequest('POST', 'https://www.wixapis.com/oauth2/token', anonymous),
    )
    expect(failed.status).toBe(503)
    expect(failed.statusText).toBe('Service Unavailable')
    expect(await failed.text()).toBe('<html>down</html>')
    expect(failed.headers.get('x-wix-request-id')).toBeTruthy()
    const ok = await emulator.fetch(jsonRequest('POST', 'https://www.wixapis.com/oauth2/token', anonymous))
    expect(ok.status).toBe(200)
  })

  it('adds latency and custom headers, and can be removed at runtime', async () => {
    const emulator = createEmulator()
    const remove = emulator.faults.add({
      match: /oauth2/,
      delayMs: 60,
      status: 429,
      headers: { 'retry-after': '2' },
    })
    const started = Date.now()
    const response = await emulator.fetch(
      jsonRequest('POST', 'https://www.wixapis.com/oauth2/token', anonymous),
    )
    expect(Date.now() - started).toBeGreaterThanOrEqual(50)
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('2')
    remove()
    expect(emulator.faults.list()).toEqual([])
  })

  it("keeps a fault's own headers, its x-wix-request-id included, in process and over HTTP", async () => {
    const lines: string[] = []
    const emulator = createEmulator({ verbose: true, logger: (line) => lines.push(line) })
    emulator.faults.add({
      match: '/oauth2/token',
      status: 503,
      headers: { 'X-Wix-Request-Id': 'req-from-the-fault', 'access-control-allow-origin': '*' },
      times: 1,
    })
    const injected = await emulator.fetch(
      jsonRequest('POST', 'https://www.wixapis.com/oauth2/token', anonymous, {
        origin: 'http://localhost:5173',
      }),
    )
    expect(injected.status).toBe(503)
    expect(injected.headers.get('x-wix-request-id')).toBe('req-from-the-fault')
    expect(injected.headers.get('access-control-allow-origin')).toBe('*')
    // What the fault does not set is still added: the exposed headers a browser needs.
    expect(injected.headers.get('access-control-expose-headers')).toContain('x-wix-request-id')
    expect(lines.at(-1)).toContain('[req-from-the-fault]')
    // Answers without a fault keep getting the emulator's own ids.
    const ok = await emulator.fetch(jsonRequest('POST', 'https://www.wixapis.com/oauth2/token', anonymous))
    expect(ok.headers.get('x-wix-request-id')).toMatch(/^\d+\.\d{10}$/)

    const server = await emulator.listen(0)
    try {
      await fetch(`${server.url}/_emulator/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          match: '/oauth2/token',
          status: 500,
          headers: { 'x-wix-request-id': 'req-over-http' },
          times: 1,
        }),
      })
      const overHttp = await fetch(`${server.url}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(anonymous),
      })
      expect(overHttp.status).toBe(500)
      expect(overHttp.headers.get('x-wix-request-id')).toBe('req-over-http')
    } finally {
      await server.close()
    }
  })

  it('drops the connection: a TypeError in process, a reset socket over HTTP', async () => {
    const emulator = createEmulator({ faults: [{ match: '/oauth2/token', drop: true }] })
    await expect(
      emulator.fetch(jsonRequest('POST', 'https://www.wixapis.com/oauth2/token', anonymous)),
    ).rejects.toThrow(TypeError)
    const server = await emulator.listen(0)
    try {
      await expect(
        fetch(`${server.url}/oauth2/token`, { method: 'POST', body: JSON.stringify(anonymous) }),
      ).rejects.toThrow()
    } finally {
      await server.close()
    }
  })

  it('only applies to the given method, and can be managed over HTTP', async () => {
    const emulator = createEmulator()
    await emulator.fetch(
      jsonRequest('POST', 'http://127.0.0.1:4010/_emulator/faults', {
        match: '/oauth2/token',
        method: 'GET',
        status: 500,
      }),
    )
    const post = await emulator.fetch(jsonRequest('POST', 'https://www.wixapis.com/oauth2/token', anonymous))
    expect(post.status).toBe(200)
    await emulator.fetch(
      jsonRequest('DELETE', 'http://127.0.0.1:4010/_emulator/faults', undefined, {
        'content-type': 'application/json',
      }),
    )
    expect(emulator.faults.list()).toHaveLength(0)
  })
})

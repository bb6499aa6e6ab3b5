import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthStrategy } from './auth-strategy'
import { bind } from './bind'
import { createClient, defineModule } from './create-client'
import type { ErrorHookEvent, RequestHookEvent, RequestHooks, ResponseHookEvent } from './hooks'
import type { Operation } from './operation'

const HOST = 'http://127.0.0.1:4010'

/** A fetch answering each request in turn with the next of `answers` (the last one repeats). */
function scripted(...answers: (() => Response)[]) {
  const requests: Request[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init))
    return (answers[Math.min(requests.length - 1, answers.length - 1)] ?? (() => Response.json({})))()
  }) as typeof globalThis.fetch
  return { fetch, requests }
}

/** Hooks that record every event, in order. */
function recording() {
  const events: { hook: string; event: RequestHookEvent | ResponseHookEvent | ErrorHookEvent }[] = []
  const hooks: RequestHooks = {
    onRequest: (event) => void events.push({ hook: 'onRequest', event }),
    onResponse: (event) => void events.push({ hook: 'onResponse', event }),
    onError: (event) => void events.push({ hook: 'onError', event }),
  }
  return { hooks, events }
}

const getThing: Operation<[id: string], { thing: string }, string> = {
  name: 'things.get',
  params: [['id', (v) => (typeof v === 'string' ? undefined : 'must be a string')]],
  request: ([id]) => ({
    method: 'GET',
    service: 'catalog-reader',
    path: `/v1/things/${id}`,
    query: { id },
  }),
  result: (answer) => answer.thing,
}

const things = defineModule((ctx) => bind(ctx, { get: getThing }))

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('request hooks', () => {
  it('see each attempt with the operation name, method, redacted URL, status, request id and duration', async () => {
    const { fetch } = scripted(() =>
      Response.json({ thing: 'mug' }, { headers: { 'x-wix-request-id': 'req-1' } }),
    )
    const { hooks, events } = recording()
    const client = createClient({ host: HOST, fetch, hooks, modules: { things } })

    expect(await client.things.get('t-1')).toBe('mug')

    expect(events.map((e) => e.hook)).toEqual(['onRequest', 'onResponse'])
    const [request, response] = events.map((e) => e.event)
    expect(request).toEqual({
      operation: 'things.get',
      method: 'GET',
      url: `${HOST}/_api/catalog-reader-server/v1/things/t-1?id=t-1`,
      attempt: 1,
    })
    expect(response).toMatchObject({ operation: 'things.get', status: 200, requestId: 'req-1', attempt: 1 })
    expect((response as ResponseHookEvent).request).toBe(request)
    expect((response as ResponseHookEvent).durationMs).toBeGreaterThanOrEqual(0)
  })

  it('a GET retried after a 503: two onRequest (attempts 1 and 2), an onError that says it retries, then onResponse', async () => {
    vi.useFakeTimers()
    const { fetch, requests } = scripted(
      () =>
        new Response('busy', { status: 503, headers: { 'retry-after': '1', 'x-wix-request-id': 'r-503' } }),
      () => Response.json({ thing: 'mug' }),
    )
    const { hooks, events } = recording()
    const client = createClient({ host: HOST, fetch, hooks, modules: { things } })

    const pending = client.things.get('t-1')
    await vi.advanceTimersByTimeAsync(1000)
    expect(await pending).toBe('mug')

    expect(requests).toHaveLength(2)
    expect(events.map((e) => [e.hook, e.event.attempt])).toEqual([
      ['onRequest', 1],
      ['onError', 1],
      ['onRequest', 2],
      ['onResponse', 2],
    ])
    const error = events[1]?.event as ErrorHookEvent
    expect(error).toMatchObject({ status: 503, requestId: 'r-503', retrying: true, operation: 'things.get' })
    expect((error.error as Error).message).toBe('System error occurred, request-id: r-503')
  })

  it('a failure that is not retried: onError with the error the call rejects with', async () => {
    const { fetch } = scripted(() =>
      Response.json(
        {
          message: 'Cart not found',
          details: { applicationError: { code: 'OWNED_CART_NOT_FOUND', description: 'Cart not found' } },
        },
        { status: 404 },
      ),
    )
    const { hooks, events } = recording()
    const client = createClient({ host: HOST, fetch, hooks })
    const rejected = await client
      .request({ method: 'GET', path: '/v1/carts/current' })
      .catch((e: unknown) => e)
    const error = events.at(-1)?.event as ErrorHookEvent
    expect(events.map((e) => e.hook)).toEqual(['onRequest', 'onError'])
    expect(error).toMatchObject({ operation: 'request', status: 404, retrying: false })
    expect(error.error).toBe(rejected)
  })

  it('a network failure of a write: onError without a status, not retried', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed')
    }) as typeof globalThis.fetch
    const { hooks, events } = recording()
    const client = createClient({ host: HOST, fetch, hooks })
    const rejected = await client.request({ method: 'POST', path: '/x', body: {} }).catch((e: unknown) => e)
    expect(events.map((e) => e.hook)).toEqual(['onRequest', 'onError'])
    expect(events[1]?.event).toMatchObject({
      status: undefined,
      requestId: undefined,
      retrying: false,
      error: rejected,
    })
    expect((rejected as Error).name).toBe('NetworkError')
  })

  it('a 401 renewed by the auth strategy: onError (retrying) for the first attempt, then attempt 2', async () => {
    let token = 'old'
    const auth: AuthStrategy = {
      getAuthHeaders: () => ({ authorization: token }),
      onUnauthorized: async () => {
        token = 'new'
        return true
      },
    }
    const { fetch } = scripted(
      () => new Response('', { status: 401 }),
      () => Response.json({ ok: true }),
    )
    const { hooks, events } = recording()
    const client = createClient({ host: HOST, fetch, hooks, auth })
    await client.request({ method: 'POST', path: '/x', body: {}, operation: 'things.create' })
    expect(events.map((e) => [e.hook, e.event.attempt, e.event.operation])).toEqual([
      ['onRequest', 1, 'things.create'],
      ['onError', 1, 'things.create'],
      ['onRequest', 2, 'things.create'],
      ['onResponse', 2, 'things.create'],
    ])
    expect((events[1]!.event as ErrorHookEvent).retrying).toBe(true)
  })

  it('a hook that throws or rejects changes neither the result nor the error', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken: RequestHooks = {
      onRequest: () => {
        throw new Error('logger down')
      },
      onResponse: async () => {
        throw new Error('meter down')
      },
      onError: () => {
        throw new Error('tracer down')
      },
    }
    const ok = scripted(() => Response.json({ thing: 'mug' }))
    const client = createClient({ host: HOST, fetch: ok.fetch, hooks: broken })
    await expect(client.request({ method: 'GET', path: '/x' })).resolves.toEqual({ thing: 'mug' })

    const failing = scripted(() => Response.json({ message: 'nope' }, { status: 403 }))
    const other = createClient({ host: HOST, fetch: failing.fetch, hooks: broken, retry: false })
    await expect(other.request({ method: 'GET', path: '/x' })).rejects.toMatchObject({ code: 'FORBIDDEN' })
    expect(reported).toHaveBeenCalledTimes(4)
  })

  it('async hooks are awaited in order', async () => {
    const order: string[] = []
    const hooks: RequestHooks = {
      onRequest: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        order.push('request hook done')
      },
      onResponse: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        order.push('response hook done')
      },
    }
    const fetch = (async () => {
      order.push('sent')
      return Response.json({})
    }) as typeof globalThis.fetch
    await createClient({ host: HOST, fetch, hooks }).request({ method: 'GET', path: '/x' })
    order.push('resolved')
    expect(order).toEqual(['request hook done', 'sent', 'response hook done', 'resolved'])
  })

  it('no secret in any event: no headers, and token, code, password and key parameters redacted', async () => {
    const { fetch } = scripted(() => Response.json({}))
    const { hooks, events } = recording()
    const client = createClient({
      host: HOST,
      fetch,
      hooks,
      auth: { getAuthHeaders: () => ({ authorization: 'secret-access-token' }) },
      headers: { 'x-api-key': 'secret-api-key' },
    })
    await client.request({
      method: 'GET',
      path: '/v1/logout',
      query: { sessionToken: 'secret-session', code: 'secret-code', password: 'secret-pw', clientId: 'c1' },
    })
    const text = JSON.stringify(events)
    expect(text).not.toMatch(/secret/)
    expect(events[0]?.event.url).toContain('clientId=c1')
    expect(events[0]?.event.url).toContain('sessionToken=[REDACTED]')
  })
})

import { describe, expect, it } from 'vitest'
import type { AnswerInfo } from './answer-info'
import { bind, lazy } from './bind'
import type { CallOptions } from './call-options'
import { inputList, inputOptional, inputText, inputValue } from './check-input'
import { createClient, defineModule, type ModuleContext } from './create-client'
import { InvalidInputError } from './errors'
import type { Operation } from './operation'

const HOST = 'http://127.0.0.1:4010'
const id = inputText(/\S/, 'must not be blank')
const quantity = inputValue((n) => Number.isSafeInteger(n) && (n as number) > 0, 'a positive integer')

/** A fetch that answers each request after `delay` ms with what `answer` gives, and records it. */
function server(answer: (body: unknown, url: string) => unknown = () => ({}), delay = 0) {
  const sent: { method: string; url: string; body: unknown }[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const text = await request.text()
    const body = text === '' ? undefined : JSON.parse(text)
    sent.push({ method: request.method, url: request.url, body })
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
    return Response.json(answer(body, request.url))
  }) as typeof globalThis.fetch
  return { fetch, sent }
}

const addLine: Operation<[line: { sku: string; quantity: number }], { lines: string[] }, string[]> = {
  name: 'basket.addLine',
  params: [['', { sku: id, quantity }]],
  request: ([line]) => ({
    method: 'POST',
    path: '/v1/basket/lines',
    body: { line },
  }),
  result: (answer) => answer.lines,
}

const getLine: Operation<[id: string], { line: string }, string, CallOptions & { verbose?: boolean }> = {
  name: 'basket.getLine',
  params: [['id', id]],
  options: { verbose: inputOptional(inputValue((v) => typeof v === 'boolean', 'a boolean')) },
  request: ([lineId], options) => ({
    method: 'GET',
    path: `/v1/basket/lines/${lineId}`,
    query: { verbose: options.verbose },
  }),
  result: (answer, [lineId]) => `${lineId}: ${answer.line}`,
}

const clear: Operation<[], unknown, undefined> = {
  name: 'basket.clear',
  params: [],
  request: () => ({ method: 'DELETE', path: '/v1/basket' }),
  result: () => undefined,
}

const basket1 = defineModule((ctx) => bind(ctx, { getLine }))
const basket2 = defineModule((ctx) => bind(ctx, { addLine, getLine }))
const basket3 = defineModule((ctx) => bind(ctx, { clear }))
const basket5 = defineModule((ctx) => bind(ctx, { addLine }, { serial: true }))

describe('bind: operations become methods', () => {
  it('checks the arguments, builds the request, sends it and maps the answer', async () => {
    const { fetch, sent } = server(() => ({ lines: ['a'] }))
    const basket = defineModule((ctx) => bind(ctx, { addLine, getLine, clear }))
    const client = createClient({ host: HOST, fetch, modules: { basket } })

    expect(await client.basket.addLine({ sku: 'a', quantity: 2 })).toEqual(['a'])
    expect(sent).toEqual([
      { method: 'POST', url: `${HOST}/v1/basket/lines`, body: { line: { sku: 'a', quantity: 2 } } },
    ])
  })

  it('passes the options to the request and the arguments to the result', async () => {
    const { fetch, sent } = server(() => ({ line: 'two mugs' }))
    const client = createClient({ host: HOST, fetch, modules: { basket: basket1 } })
    expect(await client.basket.getLine('l-1', { verbose: true })).toBe('l-1: two mugs')
    expect(sent[0]?.url).toBe(`${HOST}/v1/basket/lines/l-1?verbose=true`)
  })

  it('refuses bad arguments and options before sending, naming every field as the caller wrote it', async () => {
    const { fetch, sent } = server()
    const client = createClient({ host: HOST, fetch, modules: { basket: basket2 } })

    const error = await client.basket.addLine({ sku: ' ', quantity: 0 }).catch((e: unknown) => e)
    expect(InvalidInputError.is(error)).toBe(true)
    expect((error as InvalidInputError).violations.map((v) => v.field)).toEqual(['quantity', 'sku'])

    const options = await client.basket
      .getLine('', { verbose: 'yes' as never, timeout: -1, signal: {} as AbortSignal })
      .catch((e: InvalidInputError) => e.violations)
    expect(options).toEqual([
      { field: 'id', description: 'must not be blank' },
      { field: 'options.signal', description: 'must be an AbortSignal' },
      { field: 'options.timeout', description: 'must be a non-negative number' },
      { field: 'options.verbose', description: 'must be a boolean' },
    ])
    expect(sent).toEqual([])
  })

  it('takes the options after the declared arguments, also when an optional argument is left out', async () => {
    const { fetch, sent } = server()
    const client = createClient({ host: HOST, fetch, modules: { basket: basket3 } })
    const controller = new AbortController()
    controller.abort(new Error('left the page'))
    await expect(client.basket.clear({ signal: controller.signal })).rejects.toThrow('left the page')
    expect(sent).toEqual([])
    await expect(client.basket.clear()).resolves.toBeUndefined()
  })

  it("gives the result the answer's status, request id and request, with its credentials and secret parameters redacted", async () => {
    const whoAmI: Operation<[code: string], unknown, AnswerInfo> = {
      name: 'basket.whoAmI',
      params: [['code', id]],
      request: ([code]) => ({ method: 'GET', path: '/v1/basket/me', query: { code, page: 2 } }),
      result: (_answer, _args, info) => info,
    }
    const fetch = (async () =>
      Response.json({}, { status: 201, headers: { 'x-wix-request-id': 'req-7' } })) as typeof globalThis.fetch
    const basket = defineModule((ctx) => bind(ctx, { whoAmI }))
    const client = createClient({
      host: HOST,
      fetch,
      headers: { authorization: 'Bearer secret-token' },
      modules: { basket },
    })
    expect(await client.basket.whoAmI('one-time-code')).toEqual({
      status: 201,
      requestId: 'req-7',
      request: {
        method: 'GET',
        url: `${HOST}/v1/basket/me?code=[REDACTED]&page=2`,
        headers: { accept: 'application/json', authorization: '[REDACTED]' },
      },
    })
  })

  it('binds procedures with the context first', async () => {
    const { fetch } = server(() => ({ lines: ['a', 'b'] }))
    const addTwice = async (ctx: ModuleContext, sku: string) => {
      await ctx.call(addLine, [{ sku, quantity: 1 }])
      return ctx.call(addLine, [{ sku, quantity: 1 }])
    }
    const basket4 = defineModule((ctx) => bind(ctx, { addTwice }))
    const client = createClient({ host: HOST, fetch, modules: { basket: basket4 } })
    expect(await client.basket.addTwice('a')).toEqual(['a', 'b'])
  })
})

describe('bind: serial', () => {
  it('runs calls one after the other, in the order they were made, each resolving to its own answer', async () => {
    let lines: string[] = []
    const { fetch, sent } = server((body) => {
      lines = [...lines, (body as { line: { sku: string } }).line.sku]
      return { lines }
    }, 5)
    const client = createClient({
      host: HOST,
      fetch,
      modules: { basket: basket5 },
    })
    const results = await Promise.all(
      ['a', 'b', 'c'].map((sku) => client.basket.addLine({ sku, quantity: 1 })),
    )
    expect(results).toEqual([['a'], ['a', 'b'], ['a', 'b', 'c']])
    expect(sent.map((r) => (r.body as { line: { sku: string } }).line.sku)).toEqual(['a', 'b', 'c'])
  })

  it('takes the input as it was when the call was made, and a refused input takes no turn', async () => {
    const { fetch, sent } = server(() => ({ lines: [] }), 5)
    const client = createClient({
      host: HOST,
      fetch,
      modules: { basket: basket5 },
    })
    const first = client.basket.addLine({ sku: 'a', quantity: 1 })
    const line = { sku: 'b', quantity: 1 }
    const second = client.basket.addLine(line)
    line.quantity = 50
    await expect(client.basket.addLine({ sku: 'c', quantity: 0 })).rejects.toSatisfy((e) =>
      InvalidInputError.is(e),
    )
    await Promise.all([first, second])
    expect(sent.map((r) => r.body)).toEqual([
      { line: { sku: 'a', quantity: 1 } },
      { line: { sku: 'b', quantity: 1 } },
    ])
  })

  it('a call aborted while it waits leaves at once, is never sent, and the next one runs', async () => {
    const { fetch, sent } = server(() => ({ lines: [] }), 20)
    const client = createClient({
      host: HOST,
      fetch,
      modules: { basket: basket5 },
    })
    const controller = new AbortController()
    const first = client.basket.addLine({ sku: 'a', quantity: 1 })
    const aborted = client.basket.addLine({ sku: 'b', quantity: 1 }, { signal: controller.signal })
    const third = client.basket.addLine({ sku: 'c', quantity: 1 })
    const reason = new Error('navigated away')
    controller.abort(reason)
    await expect(aborted).rejects.toBe(reason)
    await Promise.all([first, third])
    expect(sent.map((r) => (r.body as { line: { sku: string } }).line.sku)).toEqual(['a', 'c'])
  })

  it('a failed call rejects alone', async () => {
    let n = 0
    const fetch = (async () =>
      ++n === 1
        ? Response.json({ message: 'no' }, { status: 400 })
        : Response.json({ lines: ['b'] })) as typeof globalThis.fetch
    const client = createClient({
      host: HOST,
      fetch,
      modules: { basket: basket5 },
    })
    const first = client.basket.addLine({ sku: 'a', quantity: 1 })
    const second = client.basket.addLine({ sku: 'b', quantity: 1 })
    await expect(first).rejects.toMatchObject({ status: 400 })
    await expect(second).resolves.toEqual(['b'])
  })
})

describe('bind: credentials', () => {
  it("sends the bound operations with the binding's headers instead of the strategy's, and never renews for them", async () => {
    const seen: (string | null)[] = []
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      seen.push(request.headers.get('authorization'))
      return Response.json({ error: 'expired' }, { status: request.url.endsWith('/old') ? 401 : 200 })
    }) as typeof globalThis.fetch
    let renewals = 0
    const auth = {
      getAuthHeaders: () => ({ authorization: 'current' }),
      onUnauthorized: async () => {
        renewals++
        return true
      },
    }
    const basket = defineModule((ctx) => ({
      ...bind(ctx, { getLine }),
      ...bind(ctx, { getOld: getLine }, { credentials: { authorization: 'previous' } }),
    }))
    const client = createClient({ host: HOST, fetch, auth, modules: { basket } })

    await client.basket.getLine('a')
    await expect(client.basket.getOld('old')).rejects.toMatchObject({ status: 401 })
    expect(seen).toEqual(['current', 'previous'])
    expect(renewals).toBe(0)
  })
})

describe('bind: lazy', () => {
  it('loads the chunk on the first call only, shares it, and checks input there', async () => {
    const { fetch, sent } = server(() => ({ lines: ['a'] }))
    let loads = 0
    const chunk = lazy(async () => {
      loads++
      return { addLine, getLine }
    }, ['addLine'])
    const basket6 = defineModule((ctx) => bind(ctx, chunk))
    const client = createClient({ host: HOST, fetch, modules: { basket: basket6 } })

    expect(Object.keys(client.basket)).toEqual(['addLine'])
    expect(loads).toBe(0)
    await Promise.all([
      client.basket.addLine({ sku: 'a', quantity: 1 }),
      client.basket.addLine({ sku: 'b', quantity: 1 }),
    ])
    await expect(client.basket.addLine({ sku: '', quantity: 1 })).rejects.toSatisfy((e) =>
      InvalidInputError.is(e),
    )
    expect(loads).toBe(1)
    expect(sent).toHaveLength(2)
  })

  it('a chunk that failed to load is loaded again by the next call', async () => {
    const { fetch } = server(() => ({ lines: ['a'] }))
    let loads = 0
    const chunk = lazy(async () => {
      if (++loads === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return { addLine }
    }, ['addLine'])
    const retried = defineModule((ctx) => bind(ctx, chunk))
    const client = createClient({ host: HOST, fetch, modules: { basket: retried } })
    await expect(client.basket.addLine({ sku: 'a', quantity: 1 })).rejects.toThrow('dynamically imported')
    await expect(client.basket.addLine({ sku: 'a', quantity: 1 })).resolves.toEqual(['a'])
  })

  it('binds procedures of any context (a session), loaded on first use', async () => {
    const session = { greeting: 'hello' }
    const chunk = lazy(
      async () => ({ greet: (s: typeof session, name: string) => `${s.greeting} ${name}` }),
      ['greet'],
    )
    const methods = bind(session, chunk)
    await expect(methods.greet('ada')).resolves.toBe('hello ada')
  })
})

describe('ctx.call', () => {
  it('rejects (never throws) for a refused input', async () => {
    const { fetch } = server()
    let ctx: ModuleContext | undefined
    const capture = defineModule((c) => {
      ctx = c
      return {}
    })
    createClient({ host: HOST, fetch, modules: { m: capture } })
    const pending = ctx!.call(addLine, [{ sku: '', quantity: 1 }])
    expect(pending).toBeInstanceOf(Promise)
    await expect(pending).rejects.toSatisfy((e) => InvalidInputError.is(e))
  })

  it('refuses a list shape mismatch naming the index', async () => {
    const { fetch } = server()
    const many: Operation<[skus: string[]]> = {
      name: 'basket.many',
      params: [['skus', inputList(id, 1)]],
      request: ([skus]) => ({ method: 'POST', path: '/v1/many', body: { skus } }),
    }
    const basket7 = defineModule((ctx) => bind(ctx, { many }))
    const client = createClient({ host: HOST, fetch, modules: { basket: basket7 } })
    await expect(client.basket.many(['a', ''])).rejects.toMatchObject({
      violations: [{ field: 'skus[1]', description: 'must not be blank' }],
    })
  })
})

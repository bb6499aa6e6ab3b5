import { describe, expect, it, vi } from 'vitest'
import type { AuthContext, AuthStrategy } from './auth-strategy'
import { createClient, defineModule } from './create-client'
import { GraphQLError, InvalidInputError } from './errors'

function recorder(answer: (request: Request) => unknown = () => ({})) {
  const requests: Request[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    requests.push(request.clone())
    return Response.json(answer(request))
  }) as typeof globalThis.fetch
  return { fetch, requests }
}

const greetings = defineModule((ctx) => ({
  hello: (name: string) =>
    ctx.request<{ text: string }>({ method: 'GET', service: 'catalog-reader', path: `/v1/hello/${name}` }),
}))

describe('createClient', () => {
  it('binds modules under the names given, each call going through the transport', async () => {
    const { fetch, requests } = recorder(() => ({ text: 'hi' }))
    const client = createClient({ host: 'http://127.0.0.1:4010', fetch, modules: { greet: greetings } })
    expect(await client.greet.hello('ana')).toEqual({ text: 'hi' })
    expect(requests[0]?.url).toBe('http://127.0.0.1:4010/_api/catalog-reader-server/v1/hello/ana')
  })

  it('defaults to the platform hosts', async () => {
    const { fetch, requests } = recorder()
    await createClient({ fetch, modules: { greet: greetings } }).greet.hello('x')
    expect(requests[0]?.url).toBe('https://readonly.wixapis.com/stores-reader/v1/hello/x')
  })

  it('gives each module a fresh instance per client (no shared state between clients)', () => {
    const factory = vi.fn(() => ({ n: Math.random() }))
    const mod = defineModule(factory)
    const a = createClient({ modules: { m: mod } })
    const b = createClient({ modules: { m: mod } })
    expect(factory).toHaveBeenCalledTimes(2)
    expect(a.m).not.toBe(b.m)
  })

  it('refuses a module named like a client method', () => {
    expect(() => createClient({ modules: { request: greetings } as never })).toThrow(InvalidInputError)
    expect(() => createClient({ modules: { x: 'nope' } as never })).toThrow(
      '"modules.x" must be a Vitrine module',
    )
  })

  it('refuses a negative or non-finite timeout', () => {
    expect(() => createClient({ timeout: -1 })).toThrow(/timeout/)
    expect(() => createClient({ timeout: Number.NaN })).toThrow(/timeout/)
  })

  it('attaches the auth strategy once, with a request function that uses the same transport', async () => {
    const { fetch, requests } = recorder(() => ({ access_token: 'a' }))
    let context: AuthContext | undefined
    const auth: AuthStrategy = {
      getAuthHeaders: () => ({ authorization: 'tok' }),
      attach: (c) => (context = c),
    }
    const client = createClient({ host: 'http://127.0.0.1:4010', fetch, auth })
    expect(client.auth).toBe(auth)
    await context?.request({
      method: 'POST',
      service: 'oauth',
      path: '/oauth2/token',
      body: { grantType: 'anonymous' },
      auth: false,
    })
    expect(requests[0]?.url).toBe('http://127.0.0.1:4010/oauth2/token')
    expect(requests[0]?.headers.get('authorization')).toBeNull()
  })

  it('does not keep a reference to the caller options', async () => {
    const { fetch, requests } = recorder()
    const headers: Record<string, string> = { 'x-a': '1' }
    const client = createClient({ host: 'http://h.test', fetch, headers })
    headers['x-a'] = 'changed'
    await client.request({ method: 'GET', path: '/x' })
    expect(requests[0]?.headers.get('x-a')).toBe('1')
  })
})

describe('graphql', () => {
  it('posts the query and variables and resolves to data', async () => {
    const { fetch, requests } = recorder(() => ({ data: { product: { name: 'Shirt' } } }))
    const client = createClient({ host: 'http://h.test', fetch })
    const data = await client.graphql<{ product: { name: string } }>(
      'query ($id: String!) { product(id: $id) { name } }',
      { id: 'p1' },
    )
    expect(data.product.name).toBe('Shirt')
    expect(requests[0]?.url).toBe('http://h.test/graphql/alpha')
    expect(await requests[0]?.json()).toEqual({
      query: 'query ($id: String!) { product(id: $id) { name } }',
      variables: { id: 'p1' },
    })
  })

  it('throws a GraphQLError with the errors and the partial data', async () => {
    const { fetch } = recorder(() => ({
      data: { a: null },
      errors: [{ message: 'Unknown field b' }, { message: 'x' }],
    }))
    const error = await createClient({ host: 'http://h.test', fetch })
      .graphql('{ b }')
      .catch((e: unknown) => e)
    expect(GraphQLError.is(error)).toBe(true)
    expect((error as GraphQLError).message).toBe('Unknown field b; x')
    expect((error as GraphQLError).data).toEqual({ a: null })
  })

  it('is an operation like the others: its hooks name it, its input is checked before anything is sent', async () => {
    const { fetch, requests } = recorder(() => ({ data: { ok: true } }))
    const seen: string[] = []
    const client = createClient({
      host: 'http://h.test',
      fetch,
      hooks: { onRequest: (event) => void seen.push(event.operation) },
    })
    expect(await client.graphql('{ ok }')).toEqual({ ok: true })
    expect(seen).toEqual(['graphql'])
    expect(await requests[0]?.json()).toEqual({ query: '{ ok }' })

    const blank = await client.graphql('  ').catch((e: unknown) => e)
    expect(InvalidInputError.is(blank)).toBe(true)
    expect((blank as InvalidInputError).violations).toEqual([
      { field: 'query', description: 'must not be empty' },
    ])
    const list = await client.graphql('{ ok }', [1] as never).catch((e: unknown) => e)
    expect((list as InvalidInputError).violations).toEqual([
      { field: 'variables', description: 'must be an object' },
    ])
    const aborted = await client
      .graphql('{ ok }', undefined, { signal: AbortSignal.abort() })
      .catch((e: unknown) => e)
    expect((aborted as Error).name).toBe('AbortError')
    expect(requests).toHaveLength(1)
  })
})

import { describe, expectTypeOf, it } from 'vitest'
import type { AuthStrategy } from './auth-strategy'
import { type Client, createClient, defineModule } from './create-client'
import { ApplicationError, type CoreError, VitrineError } from './errors'
import type { Page } from './page'
import { QueryBuilder } from './query-builder'

interface Cart {
  id: string
}
const cartModule = defineModule((ctx) => ({
  get: (): Promise<Cart> =>
    ctx.request<Cart>({ method: 'GET', service: 'ecom-cart', path: '/v1/carts/current' }),
}))

describe('client types', () => {
  it('has a module only when it was passed', () => {
    const withCart = createClient({ modules: { cart: cartModule } })
    expectTypeOf(withCart.cart.get).returns.resolves.toEqualTypeOf<Cart>()
    const bare = createClient()
    // @ts-expect-error no cart module was passed
    bare.cart
    expectTypeOf(bare).toEqualTypeOf<Client<Record<never, never>, undefined>>()
  })

  it('is not any anywhere', () => {
    const client = createClient({ modules: { cart: cartModule } })
    expectTypeOf(client).not.toBeAny()
    expectTypeOf(client.cart).not.toBeAny()
    expectTypeOf(client.request).returns.resolves.toBeUnknown()
    expectTypeOf(client.request<Cart>).returns.resolves.toEqualTypeOf<Cart>()
  })

  it('types the auth strategy', () => {
    const auth: AuthStrategy & { extra: number } = {
      getAuthHeaders: () => ({ authorization: 'x' }),
      extra: 1,
    }
    expectTypeOf(createClient({ auth }).auth.extra).toBeNumber()
    expectTypeOf(createClient().auth).toBeUndefined()
  })

  it('refuses reserved module names', () => {
    // @ts-expect-error `request` is the client's own
    createClient({ modules: { request: cartModule } })
  })
})

describe('error types', () => {
  it('narrows on name and code', () => {
    const handle = (error: CoreError) => {
      switch (error.name) {
        case 'ValidationError':
          return error.violations
        case 'TimeoutError':
          return error.timeout
        default:
          return undefined
      }
    }
    expectTypeOf(handle).returns.toEqualTypeOf<import('./errors').Violation[] | number | undefined>()
    const e: unknown = null
    if (ApplicationError.is(e)) {
      expectTypeOf(e).toEqualTypeOf<ApplicationError>()
      expectTypeOf(e.code).toBeString()
      expectTypeOf(e.status).toBeNumber()
    }
    if (VitrineError.is(e)) expectTypeOf(e.code).toBeString()
  })

  it('narrows on code once the platform-coded ApplicationError is handled', () => {
    const handle = (error: CoreError) => {
      if (ApplicationError.is(error)) return error.data
      switch (error.code) {
        case 'INVALID_ARGUMENT':
          return error.violations
        case 'INVALID_INPUT':
          return error.violations
        case 'TIMEOUT':
          return error.timeout
        case 'SYSTEM_ERROR':
          return error.requestId
        case 'NETWORK_ERROR':
          return error.request
        case 'INVALID_RESPONSE':
          return error.status
        case 'REDIRECT':
          return error.origin
        case 'RESPONSE_TOO_LARGE':
          return error.limit
        case 'GRAPHQL_ERROR':
          return error.errors
        case 'NO_NEXT_PAGE':
        case 'NO_PREVIOUS_PAGE':
          return error.code
        default:
          return expectTypeOf(error).toBeNever()
      }
    }
    expectTypeOf(handle).parameter(0).toEqualTypeOf<CoreError>()
  })
})

describe('query builder types', () => {
  interface Fields {
    name: string
    'priceData.price': number
    collectionIds: string[]
  }
  const q = new QueryBuilder<{ id: string }, Fields>(async () => ({ items: [] }))
  it('rejects unknown fields and wrong value types at compile time', () => {
    q.eq('name', 'x').gt('priceData.price', 3).eq('collectionIds', 'c1').hasSome('collectionIds', ['a'])
    // @ts-expect-error unknown field
    q.eq('nmae', 'x')
    // @ts-expect-error a price is a number
    q.gt('priceData.price', '3')
    // @ts-expect-error startsWith takes string fields only
    q.startsWith('priceData.price', '3')
    // @ts-expect-error unknown sort field
    q.ascending('nope')
  })
  it('finds typed pages', () => {
    expectTypeOf(q.find()).resolves.toEqualTypeOf<Page<{ id: string }>>()
    expectTypeOf(q.iterate()).toEqualTypeOf<AsyncGenerator<{ id: string }, void, undefined>>()
  })
})

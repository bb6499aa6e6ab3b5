// Request hooks across the packages, against the emulator: every attempt of every call is seen
// with the operation's stable name — a cart write, a product query sent as a GET and one sent as
// the long-GET POST fallback, a token renewal, a GET retried after a 503 — and no secret ever
// appears in an event.
import { apiKey, memoryStorage, oauth } from '@vitrine/auth'
import { currentCart } from '@vitrine/cart'
import { products } from '@vitrine/catalog'
import { createClient, type RequestHookEvent, type RequestHooks } from '@vitrine/core'
import { createEmulator, DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_SITE_ID } from '@vitrine/emulator'
import { describe, expect, it, vi } from 'vitest'

const HOST = 'http://127.0.0.1:4010'

function recording() {
  const events: {
    hook: 'onRequest' | 'onResponse' | 'onError'
    event: RequestHookEvent & Record<string, unknown>
  }[] = []
  const hooks: RequestHooks = {
    onRequest: (event) => void events.push({ hook: 'onRequest', event: event as never }),
    onResponse: (event) => void events.push({ hook: 'onResponse', event: event as never }),
    onError: (event) => void events.push({ hook: 'onError', event: event as never }),
  }
  const seen = () => events.map(({ hook, event }) => `${hook} ${event.operation} #${event.attempt}`)
  return { hooks, events, seen }
}

function shop(hooks: RequestHooks, emulator = createEmulator()) {
  const session = oauth({ clientId: DEMO_CLIENT_ID, storage: memoryStorage() })
  const client = createClient({
    host: HOST,
    fetch: emulator.fetch,
    auth: session,
    hooks,
    retry: { baseDelay: 1 },
    modules: { cart: currentCart, products },
  })
  return { client, session, emulator }
}

describe('request hooks see every attempt, named after its operation', () => {
  it('a cart write: the visitor token first, then the write', async () => {
    const { hooks, seen, events } = recording()
    const { client } = shop(hooks)
    const [stickers] = (await client.products.query().eq('slug', 'sticker-sheet').find()).items
    events.length = 0

    await client.cart.addItems({
      lineItems: [{ catalogReference: { catalogItemId: stickers!.id! }, quantity: 1 }],
    })

    expect(seen()).toEqual(['onRequest cart.addItems #1', 'onResponse cart.addItems #1'])
    expect(events[1]?.event).toMatchObject({
      method: 'POST',
      url: `${HOST}/_api/ecom-cart/v1/carts/current/add-to-cart`,
      status: 200,
    })
    expect(events[1]?.event.requestId).toEqual(expect.any(String))
  })

  it('a product query sent as a GET, and one long enough to be sent as the POST fallback', async () => {
    const { hooks, events } = recording()
    const { client } = shop(hooks)
    await client.products.query().startsWith('name', 'Canvas').limit(3).find()
    const ids = Array.from({ length: 300 }, (_, i) => `no-such-product-${i.toString().padStart(6, '0')}`)
    await client.products.query().in('id', ids).find()

    const queries = events.filter((e) => e.hook === 'onRequest' && e.event.operation === 'products.query')
    expect(queries.map((e) => e.event.method)).toEqual(['GET', 'POST'])
    expect(queries[0]?.event.url).toMatch(/\/query-platformized\?\.r=/)
    expect(queries[1]?.event.url).toMatch(/\/query-platformized$/)
  })

  it('a token renewal: the refresh grant is an oauth.token attempt of its own', async () => {
    const { hooks, seen, events } = recording()
    const { client, session } = shop(hooks)
    const tokens = await session.visitorTokens()
    await session.setTokens({ ...tokens, accessToken: { ...tokens.accessToken, expiresAt: 0 } })
    events.length = 0

    await client.cart.get().catch(() => undefined)

    expect(seen().slice(0, 3)).toEqual([
      'onRequest oauth.token #1',
      'onResponse oauth.token #1',
      'onRequest cart.get #1',
    ])
    expect(events[0]?.event).toMatchObject({ method: 'POST', url: `${HOST}/oauth2/token` })
  })

  it('a GET retried after a 503: attempts 1 and 2, the first one reported as retrying', async () => {
    const { hooks, seen, events } = recording()
    const { client, emulator } = shop(hooks)
    await sessionReady(client)
    emulator.faults.add({
      match: '/query-platformized',
      status: 503,
      times: 1,
      headers: { 'x-wix-request-id': 'r-1' },
    })
    events.length = 0

    await client.products.query().limit(2).find()

    expect(seen()).toEqual([
      'onRequest products.query #1',
      'onError products.query #1',
      'onRequest products.query #2',
      'onResponse products.query #2',
    ])
    expect(events[1]?.event).toMatchObject({ status: 503, requestId: 'r-1', retrying: true })
    expect(String(events[1]?.event.error)).toContain('System error occurred, request-id: r-1')
  })

  it('a hook that throws changes neither a result nor an error', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {})
    const boom = () => {
      throw new Error('the logger is down')
    }
    const { client } = shop({ onRequest: boom, onResponse: boom, onError: boom })
    const page = await client.products.query().limit(1).find()
    expect(page.items).toHaveLength(1)
    await expect(client.cart.get()).rejects.toMatchObject({ code: 'OWNED_CART_NOT_FOUND' })
    expect(report).toHaveBeenCalled()
    report.mockRestore()
  })

  it('no access token, refresh token, API key or password appears in any event', async () => {
    const { hooks, events } = recording()
    const emulator = createEmulator()
    const { client, session } = shop(hooks, emulator)
    const member = { email: `ada-${Date.now()}@example.com`, password: 'a secret passphrase' }
    await session.register(member)
    await session.login(member)
    await client.cart.get().catch(() => undefined)
    const owner = createClient({
      host: HOST,
      fetch: emulator.fetch,
      hooks,
      auth: apiKey({ key: DEMO_API_KEY, siteId: DEMO_SITE_ID }),
      modules: { products },
    })
    await owner.products.create({ name: 'Hooked', productType: 'physical', priceData: { price: 1 } })

    const tokens = session.getTokens()
    const text = JSON.stringify(events, (_, value) =>
      value instanceof Error ? { ...value, message: value.message } : value,
    )
    expect(events.length).toBeGreaterThan(4)
    for (const secret of [
      tokens.accessToken.value,
      tokens.refreshToken.value,
      DEMO_API_KEY,
      member.password,
    ]) {
      expect(secret.length).toBeGreaterThan(3)
      expect(text).not.toContain(secret)
    }
  })
})

/** Gets the visitor's first token, so that the next call is the only one the hooks see. */
async function sessionReady(client: ReturnType<typeof shop>['client']): Promise<void> {
  await client.auth.getAuthHeaders()
}

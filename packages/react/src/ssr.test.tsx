// @vitest-environment node
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { cookieStore, oauth } from '@vitrine/auth'
import { currentCart } from '@vitrine/cart'
import { collections, products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { createEmulator, DEMO_CLIENT_ID } from '@vitrine/emulator'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { makeClient } from '../test/helpers'
import * as react from './index'
import {
  cartQueryOptions,
  productQueryOptions,
  productsQueryOptions,
  sessionQueryOptions,
  useCart,
  useCollection,
  useCollections,
  useInfiniteProducts,
  useProduct,
  useProducts,
  useSession,
  VitrineProvider,
  vitrineKeys,
} from './index'
import * as server from './server'

function Everything() {
  const session = useSession()
  const { data: cart, isLoading } = useCart()
  const page = useProducts((q) => q.ascending('name').limit(4))
  const product = useProduct('classic-tee')
  const collection = useCollection('apparel')
  const list = useCollections()
  const infinite = useInfiniteProducts((q) => q.limit(2))
  return (
    <main>
      <p id="role">{session.role}</p>
      <p id="cart">{isLoading ? 'cart loading' : `${cart?.lineItems?.length ?? 0} lines`}</p>
      <ul>
        {page.data?.items.map((p) => (
          <li key={p.id}>{p.name}</li>
        ))}
      </ul>
      <p>{product.data?.name ?? 'product loading'}</p>
      <p>{collection.isPending ? 'collection loading' : collection.data?.name}</p>
      <p>{list.data?.items.length ?? 'collections loading'}</p>
      <p>{infinite.data?.pages.length ?? 'infinite loading'}</p>
    </main>
  )
}

describe('on a server', () => {
  it('imports every export with no window or document', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    for (const name of [
      'useCart',
      'useSession',
      'useProducts',
      'useProduct',
      'useCollection',
      'VitrineProvider',
    ]) {
      expect(typeof (react as Record<string, unknown>)[name]).toBe('function')
    }
    expect(Object.keys(server)).toEqual(
      expect.arrayContaining([
        'vitrineKeys',
        'productsQueryOptions',
        'cartQueryOptions',
        'serializeState',
        'parseState',
      ]),
    )
    expect(Object.keys(server)).not.toContain('useCart')
  })

  it('renders every hook to a string: loading states when nothing was prefetched, no request made', () => {
    const emulator = createEmulator()
    const client = makeClient(emulator)
    emulator.resetStats()
    const html = renderToString(
      <VitrineProvider client={client} queryClient={new QueryClient()}>
        <Everything />
      </VitrineProvider>,
    )
    expect(html).toContain('cart loading')
    expect(html).toContain('product loading')
    expect(html).toContain('<p id="role">none</p>')
    expect(emulator.stats().requests).toBe(0)
  })

  it("renders the visitor's own cart and role from their cookie, and what was prefetched", async () => {
    const emulator = createEmulator()
    // A visitor who put a mug in their cart in the browser; their tokens live in a cookie.
    const browser = makeClient(emulator)
    const mug = (await browser.products.query().eq('slug', 'ceramic-mug').find()).items[0]!
    await browser.cart.addItems({
      lineItems: [
        {
          catalogReference: { catalogItemId: mug.id, options: { options: { Color: 'Black' } } },
          quantity: 2,
        },
      ],
    })
    const cookie = `theme=dark; vitrine_session=${encodeURIComponent(JSON.stringify(browser.auth.getTokens()))}`

    // The server, for this request only.
    const store = cookieStore({ cookie })
    const client = createClient({
      host: emulator.origin,
      fetch: emulator.fetch,
      auth: oauth({ clientId: DEMO_CLIENT_ID, storage: store }),
      modules: { cart: currentCart, products, collections },
    })
    const queryClient = new QueryClient()
    await Promise.all([
      queryClient.prefetchQuery(sessionQueryOptions(client)),
      queryClient.prefetchQuery(cartQueryOptions(client)),
      queryClient.prefetchQuery(productsQueryOptions(client, (q) => q.ascending('name').limit(4))),
      queryClient.prefetchQuery(productQueryOptions(client, 'classic-tee')),
    ])
    const html = renderToString(
      <VitrineProvider client={client} queryClient={queryClient}>
        <Everything />
      </VitrineProvider>,
    )
    expect(html).toContain('<p id="role">visitor</p>')
    expect(html).toContain('<p id="cart">1 lines</p>')
    expect(html).toContain('Classic Tee')
    // Every prefetched query is dehydrated under its key of the one hierarchy (a product sits
    // under the products prefix).
    const keys = dehydrate(queryClient).queries.map((q) => q.queryKey)
    expect(keys).toEqual(
      expect.arrayContaining([
        vitrineKeys.session(),
        vitrineKeys.cart(),
        vitrineKeys.product('classic-tee'),
        expect.arrayContaining([...vitrineKeys.products(), 'page']),
      ]),
    )
    expect(keys.map((key) => key[1])).toEqual(expect.arrayContaining(['session', 'cart', 'products']))
    // The same visitor, the same cart: no new visitor was created on the server.
    expect(store.setCookieHeader()).toBeUndefined()
  })
})

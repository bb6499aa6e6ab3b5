// @vitest-environment jsdom
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import type { Product } from '@vitrine/catalog'
import { createEmulator } from '@vitrine/emulator'
import { memo, Profiler, type ReactNode, useState } from 'react'
import { describe, expect, it } from 'vitest'
import {
  gatedFetch,
  makeClient,
  makeQueryClient,
  setup,
  sharedStorage,
  type TestClient,
} from '../test/helpers'
import { cartQueryOptions, useCart, VitrineProvider, vitrineKeys } from './index'

async function productBySlug(client: TestClient, slug: string): Promise<Product> {
  const page = await client.products.query().eq('slug', slug).limit(1).find()
  return page.items[0]!
}

function mugLine(mug: Product, color = 'White', quantity = 1) {
  const variant = mug.variants?.find((v) => v.choices?.['Color'] === color)
  return { catalogReference: { catalogItemId: mug.id, options: { variantId: variant!.id } }, quantity }
}

function Tab({ client, children }: { client: TestClient; children?: ReactNode }) {
  const [queryClient] = useState(makeQueryClient)
  return (
    <VitrineProvider client={client} queryClient={queryClient}>
      {children}
    </VitrineProvider>
  )
}

/** Uses only the actions: must never re-render when the cart changes. */
const ProductCard = memo(function ProductCard({
  product,
  line,
}: {
  product: Product
  line: ReturnType<typeof mugLine>
}) {
  const { addItems } = useCart()
  return (
    <button type="button" onClick={() => addItems({ lineItems: [line] })}>
      Add {product.name}
    </button>
  )
})

/** Selects one product's quantity: re-renders only when it changes. */
function ProductCount({ productId }: { productId: string }) {
  const { data: count } = useCart({
    select: (cart) =>
      cart?.lineItems?.find((l) => l.catalogReference?.catalogItemId === productId)?.quantity ?? 0,
  })
  return <span>in cart: {count}</span>
}

/** Reads the cart: re-renders when it changes. */
function Badge() {
  const { data: cart } = useCart()
  return <span>{cart === undefined ? 'loading' : `lines: ${cart?.lineItems?.length ?? 0}`}</span>
}

describe('useCart', () => {
  it('is null for a visitor without a cart, after loading', async () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => ({ ...useCart() }), { wrapper })
    expect(result.current.isLoading).toBe(true)
    expect(result.current.data).toBeUndefined()
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current.data).toBeNull()
    expect(result.current.error).toBeNull()
  })

  it('shows an added item at once, then the cart the platform answered', async () => {
    const { emulator } = setup()
    const gate = gatedFetch(emulator.fetch)
    const { wrapper, client } = setup({ fetch: gate.fetch }, emulator)
    const mug = await productBySlug(client, 'ceramic-mug')
    const { result } = renderHook(() => ({ ...useCart() }), { wrapper })
    await waitFor(() => expect(result.current.data).toBeNull())

    gate.close()
    let added!: Promise<unknown>
    act(() => {
      added = result.current.addItems({ lineItems: [mugLine(mug)] })
    })
    // The request is held at the gate: what shows is the optimistic cart.
    await waitFor(() => expect(result.current.data?.lineItems).toHaveLength(1))
    expect(gate.held).toBe(1)
    expect(result.current.isUpdating).toBe(true)
    const optimistic = result.current.data?.lineItems ?? []
    expect(optimistic[0]).toMatchObject({ quantity: 1, catalogReference: { catalogItemId: mug.id } })
    expect(optimistic[0]?.id).toMatch(/^optimistic:/)

    await act(async () => {
      gate.open()
      await added
    })
    const line = result.current.data?.lineItems?.[0]
    expect(line?.id).not.toMatch(/^optimistic:/)
    expect(line?.productName?.original).toBe('Ceramic Mug')
    expect(Number(line?.price?.amount)).toBe(16)
    expect(result.current.isUpdating).toBe(false)
  })

  it('never drops fast clicks: five adds land in order, each resolving to the cart after it', async () => {
    const { wrapper, client, queryClient } = setup()
    const mug = await productBySlug(client, 'ceramic-mug')
    const { result } = renderHook(() => ({ ...useCart() }), { wrapper })
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    let results: Awaited<ReturnType<typeof result.current.addItems>>[] = []
    await act(async () => {
      const clicks = Array.from({ length: 5 }, () => result.current.addItems({ lineItems: [mugLine(mug)] }))
      // All five show at once (the cache changes synchronously), merged into one line.
      expect(queryClient.getQueryData(vitrineKeys.cart())?.lineItems?.[0]?.quantity).toBe(5)
      results = await Promise.all(clicks)
    })
    expect(results.map((cart) => cart.lineItems?.[0]?.quantity)).toEqual([1, 2, 3, 4, 5])
    expect(result.current.data?.lineItems).toHaveLength(1)
    expect(result.current.data?.lineItems?.[0]?.quantity).toBe(5)
    expect((await client.cart.get()).lineItems?.[0]?.quantity).toBe(5)
  })

  it('rolls back exactly the write that failed and keeps the later ones', async () => {
    const { wrapper, client, emulator, queryClient } = setup()
    const mug = await productBySlug(client, 'ceramic-mug')
    const tee = await productBySlug(client, 'classic-tee')
    const teeVariant = tee.variants?.find(
      (v) => v.choices?.['Size'] === 'M' && v.choices['Color'] === 'Black',
    )
    await client.cart.addItems({ lineItems: [mugLine(mug, 'White', 2)] })
    const { result } = renderHook(() => ({ ...useCart() }), { wrapper })
    await waitFor(() => expect(result.current.data?.lineItems?.[0]?.quantity).toBe(2))
    const lineId = result.current.data!.lineItems![0]!.id!

    emulator.faults.add({ match: 'update-line-items-quantity', status: 500, times: 1 })
    let failed!: Promise<unknown>
    let later!: Promise<unknown>
    act(() => {
      failed = result.current.setQuantity(lineId, 7).catch((error: unknown) => error)
      later = result.current.addItems({
        lineItems: [
          {
            catalogReference: { catalogItemId: tee.id, options: { variantId: teeVariant!.id } },
            quantity: 1,
          },
        ],
      })
    })
    const shown = () => queryClient.getQueryData(vitrineKeys.cart())?.lineItems?.map((l) => l.quantity)
    expect(shown()).toEqual([7, 1])
    await act(async () => {
      expect(await failed).toMatchObject({ name: 'SystemError' })
      await later
    })
    expect(result.current.data?.lineItems?.map((l) => [l.productName?.original, l.quantity])).toEqual([
      ['Ceramic Mug', 2],
      ['Classic Tee', 1],
    ])
  })

  it('removes a line with quantity 0 and refuses a negative quantity before any request', async () => {
    const { wrapper, client, emulator } = setup()
    const mug = await productBySlug(client, 'ceramic-mug')
    await client.cart.addItems({ lineItems: [mugLine(mug)] })
    const { result } = renderHook(() => ({ ...useCart() }), { wrapper })
    await waitFor(() => expect(result.current.data?.lineItems).toHaveLength(1))
    const lineId = result.current.data!.lineItems![0]!.id!
    emulator.resetStats()
    await expect(result.current.setQuantity(lineId, -1)).rejects.toMatchObject({
      name: 'InvalidInputError',
      violations: [{ field: 'quantity', description: 'must be a non-negative integer' }],
    })
    await expect(result.current.setQuantity(lineId, 1.5)).rejects.toMatchObject({ name: 'InvalidInputError' })
    expect(emulator.stats().requests).toBe(0)
    expect(result.current.data?.lineItems?.[0]?.quantity).toBe(1)
    await act(() => result.current.setQuantity(lineId, 0))
    expect(result.current.data?.lineItems).toEqual([])
  })

  it('accepts the temporary id of an item still being added', async () => {
    const { emulator } = setup()
    const gate = gatedFetch(emulator.fetch)
    const { wrapper, client, queryClient } = setup({ fetch: gate.fetch }, emulator)
    const mug = await productBySlug(client, 'ceramic-mug')
    const { result } = renderHook(() => ({ ...useCart() }), { wrapper })
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    gate.close()
    let done!: Promise<unknown>
    act(() => {
      void result.current.addItems({ lineItems: [mugLine(mug, 'Black')] })
    })
    const temporary = queryClient.getQueryData(vitrineKeys.cart())!.lineItems![0]!.id!
    expect(temporary).toMatch(/^optimistic:/)
    act(() => {
      done = result.current.setQuantity(temporary, 4)
    })
    await waitFor(() => expect(result.current.data?.lineItems?.[0]?.quantity).toBe(4))
    await act(async () => {
      gate.open()
      await done
    })
    expect(result.current.data?.lineItems).toHaveLength(1)
    expect(result.current.data?.lineItems?.[0]?.quantity).toBe(4)
    expect((await client.cart.get()).lineItems?.[0]?.quantity).toBe(4)
  })

  it('applies a coupon, rolls back a refused one, and removes it', async () => {
    const { wrapper, client, queryClient } = setup()
    const mug = await productBySlug(client, 'ceramic-mug')
    await client.cart.addItems({ lineItems: [mugLine(mug, 'White', 3)] })
    const { result } = renderHook(() => ({ ...useCart() }), { wrapper })
    await waitFor(() => expect(result.current.data?.lineItems).toHaveLength(1))
    const codes = () =>
      queryClient
        .getQueryData(vitrineKeys.cart())
        ?.appliedDiscounts?.flatMap((d) => (d.coupon ? [d.coupon.code] : [])) ?? []

    let refused!: Promise<unknown>
    act(() => {
      refused = result.current.applyCoupon('NOT-A-COUPON').catch((error: unknown) => error)
    })
    expect(codes()).toEqual(['NOT-A-COUPON'])
    await act(async () => {
      expect(await refused).toMatchObject({ name: 'ApplicationError', code: 'ERROR_COUPON_DOES_NOT_EXIST' })
    })
    expect(codes()).toEqual([])

    await act(() => result.current.applyCoupon('SAVE10'))
    expect(codes()).toEqual(['SAVE10'])
    await act(() => result.current.removeCoupon())
    expect(codes()).toEqual([])
  })

  it('estimates totals with shipping options and a pickup point, and starts a hosted checkout', async () => {
    const { wrapper, client, emulator } = setup()
    const mug = await productBySlug(client, 'ceramic-mug')
    await client.cart.addItems({ lineItems: [mugLine(mug, 'White', 2)] })
    const { result } = renderHook(() => ({ ...useCart() }), { wrapper })
    await waitFor(() => expect(result.current.data?.lineItems).toHaveLength(1))
    const estimate = await result.current.estimateTotals({
      shippingAddress: {
        country: 'US',
        subdivision: 'US-NY',
        city: 'New York',
        postalCode: '10001',
        addressLine: '1 Main St',
      },
    })
    const options =
      estimate.shippingInfo?.carrierServiceOptions?.flatMap((c) => c.shippingOptions ?? []) ?? []
    expect(options.map((o) => o.code)).toEqual(
      expect.arrayContaining(['standard', 'express', 'pickup-point']),
    )
    expect(options.find((o) => o.code === 'pickup-point')?.logistics?.pickupDetails?.address).toBeTruthy()
    expect(Number(estimate.priceSummary?.subtotal?.amount)).toBe(32)

    const { checkoutId, checkoutUrl } = await result.current.checkout({
      thankYouPageUrl: 'http://localhost:5173/thank-you',
      postFlowUrl: 'http://localhost:5173/',
    })
    expect(checkoutId).toBeTruthy()
    expect(new URL(checkoutUrl).origin).toBe(emulator.origin)
  })

  it('refetches the cart when the visitor logs out (the cart belongs to someone else now)', async () => {
    const { wrapper, client } = setup()
    const mug = await productBySlug(client, 'ceramic-mug')
    await client.cart.addItems({ lineItems: [mugLine(mug)] })
    const { result } = renderHook(() => ({ ...useCart() }), { wrapper })
    await waitFor(() => expect(result.current.data?.lineItems).toHaveLength(1))
    await act(() => client.auth.logout())
    await waitFor(() => expect(result.current.data).toBeNull())
  })

  it("returns TanStack Query's result with the actions beside it", async () => {
    const { wrapper, client } = setup()
    await client.auth.visitorTokens()
    const { result } = renderHook(() => useCart(), { wrapper })
    expect(result.current).toMatchObject({ status: 'pending', isPending: true, fetchStatus: 'fetching' })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current).toMatchObject({ status: 'success', data: null, error: null, isUpdating: false })
    for (const name of ['refetch', 'addItems', 'removeItems', 'setQuantity', 'applyCoupon', 'checkout']) {
      expect(typeof (result.current as unknown as Record<string, unknown>)[name], name).toBe('function')
    }
    // Every field of `useQuery`'s result is there, under its own name.
    const fields = Object.keys(result.current)
    for (const name of ['data', 'error', 'isPending', 'isFetching', 'isError', 'dataUpdatedAt', 'isStale']) {
      expect(fields).toContain(name)
    }
  })

  /** A fetch that counts the GETs of the current cart (the ones a missing cart answers with 404). */
  function countCartReads(inner: typeof fetch): { fetch: typeof fetch; readonly reads: number } {
    let reads = 0
    return {
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init)
        if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/carts/current')) reads++
        return inner(request)
      }) as typeof fetch,
      get reads() {
        return reads
      },
    }
  }

  it('does not ask for the cart of a session with no tokens: a new visitor has none (no 404, no visitor created)', async () => {
    const emulator = createEmulator()
    const counter = countCartReads(emulator.fetch)
    const { wrapper, client } = setup({ fetch: counter.fetch }, emulator)
    const { result } = renderHook(() => useCart(), { wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toBeNull()
    expect(counter.reads).toBe(0)
    expect(emulator.stats().tokenRequests.anonymous).toBe(0)
    expect(client.auth.role).toBe('none')
    // The first write creates the visitor and the cart.
    const mug = await productBySlug(client, 'ceramic-mug')
    await act(() => result.current.addItems({ lineItems: [mugLine(mug)] }))
    await waitFor(() => expect(result.current.data?.lineItems).toHaveLength(1))
    expect(emulator.stats().tokenRequests.anonymous).toBe(1)
  })

  it("does not ask again for a visitor's missing cart on focus, reconnect or mount; another tab's write still does", async () => {
    const emulator = createEmulator()
    const counter = countCartReads(emulator.fetch)
    const { wrapper, client, queryClient } = setup({ fetch: counter.fetch }, emulator)
    await client.auth.visitorTokens()
    const first = renderHook(() => useCart(), { wrapper })
    await waitFor(() => expect(first.result.current.data).toBeNull())
    expect(counter.reads).toBe(1) // the platform's 404, once
    await act(async () => {
      // Stale now, as after TanStack's staleTime: focus, reconnect and a new mount would refetch.
      await queryClient
        .getQueryCache()
        .find({ queryKey: vitrineKeys.cart() })
        ?.setState({ isInvalidated: true })
      window.dispatchEvent(new Event('visibilitychange'))
      window.dispatchEvent(new Event('focus'))
      window.dispatchEvent(new Event('online'))
    })
    const second = renderHook(() => useCart(), { wrapper })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(second.result.current.data).toBeNull()
    expect(counter.reads).toBe(1)
    // What can create the cart still refreshes it: another tab's write (the provider's channel).
    await client.cart.addItems({ lineItems: [mugLine(await productBySlug(client, 'ceramic-mug'))] })
    await act(() => queryClient.invalidateQueries({ queryKey: vitrineKeys.cart() }))
    await waitFor(() => expect(second.result.current.data?.lineItems).toHaveLength(1))
    expect(counter.reads).toBe(2)
  })

  it("refetches a member's missing cart as usual: it may be made on another device", async () => {
    const { client } = setup()
    const options = cartQueryOptions(client)
    const missing = { state: { data: null } }
    const member = {
      accessToken: { value: 'a', expiresAt: 0 },
      refreshToken: { value: 'r', role: 'member' as const },
    }
    await client.auth.setTokens(member)
    expect(options.refetchOnWindowFocus(missing)).toBe(true)
    expect(options.refetchOnMount(missing)).toBe(true)
    await client.auth.setTokens({ ...member, refreshToken: { value: 'r', role: 'visitor' } })
    expect(options.refetchOnWindowFocus(missing)).toBe(false)
    expect(options.refetchOnReconnect(missing)).toBe(false)
    expect(options.refetchOnMount({ state: { data: { lineItems: [] } } })).toBe(true)
  })

  it('asks again once tokens arrive late from an asynchronous storage', async () => {
    const emulator = createEmulator()
    const owner = makeClient(emulator)
    const mug = await productBySlug(owner, 'ceramic-mug')
    await owner.cart.addItems({ lineItems: [mugLine(mug, 'Black', 2)] })
    const tokens = owner.auth.getTokens()
    let release: () => void = () => {}
    const loaded = new Promise<void>((resolve) => {
      release = resolve
    })
    const slow = {
      key: 'test:slow',
      get: async () => {
        await loaded
        return tokens
      },
      set: async () => {},
      remove: async () => {},
    }
    const { wrapper } = setup({ storage: slow }, emulator)
    const { result } = renderHook(() => useCart(), { wrapper })
    await waitFor(() => expect(result.current.data).toBeNull()) // no tokens yet: no cart
    release()
    await waitFor(() => expect(result.current.data?.lineItems?.[0]?.quantity).toBe(2))
  })

  it('follows a cart change made in another tab', async () => {
    const emulator = createEmulator()
    const storage = sharedStorage()
    const tabA = makeClient(emulator, { storage: storage.tab() })
    const mug = await productBySlug(tabA, 'ceramic-mug')
    await tabA.auth.visitorTokens()
    const tabB = makeClient(emulator, { storage: storage.tab() })
    const providers =
      (client: TestClient) =>
      ({ children }: { children?: ReactNode }) => <Tab client={client}>{children}</Tab>
    const a = renderHook(() => ({ ...useCart() }), { wrapper: providers(tabA) })
    const b = renderHook(() => ({ ...useCart() }), { wrapper: providers(tabB) })
    await waitFor(() => expect(b.result.current.data).toBeNull())
    await act(() => a.result.current.addItems({ lineItems: [mugLine(mug, 'Terracotta', 2)] }))
    await waitFor(() => expect(b.result.current.data?.lineItems?.[0]?.quantity).toBe(2))
  })

  it('does not re-render a component that only uses the actions, nor one whose selection is unchanged', async () => {
    const { wrapper: Wrapper, client, queryClient } = setup()
    const [mug, tee] = await Promise.all([
      productBySlug(client, 'ceramic-mug'),
      productBySlug(client, 'classic-tee'),
    ])
    const renders = { card: 0, mugCount: 0, badge: 0 }
    const count = (id: keyof typeof renders) => () => {
      renders[id]++
    }
    render(
      <Wrapper>
        <Profiler id="card" onRender={count('card')}>
          <ProductCard product={mug} line={mugLine(mug)} />
        </Profiler>
        <Profiler id="mugCount" onRender={count('mugCount')}>
          <ProductCount productId={mug.id} />
        </Profiler>
        <Profiler id="badge" onRender={count('badge')}>
          <Badge />
        </Profiler>
      </Wrapper>,
    )
    await screen.findByText('lines: 0')
    const before = { ...renders }
    const teeVariant = tee.variants?.[0]?.id
    const cartHook = renderHook(() => useCart(), { wrapper: Wrapper })
    await act(() =>
      cartHook.result.current.addItems({
        lineItems: [
          { catalogReference: { catalogItemId: tee.id, options: { variantId: teeVariant } }, quantity: 1 },
        ],
      }),
    )
    await screen.findByText('lines: 1')
    expect(renders.card - before.card).toBe(0)
    expect(renders.mugCount - before.mugCount).toBe(0)
    expect(renders.badge - before.badge).toBeGreaterThan(0)
    expect(queryClient.getQueryData(vitrineKeys.cart())).toBeTruthy()
  })
})

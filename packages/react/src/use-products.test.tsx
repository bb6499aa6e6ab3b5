// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react'
import { createEmulator } from '@vitrine/emulator'
import { handlers } from '@vitrine/emulator/msw'
import { setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { makeClient, setup } from '../test/helpers'
import { productsQueryOptions, useProducts, VitrineProvider, vitrineKeys } from './index'

// This file goes through the emulator's msw handlers: the client uses the global `fetch`.
const emulator = createEmulator()
const server = setupServer(...handlers(emulator))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  emulator.reset()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const viaMsw = () => setup({ fetch: (input, init) => fetch(input, init) }, emulator)

describe('useProducts', () => {
  it('loads the first page of the catalogue as plain data', async () => {
    const { wrapper } = viaMsw()
    const { result } = renderHook(() => useProducts((q) => q.ascending('name').limit(10)), { wrapper })
    expect(result.current.isPending).toBe(true)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const page = result.current.data!
    expect(page.items).toHaveLength(10)
    expect(page.offset).toBe(0)
    expect(page.limit).toBe(10)
    expect(page.total).toBeGreaterThanOrEqual(24)
    expect(page.hasNext).toBe(true)
    expect(page.hasPrev).toBe(false)
    expect(page.totalPages).toBe(Math.ceil(page.total! / 10))
    const names = page.items.map((p) => p.name ?? '')
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    // Plain data, Dates decoded by the client's codec.
    expect(Object.getPrototypeOf(page)).toBe(Object.prototype)
    expect(page.items[0]?.lastUpdated).toBeInstanceOf(Date)
  })

  it('filters by collection and pages with skip', async () => {
    const { wrapper, client } = viaMsw()
    const apparel = await client.collections.getBySlug('apparel')
    const { result, rerender } = renderHook(
      ({ page }) =>
        useProducts((q) =>
          q
            .eq('collectionIds', apparel.id)
            .ascending('name')
            .limit(2)
            .skip(page * 2),
        ),
      { wrapper, initialProps: { page: 0 } },
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const first = result.current.data!
    expect(first.items.every((p) => p.collectionIds?.includes(apparel.id))).toBe(true)
    rerender({ page: 1 })
    await waitFor(() => expect(result.current.data?.offset).toBe(2))
    const second = result.current.data!
    expect(second.hasPrev).toBe(true)
    expect(second.items.map((p) => p.id)).not.toEqual(first.items.map((p) => p.id))
  })

  it('shares one cache entry with productsQueryOptions (prefetch), keyed by the compiled query', async () => {
    const { wrapper, client, queryClient } = viaMsw()
    const options = productsQueryOptions(client, (q) => q.startsWith('name', 'C').limit(5))
    expect(options.queryKey).toEqual(
      vitrineKeys.products({ filter: { name: { $startsWith: 'C' } }, paging: { limit: 5, offset: 0 } }),
    )
    await queryClient.prefetchQuery(options)
    const prefetched = queryClient.getQueryData(options.queryKey)
    expect(prefetched?.items.length).toBeGreaterThan(0)
    // A new arrow function for the same query is the same key: no loading state, and no second
    // request while the data is fresh.
    const { result } = renderHook(
      () => useProducts((q) => q.startsWith('name', 'C').limit(5), { staleTime: 60_000 }),
      { wrapper },
    )
    expect(result.current.data).toBe(prefetched)
    expect(result.current.isFetching).toBe(false)
  })

  it('keeps the references of unchanged products on refetch (structural sharing with Dates)', async () => {
    const { wrapper } = viaMsw()
    const { result } = renderHook(() => useProducts((q) => q.limit(3)), { wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const before = result.current.data!
    await result.current.refetch()
    expect(result.current.data).toBe(before)
    expect(result.current.data?.items[0]).toBe(before.items[0])
  })

  it('reports a platform failure as the query error, with the client typed error', async () => {
    const { wrapper } = viaMsw()
    emulator.faults.add({ match: 'query-platformized', status: 503 })
    const { result } = renderHook(() => useProducts(), { wrapper })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?.name).toBe('SystemError')
    expect(result.current.error?.message).toMatch(/^System error occurred/)
    emulator.faults.clear()
  })

  it('rejects an invalid query before any request, naming the field', () => {
    const { wrapper } = viaMsw()
    expect(() => renderHook(() => useProducts((q) => q.limit(0)), { wrapper })).toThrow(/limit/)
  })

  it('throws a usage error outside a provider and for a client without products', () => {
    // React logs the errors thrown during render; they are what this test expects.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useProducts())).toThrow(
      expect.objectContaining({ name: 'VitrineUsageError', code: 'NO_PROVIDER' }),
    )
    const bare = makeClient(emulator)
    Reflect.deleteProperty(bare, 'products')
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <VitrineProvider client={bare}>{children}</VitrineProvider>
    )
    expect(() => renderHook(() => useProducts(), { wrapper })).toThrow(
      expect.objectContaining({
        code: 'MISSING_MODULE',
        message: expect.stringMatching(/@vitrine\/catalog/),
      }),
    )
  })
})

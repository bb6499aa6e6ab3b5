// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setup } from '../test/helpers'
import { useCollection, useProduct, useProducts, vitrineKeys } from './index'

describe('useProduct', () => {
  it('finds a product by slug and by id, in one request each', async () => {
    const { wrapper, emulator } = setup()
    const { result } = renderHook(() => useProduct('classic-tee'), { wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const tee = result.current.data!
    expect(tee.slug).toBe('classic-tee')
    expect(tee.productOptions?.map((o) => o.name)).toEqual(['Size', 'Color'])
    emulator.resetStats()
    const byId = renderHook(() => useProduct(tee.id), { wrapper })
    await waitFor(() => expect(byId.result.current.isSuccess).toBe(true))
    expect(byId.result.current.data?.id).toBe(tee.id)
    expect(emulator.stats().requests).toBeLessThanOrEqual(1)
  })

  it('gives null for an unknown id or slug, and an input error for an empty one', async () => {
    const { wrapper } = setup()
    const unknown = renderHook(() => useProduct('no-such-product'), { wrapper })
    await waitFor(() => expect(unknown.result.current.isSuccess).toBe(true))
    expect(unknown.result.current.data).toBeNull()
    const empty = renderHook(() => useProduct('  '), { wrapper })
    await waitFor(() => expect(empty.result.current.isError).toBe(true))
    expect(empty.result.current.error).toMatchObject({
      name: 'InvalidInputError',
      message: expect.stringContaining('idOrSlug'),
    })
  })

  it('waits while the id is undefined', async () => {
    const { wrapper, emulator } = setup()
    emulator.resetStats()
    const { result, rerender } = renderHook(({ id }) => useProduct(id), {
      wrapper,
      initialProps: { id: undefined as string | undefined },
    })
    expect(result.current.fetchStatus).toBe('idle')
    expect(result.current.isPending).toBe(true)
    rerender({ id: 'ceramic-mug' })
    await waitFor(() => expect(result.current.data?.slug).toBe('ceramic-mug'))
  })
})

describe('the key hierarchy', () => {
  it('puts a product under the products prefix: invalidating the prefix refetches lists and product pages', async () => {
    const { wrapper, queryClient, emulator } = setup()
    const { result } = renderHook(
      () => ({ one: useProduct('classic-tee'), page: useProducts((q) => q.limit(2)) }),
      {
        wrapper,
      },
    )
    await waitFor(() => expect(result.current.one.isSuccess && result.current.page.isSuccess).toBe(true))
    expect(queryClient.getQueryData(vitrineKeys.product('classic-tee'))?.slug).toBe('classic-tee')
    emulator.resetStats()
    await act(() => queryClient.invalidateQueries({ queryKey: vitrineKeys.products() }))
    expect(emulator.stats().requests).toBe(2)
    // Only the product pages:
    emulator.resetStats()
    await act(() => queryClient.invalidateQueries({ queryKey: vitrineKeys.product() }))
    expect(emulator.stats().requests).toBe(1)
    // A collection is under the collections prefix, not the products one.
    expect(vitrineKeys.collection('apparel').slice(0, 2)).toEqual(vitrineKeys.collections())
    expect(vitrineKeys.product('x').slice(0, 3)).toEqual(vitrineKeys.product())
  })
})

describe('useCollection', () => {
  it('finds a collection by slug and by id; null when there is none', async () => {
    const { wrapper } = setup()
    const bySlug = renderHook(() => useCollection('apparel'), { wrapper })
    await waitFor(() => expect(bySlug.result.current.isSuccess).toBe(true))
    const apparel = bySlug.result.current.data!
    expect(apparel.name).toBe('Apparel')
    const byId = renderHook(() => useCollection(apparel.id), { wrapper })
    await waitFor(() => expect(byId.result.current.data?.slug).toBe('apparel'))
    const none = renderHook(() => useCollection('nope'), { wrapper })
    await waitFor(() => expect(none.result.current.isSuccess).toBe(true))
    expect(none.result.current.data).toBeNull()
  })
})

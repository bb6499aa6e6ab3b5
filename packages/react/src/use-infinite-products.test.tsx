// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setup } from '../test/helpers'
import { infiniteProductsQueryOptions, useInfiniteProducts, vitrineKeys } from './index'

describe('useInfiniteProducts', () => {
  it('loads page after page until the end, with no item twice', async () => {
    const { wrapper, client } = setup()
    const total = (await client.products.query().limit(1).find()).total ?? 0
    const { result } = renderHook(() => useInfiniteProducts((q) => q.ascending('name').limit(10)), {
      wrapper,
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.pages).toHaveLength(1)
    while (result.current.hasNextPage) {
      await act(() => result.current.fetchNextPage())
    }
    const pages = result.current.data!.pages
    expect(pages).toHaveLength(Math.ceil(total / 10))
    const ids = pages.flatMap((page) => page.items.map((p) => p.id))
    expect(ids).toHaveLength(total)
    expect(new Set(ids).size).toBe(total)
    expect(pages.at(-1)?.hasNext).toBe(false)
  })

  it('starts at the query skip and has its own key', async () => {
    const { client } = setup()
    const options = infiniteProductsQueryOptions(client, (q) => q.limit(5).skip(20))
    expect(options.initialPageParam).toBe(20)
    expect(options.queryKey).toEqual(vitrineKeys.infiniteProducts({ paging: { limit: 5, offset: 20 } }))
    const first = await options.queryFn({ signal: new AbortController().signal, pageParam: 20 })
    expect(first.offset).toBe(20)
    expect(options.getNextPageParam(first)).toBe(first.hasNext ? 25 : undefined)
  })
})

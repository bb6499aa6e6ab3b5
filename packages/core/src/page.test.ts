import { describe, expect, it, vi } from 'vitest'
import { InvalidInputError, PagingError } from './errors'
import { Page, type PageData, type Paging } from './page'

/** A paged list of `total` numbers behind a counting fetcher, like an offset-paged endpoint. */
function source(total: number, options: { tooManyToCount?: boolean } = {}) {
  const calls: Paging[] = []
  const fetch = vi.fn(async (paging: Paging, signal?: AbortSignal): Promise<PageData<number>> => {
    signal?.throwIfAborted()
    calls.push(paging)
    await Promise.resolve()
    const items = Array.from(
      { length: Math.max(0, Math.min(paging.limit, total - paging.offset)) },
      (_, i) => paging.offset + i,
    )
    return options.tooManyToCount ? { items, tooManyToCount: true } : { items, total }
  })
  const first = async (limit: number, offset = 0) =>
    new Page(await fetch({ limit, offset }), { limit, offset }, fetch)
  return { fetch, calls, first }
}

describe('Page', () => {
  it('knows its place: total, pages, next and previous', async () => {
    const { first } = source(25)
    const page = await first(10)
    expect(page.items).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(page.total).toBe(25)
    expect(page.totalPages).toBe(3)
    expect(page.pageIndex).toBe(0)
    expect(page.hasNext()).toBe(true)
    expect(page.hasPrev()).toBe(false)
    const last = await (await page.next()).next()
    expect(last.items).toEqual([20, 21, 22, 23, 24])
    expect(last.hasNext()).toBe(false)
    expect(last.hasPrev()).toBe(true)
    expect((await last.prev()).items[0]).toBe(10)
  })

  it('rejects with the spec messages past either end', async () => {
    const { first } = source(5)
    const page = await first(10)
    await expect(page.next()).rejects.toThrow('No next page to fetch')
    await expect(page.prev()).rejects.toThrow('No previous page to fetch')
    const error = await page.next().catch((e: unknown) => e)
    expect(PagingError.is(error) && error.code).toBe('NO_NEXT_PAGE')
  })

  it('has no next page when the last page is exactly full', async () => {
    const { first, fetch } = source(20)
    const second = await (await first(10)).next()
    expect(second.hasNext()).toBe(false)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('with tooManyToCount: total and pages unknown, next page exists while pages are full', async () => {
    const { first } = source(15, { tooManyToCount: true })
    const page = await first(10)
    expect(page.tooManyToCount).toBe(true)
    expect(page.total).toBeUndefined()
    expect(page.totalPages).toBeUndefined()
    expect(page.hasNext()).toBe(true)
    const second = await page.next()
    expect(second.items).toEqual([10, 11, 12, 13, 14])
    expect(second.hasNext()).toBe(false)
  })

  it('shares one request between concurrent next() calls, and asks again after a failure', async () => {
    const { first, fetch } = source(30)
    const page = await first(10)
    const [a, b, c] = await Promise.all([page.next(), page.next(), page.next()])
    expect(a).toBe(b)
    expect(b).toBe(c)
    expect(fetch).toHaveBeenCalledTimes(2)

    fetch.mockRejectedValueOnce(new Error('flaky'))
    const second = a
    await expect(second.next()).rejects.toThrow('flaky')
    expect((await second.next()).items[0]).toBe(20)
  })

  it('iterates every item across pages, one request per page', async () => {
    const { first, fetch } = source(23)
    const seen: number[] = []
    for await (const n of await first(10)) seen.push(n)
    expect(seen).toEqual(Array.from({ length: 23 }, (_, i) => i))
    expect(fetch).toHaveBeenCalledTimes(3)
  })

  it('stops fetching when the loop breaks', async () => {
    const { first, fetch } = source(1000)
    for await (const n of await first(10)) if (n === 12) break
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('stops on an AbortSignal', async () => {
    const { first, fetch } = source(1000)
    const controller = new AbortController()
    const seen: number[] = []
    const walk = async () => {
      for await (const n of (await first(10)).iterate({ signal: controller.signal })) {
        seen.push(n)
        if (n === 15) controller.abort(new Error('enough'))
      }
    }
    await expect(walk()).rejects.toThrow('enough')
    expect(seen.at(-1)).toBe(15)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('collects everything only within a bound the caller sets', async () => {
    const { first } = source(23)
    expect(await (await first(10)).collect({ max: 23 })).toHaveLength(23)
    await expect((await first(10)).collect({ max: 22 })).rejects.toThrow(InvalidInputError)
    const unknownTotal = source(23, { tooManyToCount: true })
    await expect((await unknownTotal.first(10)).collect({ max: 20 })).rejects.toThrow(/more items match/)
    await expect((await first(10)).collect({ max: -1 })).rejects.toThrow(/non-negative/)
  })

  it('has no next page when a page comes back empty', async () => {
    const { first } = source(0, { tooManyToCount: true })
    const page = await first(10)
    expect(page.items).toEqual([])
    expect(page.hasNext()).toBe(false)
  })
})

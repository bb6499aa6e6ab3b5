import {
  ApplicationError,
  InvalidInputError,
  NetworkError,
  SystemError,
  ValidationError,
} from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { rejection, setup } from '../../test/helpers'
import type { BulkProgress, ProductInput } from '../index'

// products.bulkCreate against the emulator: the create call run many times, bounded, with
// progress, a result per input, and abort.

const poster = (i: number): ProductInput => ({
  name: `Poster ${i}`,
  slug: `poster-${i}`,
  productType: 'physical',
  priceData: { price: 10 + i },
})
const posters = (n: number): ProductInput[] => Array.from({ length: n }, (_, i) => poster(i))

type Setup = ReturnType<typeof setup>
const creates = (s: Setup) =>
  s.sent.filter((r) => r.method === 'POST' && r.url.pathname.endsWith('/v1/products'))

async function storedSlugs(s: Setup): Promise<string[]> {
  const slugs: string[] = []
  for await (const p of s.owner.products.query().startsWith('slug', 'poster-').limit(100).iterate())
    slugs.push(p.slug!)
  return slugs.sort()
}

describe('products.bulkCreate', () => {
  it('creates every product, reports progress after each, and answers per index in the order given', async () => {
    const s = setup()
    const progress: BulkProgress[] = []
    const input = posters(30)

    const result = await s.owner.products.bulkCreate(input, { onProgress: (p) => progress.push(p) })

    expect(result.failed).toEqual([])
    expect(result.succeeded.map((c) => c.index)).toEqual(input.map((_, i) => i))
    expect(result.succeeded.map((c) => c.product.slug)).toEqual(input.map((p) => p.slug))
    expect(result.succeeded.every((c) => typeof c.product.id === 'string' && c.product.id !== '')).toBe(true)
    expect(result.succeeded[3]?.product.priceData?.price).toBe(13)
    expect(creates(s)).toHaveLength(30)
    expect(await storedSlugs(s)).toEqual(input.map((p) => p.slug!).sort())
    expect(progress).toHaveLength(31)
    expect(progress[0]).toEqual({ done: 0, total: 30, failed: 0 })
    expect(progress.at(-1)).toEqual({ done: 30, total: 30, failed: 0 })
    expect(progress.map((p) => p.done)).toEqual(progress.map((_, i) => i))
  })

  it('keeps one failure to its own product: a bad input (never sent), a platform refusal, a 503, a dropped connection', async () => {
    const s = setup()
    const input = posters(8)
    input[1] = { ...poster(1), name: '' } // refused by the SDK's own check: nothing sent
    input[3] = { ...poster(3), priceData: { price: Number.NaN } } // refused by the platform (400)
    input[6] = null as unknown as ProductInput // hostile: not an object at all
    // concurrency 1: the creates go out in order, so the faults hit known products.
    let posted = 0
    s.emulator.faults.add({
      match: (r) => r.method === 'POST' && new URL(r.url).pathname.endsWith('/v1/products') && ++posted === 4,
      status: 503,
    })
    s.emulator.faults.add({
      match: (r) => r.method === 'POST' && new URL(r.url).pathname.endsWith('/v1/products') && posted === 5,
      drop: true,
    })
    const progress: BulkProgress[] = []

    const result = await s.owner.products.bulkCreate(input, {
      concurrency: 1,
      onProgress: (p) => progress.push(p),
    })

    // Sent: 0, 2, 3 (refused), 4 (503), 5 (dropped), 7 — never 1 or 6.
    expect(creates(s).map((r) => JSON.parse(r.body!).product?.slug)).toEqual([
      'poster-0',
      'poster-2',
      'poster-3',
      'poster-4',
      'poster-5',
      'poster-7',
    ])
    expect(result.succeeded.map((c) => c.index)).toEqual([0, 2, 7])
    expect(result.failed.map((f) => f.index)).toEqual([1, 3, 4, 5, 6])
    const [bad, refused, unavailable, dropped, hostile] = result.failed.map((f) => f.error)
    expect(InvalidInputError.is(bad)).toBe(true)
    expect((bad as InvalidInputError).violations).toEqual([
      { field: 'products[1].name', description: 'must not be empty' },
    ])
    expect(ValidationError.is(refused)).toBe(true)
    expect((refused as ValidationError).violations[0]?.field).toBe('products[3].priceData.price')
    expect(SystemError.is(unavailable)).toBe(true)
    expect(NetworkError.is(dropped)).toBe(true)
    expect(InvalidInputError.is(hostile)).toBe(true)
    expect((hostile as InvalidInputError).violations[0]?.field).toMatch(/^products\[6\]/)
    expect(progress.at(-1)).toEqual({ done: 8, total: 8, failed: 5 })
    expect(await storedSlugs(s)).toEqual(['poster-0', 'poster-2', 'poster-7'])
  })

  it('reports a visitor creating as 403 FORBIDDEN for every product, and creates nothing', async () => {
    const s = setup()
    const result = await s.visitor.products.bulkCreate(posters(3))
    expect(result.succeeded).toEqual([])
    expect(result.failed.map((f) => [f.index, ApplicationError.is(f.error) && f.error.code])).toEqual([
      [0, 'FORBIDDEN'],
      [1, 'FORBIDDEN'],
      [2, 'FORBIDDEN'],
    ])
    expect(await storedSlugs(s)).toEqual([])
  })

  it('keeps at most `concurrency` creates in flight (default 4)', async () => {
    const two = setup()
    two.emulator.faults.add({ match: '/v1/products', method: 'POST', delayMs: 10 })
    const result = await two.owner.products.bulkCreate(posters(20), { concurrency: 2 })
    expect(result.succeeded).toHaveLength(20)
    expect(two.maxInFlight()).toBe(2)

    const four = setup()
    four.emulator.faults.add({ match: '/v1/products', method: 'POST', delayMs: 10 })
    await four.owner.products.bulkCreate(posters(20))
    expect(four.maxInFlight()).toBe(4)

    const wide = setup()
    wide.emulator.faults.add({ match: '/v1/products', method: 'POST', delayMs: 10 })
    await wide.owner.products.bulkCreate(posters(3), { concurrency: 50 })
    expect(wide.maxInFlight()).toBe(3)
  })

  it('stops on abort mid-way: no create starts after it, those in flight are aborted, and it rejects with the reason', async () => {
    const s = setup()
    s.emulator.faults.add({ match: '/v1/products', method: 'POST', delayMs: 5 })
    const controller = new AbortController()
    const reason = new Error('user cancelled')
    const promise = s.owner.products.bulkCreate(posters(100), {
      concurrency: 3,
      signal: controller.signal,
      onProgress: ({ done }) => {
        if (done === 10) controller.abort(reason)
      },
    })
    expect(await rejection(promise)).toBe(reason)
    // The 10 answered, and at most the two others in flight when it aborted.
    const sent = creates(s).length
    expect(sent).toBeGreaterThanOrEqual(10)
    expect(sent).toBeLessThanOrEqual(12)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(creates(s)).toHaveLength(sent)
    // An aborted request the platform had already received may still take effect (the emulator,
    // like a server, finishes it): at least the 10 answered, at most every one sent.
    const stored = (await storedSlugs(s)).length
    expect(stored).toBeGreaterThanOrEqual(10)
    expect(stored).toBeLessThanOrEqual(sent)
  })

  it('rejects with an already aborted signal before sending', async () => {
    const s = setup()
    const reason = new Error('too late')
    await expect(s.owner.products.bulkCreate(posters(2), { signal: AbortSignal.abort(reason) })).rejects.toBe(
      reason,
    )
    expect(s.sent).toEqual([])
  })

  it('checks the list and the options before sending anything', async () => {
    const s = setup()
    const options = await rejection(s.owner.products.bulkCreate(posters(2), { concurrency: 0 }))
    expect((options as InvalidInputError).violations).toEqual([
      { field: 'options.concurrency', description: 'must be a whole number, at least 1' },
    ])
    const notAList = await rejection(s.owner.products.bulkCreate(poster(1) as unknown as ProductInput[]))
    expect(InvalidInputError.is(notAList)).toBe(true)
    expect((notAList as InvalidInputError).violations[0]?.field).toBe('products')
    expect(s.sent).toEqual([])
  })

  it('resolves at once for no products', async () => {
    const s = setup()
    const progress: BulkProgress[] = []
    expect(await s.owner.products.bulkCreate([], { onProgress: (p) => progress.push(p) })).toEqual({
      succeeded: [],
      failed: [],
    })
    expect(progress).toEqual([{ done: 0, total: 0, failed: 0 }])
    expect(s.sent).toEqual([])
  })

  it('lets an error thrown by onProgress through, and starts no further create', async () => {
    const s = setup()
    const error = await rejection(
      s.owner.products.bulkCreate(posters(20), {
        concurrency: 1,
        onProgress: ({ done }) => {
          if (done === 4) throw new Error('progress bar broke')
        },
      }),
    )
    expect((error as Error).message).toBe('progress bar broke')
    expect(creates(s)).toHaveLength(4)
  })
})

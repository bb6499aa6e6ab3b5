import {
  ApplicationError,
  createClient,
  InvalidInputError,
  NetworkError,
  SystemError,
  type ValidationError,
} from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { ORIGIN, ownerAuth, rejection, setup } from '../../test/helpers'
import { BULK_CHUNK_SIZE, BulkItemError, type BulkProgress, products } from '../index'

// The bulk engine behind products.bulkUpdate and products.bulkAdjust, exercised through
// bulkUpdate against the emulator: chunking, bounded concurrency, progress, per-id outcomes.

async function demoIds(client: ReturnType<typeof setup>['owner']): Promise<string[]> {
  return (await client.products.query().limit(100).find()).items.map((p) => p.id)
}

const unknownIds = (n: number) => Array.from({ length: n }, (_, i) => `unknown-${i}`)

describe('bulk operations (chunks, concurrency, progress, outcomes)', () => {
  it('splits any number of ids into chunks of 100 and reports every id, in the order given', async () => {
    const { owner, sentTo } = setup()
    const real = await demoIds(owner)
    const ids = [...real, ...unknownIds(250 - real.length)]
    const progress: BulkProgress[] = []

    const result = await owner.products.bulkUpdate(
      ids,
      { price: 9.99 },
      { onProgress: (p) => progress.push(p) },
    )

    expect(BULK_CHUNK_SIZE).toBe(100)
    const bodies = sentTo('/bulk/products/update').map((r) => JSON.parse(r.body!) as { ids: string[] })
    expect(bodies.map((b) => b.ids.length).sort()).toEqual([100, 100, 50])
    expect(bodies.flatMap((b) => b.ids).sort()).toEqual([...ids].sort())
    expect(result.succeeded).toEqual(real)
    expect(result.failed.map((f) => f.id)).toEqual(ids.slice(real.length))
    const [failure] = result.failed
    expect(BulkItemError.is(failure?.error)).toBe(true)
    expect(failure?.error).toMatchObject({ code: 'PRODUCT_NOT_FOUND', description: 'Product not found' })
    expect(progress[0]).toEqual({ done: 0, total: 250, failed: 0 })
    expect(progress.at(-1)).toEqual({ done: 250, total: 250, failed: 250 - real.length })
    expect(progress.map((p) => p.done)).toEqual([...progress.map((p) => p.done)].sort((a, b) => a - b))
  })

  it('counts a repeated id once, so an adjustment never applies twice', async () => {
    const { owner, sentTo } = setup()
    const [a, b] = await demoIds(owner)
    const result = await owner.products.bulkAdjust([a!, b!, a!, a!], { price: { amount: 1 } })
    expect(result).toEqual({ succeeded: [a, b], failed: [] })
    expect(JSON.parse(sentTo('/adjust-properties')[0]!.body!).ids).toEqual([a, b])
  })

  it('keeps at most `concurrency` chunks in flight (default 4)', async () => {
    const first = setup()
    first.emulator.faults.add({ match: '/bulk/products/', delayMs: 15 })
    await first.owner.products.bulkUpdate(unknownIds(550), { weight: 1 }, { concurrency: 2 })
    expect(first.maxInFlight()).toBe(2)

    const second = setup()
    second.emulator.faults.add({ match: '/bulk/products/', delayMs: 15 })
    await second.owner.products.bulkUpdate(unknownIds(900), { weight: 1 })
    expect(second.maxInFlight()).toBe(4)
  })

  it('reports a failed chunk for its ids and carries on with the others', async () => {
    const { owner, emulator, sentTo } = setup()
    const real = await demoIds(owner)
    const ids = [...real, ...unknownIds(200 - real.length)]
    emulator.faults.add({ match: '/bulk/products/update', status: 503, times: 1 })

    const result = await owner.products.bulkUpdate(ids, { cost: 2 }, { concurrency: 1 })

    expect(sentTo('/bulk/products/update')).toHaveLength(2)
    expect(result.failed.slice(0, 100).map((f) => f.id)).toEqual(ids.slice(0, 100))
    expect(result.failed.slice(0, 100).every((f) => SystemError.is(f.error))).toBe(true)
    expect(result.failed[0]?.error.message).toMatch(/^System error occurred, request-id: /)
    expect(result.failed.slice(100).every((f) => BulkItemError.is(f.error))).toBe(true)
  })

  it('reports a dropped connection as a NetworkError per id instead of rejecting', async () => {
    const { owner, emulator } = setup()
    emulator.faults.add({ match: '/bulk/products/update', drop: true })
    const result = await owner.products.bulkUpdate(['a', 'b'], { price: 1 })
    expect(result.succeeded).toEqual([])
    expect(result.failed.map((f) => [f.id, NetworkError.is(f.error)])).toEqual([
      ['a', true],
      ['b', true],
    ])
  })

  it('reports a visitor writing as 403 FORBIDDEN for every id', async () => {
    const { owner, visitor } = setup()
    const ids = await demoIds(owner)
    const result = await visitor.products.bulkUpdate(ids, { price: 1 })
    expect(result.succeeded).toEqual([])
    expect(result.failed).toHaveLength(ids.length)
    expect(result.failed.every((f) => ApplicationError.is(f.error) && f.error.code === 'FORBIDDEN')).toBe(
      true,
    )
  })

  it("names a chunk's violations by the caller's index (ids[103], not ids[3])", async () => {
    const { emulator } = setup()
    // A platform that refuses the fourth id of any chunk it gets.
    const refusing = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const request = new Request(input, init)
      if (!request.url.includes('/bulk/')) return emulator.fetch(request)
      const body = {
        message: 'INVALID_ARGUMENT: "ids[3]" is not a product id',
        details: {
          validationError: { fieldViolations: [{ field: 'ids[3]', description: 'is not a product id' }] },
        },
      }
      return new Response(JSON.stringify(body), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      })
    }
    const client = createClient({ host: ORIGIN, auth: ownerAuth(), modules: { products }, fetch: refusing })
    const ids = unknownIds(150)
    const result = await client.products.bulkUpdate(ids, { price: 1 })
    const errors = new Set(result.failed.map((f) => f.error))
    expect(errors.size).toBe(2)
    const fields = [...errors].map((e) => (e as ValidationError).violations[0]?.field).sort()
    expect(fields).toEqual(['ids[103]', 'ids[3]'])
  })

  it('names the caller index of a repeated id by its first position', async () => {
    const refusing = async (): Promise<Response> => {
      const body = {
        details: { validationError: { fieldViolations: [{ field: 'ids[1]', description: 'bad' }] } },
      }
      return new Response(JSON.stringify(body), { status: 400 })
    }
    const client = createClient({ host: ORIGIN, auth: ownerAuth(), modules: { products }, fetch: refusing })
    const result = await client.products.bulkUpdate(['a', 'a', 'b'], { price: 1 })
    expect((result.failed[0]!.error as ValidationError).violations[0]?.field).toBe('ids[2]')
  })

  it('reports a refusal the SDK has no code for as BULK_ITEM_FAILED, keeping the platform’s code', async () => {
    // A platform that refuses the first id of a chunk with its own code, and the second with none.
    const refusing = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const { ids } = (await new Request(input, init).json()) as { ids: string[] }
      return Response.json({
        results: [
          {
            itemMetadata: {
              id: ids[0],
              success: false,
              error: { code: 'PRICE_LOCKED', description: 'Locked' },
            },
          },
          { itemMetadata: { originalIndex: 1, success: false } },
          { itemMetadata: { id: ids[2], success: true } },
        ],
      })
    }
    const client = createClient({ host: ORIGIN, auth: ownerAuth(), modules: { products }, fetch: refusing })
    const result = await client.products.bulkUpdate(['a', 'b', 'c'], { price: 1 })
    expect(result.succeeded).toEqual(['c'])
    expect(result.failed.map(({ id, error }) => [id, BulkItemError.is(error) && error.code])).toEqual([
      ['a', 'BULK_ITEM_FAILED'],
      ['b', 'BULK_ITEM_FAILED'],
    ])
    expect(result.failed.map(({ error }) => error)).toMatchObject([
      { platformCode: 'PRICE_LOCKED', description: 'Locked', data: {} },
      { platformCode: undefined, description: 'The platform did not change this product', data: {} },
    ])
  })

  it('resolves at once for no ids', async () => {
    const { owner, sent } = setup()
    const progress: BulkProgress[] = []
    const result = await owner.products.bulkUpdate([], { price: 1 }, { onProgress: (p) => progress.push(p) })
    expect(result).toEqual({ succeeded: [], failed: [] })
    expect(progress).toEqual([{ done: 0, total: 0, failed: 0 }])
    expect(sent).toEqual([])
  })

  it('stops on abort: no chunk is sent after it, and the call rejects with the reason', async () => {
    const { owner, emulator, sentTo } = setup()
    emulator.faults.add({ match: '/bulk/products/', delayMs: 5 })
    const controller = new AbortController()
    const reason = new Error('user cancelled')
    const promise = owner.products.bulkUpdate(
      unknownIds(1000),
      { price: 1 },
      {
        concurrency: 1,
        signal: controller.signal,
        onProgress: ({ done }) => {
          if (done === 200) controller.abort(reason)
        },
      },
    )
    expect(await rejection(promise)).toBe(reason)
    expect(sentTo('/bulk/products/update')).toHaveLength(2)
  })

  it('rejects with an already aborted signal before sending', async () => {
    const { owner, sent } = setup()
    await expect(
      owner.products.bulkUpdate(['a'], { price: 1 }, { signal: AbortSignal.abort() }),
    ).rejects.toThrow()
    expect(sent).toEqual([])
  })

  it('lets an error thrown by onProgress through, and stops scheduling chunks', async () => {
    const { owner, sentTo } = setup()
    const error = await rejection(
      owner.products.bulkUpdate(
        unknownIds(500),
        { price: 1 },
        {
          concurrency: 1,
          onProgress: ({ done }) => {
            if (done === 100) throw new Error('progress bar broke')
          },
        },
      ),
    )
    expect((error as Error).message).toBe('progress bar broke')
    expect(sentTo('/bulk/products/update')).toHaveLength(1)
  })

  it('checks every id and the options before sending anything', async () => {
    const { owner, sent } = setup()
    const ids = [...unknownIds(150), '', ' ']
    const error = await rejection(owner.products.bulkUpdate(ids, { price: 1 }, { concurrency: 0 }))
    expect(InvalidInputError.is(error)).toBe(true)
    expect((error as InvalidInputError).violations).toEqual([
      { field: 'ids[150]', description: 'must not be empty' },
      { field: 'ids[151]', description: 'must not be empty' },
      { field: 'options.concurrency', description: 'must be a whole number, at least 1' },
    ])
    expect(sent).toEqual([])
  })
})

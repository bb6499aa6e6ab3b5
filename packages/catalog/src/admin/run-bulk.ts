import { VitrineError } from '@vitrine/core'
import type { ModuleContext, Operation } from '@vitrine/core/module'
import { BULK_CHUNK_SIZE } from '../bulk-chunk-size'
import { BulkItemError } from '../errors'
import type { BulkFailure, BulkOptions, BulkProgress, BulkResult } from '../types/bulk'

/** Default number of chunks in flight. */
const DEFAULT_CONCURRENCY = 4

/** What a bulk call answers, item by item (the platform may also answer with no items). */
export interface BulkAnswer {
  results?: {
    itemMetadata?: {
      id?: string | null
      originalIndex?: number
      success?: boolean
      error?: { code?: string; description?: string; data?: Record<string, unknown> | null } | null
    }
  }[]
}

/**
 * Options of one chunk: the bulk call's options, and where each id of the chunk stands in the
 * caller's list (`positions[3]` is 303 for the fourth id of the fourth chunk), so that a
 * validation error of a chunk names the caller's index (`ids[303]`, not `ids[3]`).
 */
export interface ChunkOptions extends BulkOptions {
  /** The caller's index of each id of the chunk. */
  positions?: readonly number[] | undefined
}

/** A bulk call of the platform: ids and one payload (`set`, `adjust`) for one chunk. */
export type BulkCall<P> = Operation<
  [ids: readonly string[], payload: P],
  BulkAnswer | undefined,
  BulkAnswer | undefined,
  ChunkOptions
>

/** The caller's names of a chunk's ids, for validation errors. */
export function callerIndexes(positions: readonly number[] | undefined): Record<string, string> | undefined {
  return positions && Object.fromEntries(positions.map((at, i) => [`ids[${i}]`, `ids[${at}]`]))
}

function itemFailures(chunk: readonly string[], answer: BulkAnswer | undefined): Map<string, VitrineError> {
  const failures = new Map<string, VitrineError>()
  if (!Array.isArray(answer?.results)) return failures
  const members = new Set(chunk)
  for (const result of answer.results) {
    const item = result?.itemMetadata
    if (item?.success !== false) continue
    const id = item.id ?? (typeof item.originalIndex === 'number' ? chunk[item.originalIndex] : undefined)
    if (id === undefined || !members.has(id)) continue
    failures.set(
      id,
      new BulkItemError({
        code: item.error?.code,
        description: item.error?.description || 'The platform did not change this product',
        data: item.error?.data ?? {},
      }),
    )
  }
  return failures
}

/**
 * The procedure behind `products.bulkUpdate` and `products.bulkAdjust`: runs the bulk `call` over
 * any number of ids. The whole call is checked first, as a bound operation is (every id, the
 * payload, the options), then: duplicates dropped, chunks of {@link BULK_CHUNK_SIZE}, at most
 * `concurrency` chunks in flight, progress after each chunk, and every id's outcome collected
 * instead of stopping at the first failure. An abort stops scheduling, aborts the chunks in
 * flight and rejects with the signal's reason.
 */
export async function runBulk<P>(
  ctx: ModuleContext,
  call: BulkCall<P>,
  ids: readonly string[],
  payload: P,
  options: BulkOptions = {},
): Promise<BulkResult> {
  // Builds (and so checks) the request for every id at once, and sends nothing.
  ctx.prepare(call, [ids, payload], options)
  const { signal, timeout, onProgress } = options
  signal?.throwIfAborted()
  const firstIndex = new Map<string, number>()
  ids.forEach((id, i) => {
    if (!firstIndex.has(id)) firstIndex.set(id, i)
  })
  const unique = [...firstIndex.keys()]
  const chunks: string[][] = []
  for (let i = 0; i < unique.length; i += BULK_CHUNK_SIZE) chunks.push(unique.slice(i, i + BULK_CHUNK_SIZE))

  const errors = new Map<string, VitrineError>()
  const progress: BulkProgress = { done: 0, total: unique.length, failed: 0 }
  onProgress?.({ ...progress })

  let next = 0
  let stopped: { error: unknown } | undefined
  const work = async (): Promise<void> => {
    while (next < chunks.length && !stopped) {
      signal?.throwIfAborted()
      const chunk = chunks[next++]!
      const positions = chunk.map((id) => firstIndex.get(id)!)
      let failures: Map<string, VitrineError>
      try {
        failures = itemFailures(chunk, await ctx.call(call, [chunk, payload], { signal, timeout, positions }))
      } catch (error) {
        if (signal?.aborted || !VitrineError.is(error)) throw error
        // The whole chunk failed (validation, 4xx, 5xx, network): every id in it failed with it.
        failures = new Map(chunk.map((id) => [id, error]))
      }
      for (const [id, error] of failures) errors.set(id, error)
      progress.done += chunk.length
      progress.failed += failures.size
      onProgress?.({ ...progress })
    }
  }
  const workers = Math.min(options.concurrency ?? DEFAULT_CONCURRENCY, chunks.length)
  await Promise.all(
    Array.from({ length: workers }, () =>
      work().catch((error: unknown) => {
        stopped ??= { error }
      }),
    ),
  )
  if (stopped) throw stopped.error

  const succeeded: string[] = []
  const failed: BulkFailure[] = []
  for (const id of unique) {
    const error = errors.get(id)
    if (error) failed.push({ id, error })
    else succeeded.push(id)
  }
  return { succeeded, failed }
}

import { VitrineError } from '@vitrine/core'
import { BulkItemError } from '../bulk-item-error'
import type { BulkFailure, BulkOptions, BulkProgress, BulkResult } from '../types/bulk'
import { BULK_CHUNK_SIZE } from './bulk-chunk-size'

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
 * Sends one chunk. `names` maps the chunk's wire fields (`ids[3]`) to the caller's
 * (`ids[303]`), so that a validation error of a chunk names the caller's index.
 */
export type SendChunk = (
  ids: string[],
  names: Record<string, string>,
  signal?: AbortSignal,
) => Promise<BulkAnswer | undefined>

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
        code: item.error?.code || 'BULK_ITEM_FAILED',
        description: item.error?.description || 'The platform did not change this product',
        data: item.error?.data ?? {},
      }),
    )
  }
  return failures
}

/**
 * Runs a bulk operation over any number of ids: duplicates dropped, chunks of
 * {@link BULK_CHUNK_SIZE}, at most `concurrency` chunks in flight, progress after each chunk,
 * and every id's outcome collected instead of stopping at the first failure. An abort stops
 * scheduling, aborts the chunks in flight and rejects with the signal's reason.
 */
export async function runBulk(
  ids: readonly string[],
  send: SendChunk,
  options: BulkOptions = {},
): Promise<BulkResult> {
  const { signal, onProgress } = options
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
      const names: Record<string, string> = {}
      chunk.forEach((id, i) => {
        names[`ids[${i}]`] = `ids[${firstIndex.get(id)}]`
      })
      let failures: Map<string, VitrineError>
      try {
        failures = itemFailures(chunk, await send(chunk, names, signal))
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

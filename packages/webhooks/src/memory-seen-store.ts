import type { SeenStore } from './seen-store'

/** Options of {@link memorySeenStore}. */
export interface MemorySeenStoreOptions {
  /** How many event ids to remember; the least recently seen are forgotten first. Default 10 000. */
  maxEntries?: number
}

/**
 * The default {@link SeenStore}: event ids in memory, bounded (least recently seen forgotten
 * first). Per process: use a shared store when several instances receive deliveries.
 *
 * @param options - how many ids to keep.
 * @returns a seen-store.
 * @example
 * ```ts
 * const webhooks = createWebhooks({ publicKey, seenStore: memorySeenStore({ maxEntries: 50_000 }) })
 * ```
 */
export function memorySeenStore(options: MemorySeenStoreOptions = {}): SeenStore {
  const max = Math.max(1, Math.floor(options.maxEntries ?? 10_000))
  const ids = new Set<string>()
  return {
    add(eventId) {
      const known = ids.delete(eventId)
      ids.add(eventId) // re-inserted: now the most recently seen
      if (ids.size > max) ids.delete(ids.values().next().value!)
      return !known
    },
    delete(eventId) {
      ids.delete(eventId)
    },
  }
}

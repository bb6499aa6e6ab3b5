import type { SeenStore } from './seen-store'

/** Options of {@link memorySeenStore}. */
export interface MemorySeenStoreOptions {
  /**
   * How many event ids to remember at most. An id is dropped once its token has expired (as
   * new ids come in); beyond this bound the least recently seen go first, expired or not: size
   * it above the deliveries you receive within `maxExpiresIn`, or a delivery forgotten before
   * its token expired could be replayed. Default 10 000.
   */
  maxEntries?: number
}

/**
 * The default {@link SeenStore}: event ids in memory, each until its token expires, bounded
 * (beyond `maxEntries`, the least recently seen are forgotten first). Per process: use a shared store,
 * such as `redisSeenStore` from `@vitrine/webhooks/redis`, when several instances receive
 * deliveries.
 *
 * @param options - how many ids to keep.
 * @returns a seen-store.
 * @example
 * ```ts
 * import { createWebhooks, memorySeenStore } from '@vitrine/webhooks'
 *
 * const webhooks = createWebhooks({
 *   publicKey: process.env.WEBHOOK_PUBLIC_KEY ?? '',
 *   seenStore: memorySeenStore({ maxEntries: 50_000 }),
 * })
 * ```
 */
export function memorySeenStore(options: MemorySeenStoreOptions = {}): SeenStore {
  const max = Math.max(1, Math.floor(options.maxEntries ?? 10_000))
  // id → until when it is remembered (ms); in the order last seen, oldest first.
  const ids = new Map<string, number>()
  return {
    add(eventId, expiresAt) {
      const now = Date.now()
      const until = ids.get(eventId) ?? 0
      ids.delete(eventId) // re-inserted: now the most recently seen
      ids.set(eventId, Math.max(until, expiresAt ? +expiresAt : Number.POSITIVE_INFINITY))
      for (const [id, at] of ids) {
        if (at > now && ids.size <= max) break
        ids.delete(id) // expired, or the least recently seen of too many (oldest first)
      }
      return until <= now
    },
    delete(eventId) {
      ids.delete(eventId)
    },
  }
}

// @ts-check
// Next.js's `'use cache'` handler (`cacheHandlers.default` and `.remote` in next.config.ts) in
// Redis, so that every instance of the shop serves one cache: an entry rendered by one is read by
// the others, and a tag revalidated by one (the webhook route calls `revalidateTag`) is seen by
// all at their next read. The contract is Next's documented `CacheHandler` (`next/cache`); the tag
// semantics are those of Next's own in-memory handler, read from Redis instead of process memory.
import { decodeEntry, encodeEntry } from './redis-cache-store.mjs'

/** @typedef {import('next/cache').CacheHandler} CacheHandler */
/** @typedef {import('next/cache').CacheEntry} CacheEntry */
/** @typedef {import('./redis-cache-store.mjs').RedisCacheStore} RedisCacheStore */
/** @typedef {Omit<CacheEntry, 'value'> & { value: Buffer }} StoredEntry */

/** @param {Buffer} bytes */
const streamOf = (bytes) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes))
      controller.close()
    },
  })

/** @param {unknown} value @returns {value is StoredEntry} */
const isStoredEntry = (value) => {
  if (!value || typeof value !== 'object') return false
  const entry = /** @type {Record<string, unknown>} */ (value)
  return (
    Buffer.isBuffer(entry['value']) &&
    Array.isArray(entry['tags']) &&
    ['stale', 'timestamp', 'expire', 'revalidate'].every((field) => typeof entry[field] === 'number')
  )
}

/**
 * A `'use cache'` handler on a {@link RedisCacheStore}. Entries live as long as their cache life
 * (`expire`, capped by the store); an invalidated tag makes them a miss (`revalidateTag(tag)`) or
 * served-while-refreshed (`revalidateTag(tag, profile)`); when Redis is down every read is a miss
 * and every write is dropped, so the shop renders as if it had no cache.
 *
 * @param {RedisCacheStore} store
 * @returns {CacheHandler}
 */
export function createUseCacheHandler(store) {
  /** Writes in flight in this process, so that a read right after a write waits for it. */
  /** @type {Map<string, Promise<void>>} */
  const pending = new Map()

  /** The entry in Redis, decoded, and kept in this process's memory for the next read. */
  async function load(/** @type {string} */ cacheKey) {
    const bytes = await store.read(cacheKey)
    const entry = bytes && decodeEntry(bytes)
    if (bytes && isStoredEntry(entry)) store.remember(cacheKey, entry, bytes.byteLength)
    return entry
  }

  return {
    async get(cacheKey, softTags) {
      await pending.get(cacheKey)
      // This process's copy first; if a tag invalidated it, Redis's (another instance may have
      // rendered the entry again since).
      for (const remembered of [true, false]) {
        const entry = remembered ? store.recall(cacheKey) : await load(cacheKey)
        if (!isStoredEntry(entry)) continue
        // The entry's own tags and the route's implicit ones (`getExpiration` answers Infinity, so
        // Next leaves the soft tags to this read): one round trip for both.
        const times = await store.tagTimes([...entry.tags, ...softTags])
        if (!times) return undefined
        const now = Date.now()
        const expired = [...times.expired.values()].some((at) => at > entry.timestamp && at <= now)
        const stale = [...times.stale.values()].some((at) => at > entry.timestamp)
        if (remembered && (expired || stale)) {
          store.forget(cacheKey)
          continue
        }
        if (expired) return undefined
        return { ...entry, revalidate: stale ? -1 : entry.revalidate, value: streamOf(entry.value) }
      }
      return undefined
    },

    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let done = () => {}
      const written = new Promise((resolve) => {
        done = () => resolve(undefined)
      })
      pending.set(cacheKey, written)
      try {
        const entry = await pendingEntry
        // Read the stream whatever happens next: it belongs to the request that rendered it.
        const value = Buffer.from(await new Response(entry.value).arrayBuffer())
        // `expire: 0` is dynamic data: Next renders it again on every read, storing it is waste.
        if (entry.expire === 0) return
        const stored = { ...entry, value }
        const bytes = encodeEntry(stored)
        if (await store.write(cacheKey, bytes, store.ttl(entry.expire)))
          store.remember(cacheKey, stored, bytes.byteLength)
      } catch {
        // An interrupted render: nothing is stored, the next read renders again.
      } finally {
        if (pending.get(cacheKey) === written) pending.delete(cacheKey)
        done()
      }
    },

    async refreshTags() {
      // Nothing to copy: every read asks Redis for the times of the tags it meets.
    },

    async getExpiration() {
      // Soft tags are checked by `get`, against Redis, in the same round trip as the entry's tags.
      return Number.POSITIVE_INFINITY
    },

    async updateTags(tags, durations) {
      await store.invalidate(tags, durations)
    },
  }
}

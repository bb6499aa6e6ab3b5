// @ts-check
// Next.js's server cache (`cacheHandler` in next.config.ts: rendered pages and their static
// shells, route handler answers, `fetch` data) in Redis, beside the `'use cache'` handler and on
// the same tag clock: a tag revalidated on one instance makes every instance render the pages
// that carry it again. Without it, each `next start` keeps its own copy on its own disk.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { decodeEntry, encodeEntry } from './redis-cache-store.mjs'

/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandler} NextCacheHandler */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerContext} CacheHandlerContext */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} CacheHandlerValue */
/** @typedef {import('./redis-cache-store.mjs').RedisCacheStore} RedisCacheStore */
/** @typedef {Parameters<NextCacheHandler['get']>[1]} GetContext */
/** @typedef {Parameters<NextCacheHandler['set']>[1]} SetData */
/** @typedef {Parameters<NextCacheHandler['set']>[2]} SetContext */
/** @typedef {CacheHandlerValue & { tags: string[] }} StoredValue */

// Next's header carrying a rendered response's tags (its own and the route's implicit ones).
const TAGS_HEADER = 'x-next-cache-tags'

/** @type {Map<string, string>} */
const buildIds = new Map()

/**
 * The build's id, so that a new deployment never serves pages rendered by the previous one (their
 * scripts are gone). Read once per build folder: Next creates a handler per request.
 *
 * @param {string | undefined} serverDistDir
 */
function buildIdOf(serverDistDir) {
  if (!serverDistDir) return 'dev'
  let id = buildIds.get(serverDistDir)
  if (id === undefined) {
    try {
      id = readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
    } catch {
      id = 'unknown'
    }
    buildIds.set(serverDistDir, id)
  }
  return id
}

/** @param {SetData} data @param {SetContext} ctx @returns {string[]} */
function tagsOf(data, ctx) {
  if (data && 'headers' in data && data.headers) {
    const header = data.headers[TAGS_HEADER]
    if (typeof header === 'string' && header) return header.split(',')
  }
  if ('fetchCache' in ctx && ctx.fetchCache) return [...(ctx.tags ?? [])]
  return []
}

/** @param {unknown} value @returns {value is StoredValue} */
const isStoredValue = (value) =>
  !!value &&
  typeof value === 'object' &&
  typeof (/** @type {StoredValue} */ (value).lastModified) === 'number' &&
  Array.isArray(/** @type {StoredValue} */ (value).tags)

/**
 * The entry in Redis, decoded, and kept in this process's memory for the next read.
 *
 * @param {RedisCacheStore} store
 * @param {string} id
 */
async function load(store, id) {
  const bytes = await store.read(id)
  const stored = bytes && decodeEntry(bytes)
  if (bytes && isStoredValue(stored)) store.remember(id, stored, bytes.byteLength)
  return stored
}

/**
 * A Next.js `cacheHandler` class on a {@link RedisCacheStore}. Entries live as long as their
 * `expire` (capped by the store); an entry carrying a tag revalidated after it was rendered is a
 * miss, so the instance asking renders it again (blocking, with fresh `'use cache'` data); when
 * Redis is down every read is a miss and every write is dropped.
 *
 * @param {() => RedisCacheStore} storeOf the store, asked for at the first request
 */
export function createIncrementalCacheHandler(storeOf) {
  /** @implements {NextCacheHandler} */
  class RedisIncrementalCacheHandler {
    /** @param {CacheHandlerContext} ctx */
    constructor(ctx) {
      this.namespace = `page:${buildIdOf(ctx.serverDistDir)}:`
    }

    /**
     * @param {string} key
     * @param {GetContext} ctx
     * @returns {Promise<CacheHandlerValue | null>}
     */
    async get(key, ctx) {
      const store = storeOf()
      const id = this.namespace + key
      // This process's copy first; if a tag invalidated it, Redis's (another instance may have
      // rendered the page again since).
      for (const remembered of [true, false]) {
        const stored = remembered ? store.recall(id) : await load(store, id)
        if (!isStoredValue(stored)) continue
        const tags = [...stored.tags]
        if ('softTags' in ctx && ctx.softTags) tags.push(...ctx.softTags)
        if ('tags' in ctx && ctx.tags) tags.push(...ctx.tags)
        const times = await store.tagTimes(tags)
        if (!times) return null
        const now = Date.now()
        // Stale ("serve while refreshed") is a miss too: the next visitor gets the new data.
        const invalidated =
          [...times.expired.values()].some((at) => at > stored.lastModified && at <= now) ||
          [...times.stale.values()].some((at) => at > stored.lastModified)
        if (!invalidated) {
          const { tags: _tags, ...value } = stored
          return value
        }
        if (!remembered) return null
        store.forget(id)
      }
      return null
    }

    /**
     * @param {string} key
     * @param {SetData} data
     * @param {SetContext} ctx
     */
    async set(key, data, ctx) {
      if (!data) return
      const store = storeOf()
      const cacheControl = 'cacheControl' in ctx ? ctx.cacheControl : undefined
      /** @type {StoredValue} */
      const stored = { lastModified: Date.now(), value: data, tags: tagsOf(data, ctx) }
      if (cacheControl) stored.cacheControl = cacheControl
      const bytes = encodeEntry(stored)
      if (await store.write(this.namespace + key, bytes, store.ttl(cacheControl?.expire)))
        store.remember(this.namespace + key, stored, bytes.byteLength)
    }

    /**
     * @param {string | string[]} tags
     * @param {{ expire?: number }} [durations]
     */
    async revalidateTag(tags, durations) {
      await storeOf().invalidate(typeof tags === 'string' ? [tags] : tags, durations)
    }

    resetRequestCache() {}
  }
  return RedisIncrementalCacheHandler
}

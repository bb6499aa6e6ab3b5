// @ts-check
// What the shop's two Redis cache handlers share: one connection per process, the entry codec,
// the tag clock every instance reads, and the outage policy. Plain ESM: Next.js loads the
// handlers at runtime (`cacheHandlers` and `cacheHandler` in next.config.ts), without a build.
//
// Layout in Redis (every key under the prefix, `vitrine:shop:` unless REDIS_CACHE_PREFIX says):
//   <prefix>e:<namespace>:<sha256 of Next's key>  one entry: a JSON head, then its binary parts
//   <prefix>tags:expired  sorted set: tag → when entries carrying it stop being served (ms)
//   <prefix>tags:stale    sorted set: tag → since when they are served while refreshed (ms)
// Entries expire with their cache life (capped); tag times older than the longest entry life
// are trimmed, since no entry that old is left to compare with them. Each process keeps the
// entries it decoded in a bounded memory in front of Redis; every read still asks Redis for the
// times of the entry's tags, so an invalidation made by any instance is seen at the next read.
import { createHash } from 'node:crypto'
import { createClient, RESP_TYPES } from 'redis'

/** @typedef {{ expired: Map<string, number>, stale: Map<string, number> }} TagTimes */

/**
 * @typedef {object} RedisCacheStoreOptions
 * @property {string} url `redis://…` (REDIS_URL)
 * @property {string} [prefix] key prefix; default `vitrine:shop:`
 * @property {number} [maxEntryBytes] larger entries are not stored (rendered again instead); default 4 MiB
 * @property {number} [maxTtlSeconds] no entry outlives this, whatever its cache life; default 7 days
 * @property {number} [timeout] per command, in ms: a slower Redis is treated as down; default 500
 * @property {number} [maxMemoryBytes] decoded entries this process keeps in front of Redis (least recently used go first); default 32 MiB, 0: none
 * @property {(message: string) => void} [log] where the outage line goes; default console.warn
 */

/**
 * @typedef {object} RedisCacheStore
 * @property {(key: string) => Promise<Buffer | undefined>} read an entry's bytes (undefined: none, or Redis is down)
 * @property {(key: string) => unknown} recall an entry this process decoded before, if it still holds it
 * @property {(key: string, entry: unknown, bytes: number) => void} remember keeps a decoded entry in front of Redis
 * @property {(key: string) => void} forget drops it (an invalidated tag: Redis may hold a newer one)
 * @property {(key: string, bytes: Buffer, ttlSeconds: number) => Promise<boolean>} write stores unless too big or Redis is down (false); never throws
 * @property {(tags: readonly string[]) => Promise<TagTimes | undefined>} tagTimes undefined when Redis is down
 * @property {(tags: readonly string[], durations?: { expire?: number }) => Promise<void>} invalidate records the tags' times; while Redis is down, as soon as it is back
 * @property {(seconds: number | undefined) => number} ttl an entry's life in Redis, from its cache life
 * @property {() => Promise<void>} close
 */

const HEAD = 4 // bytes of the head's length
const MAX_UNSENT_TAGS = 10_000 // invalidations kept through an outage
const BINARY = { [RESP_TYPES.BLOB_STRING]: Buffer }

/**
 * Serialises a cache value: JSON, with every `Buffer`/`Uint8Array` moved out as a binary part and
 * every `Map` as its entries (Next's page entries hold both: `rscData`, `segmentData`).
 *
 * @param {unknown} value
 * @returns {Buffer}
 */
export function encodeEntry(value) {
  /** @type {Buffer[]} */
  const parts = []
  let offset = 0
  const json = JSON.stringify(value, function replacer(key) {
    // `this[key]` is the value before `Buffer#toJSON` turned it into an array of numbers.
    const raw = /** @type {Record<string, unknown>} */ (this)[key]
    if (raw instanceof Uint8Array) {
      const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength)
      parts.push(bytes)
      offset += bytes.byteLength
      return { '\u0000b': [offset - bytes.byteLength, bytes.byteLength] }
    }
    if (raw instanceof Map) return { '\u0000m': [...raw.entries()] }
    return raw
  })
  const head = Buffer.from(json ?? 'null', 'utf8')
  const length = Buffer.alloc(HEAD)
  length.writeUInt32BE(head.byteLength)
  return Buffer.concat([length, head, ...parts])
}

/**
 * The inverse of {@link encodeEntry}; undefined for bytes it did not write.
 *
 * @param {Buffer} bytes
 * @returns {unknown}
 */
export function decodeEntry(bytes) {
  if (bytes.byteLength < HEAD) return undefined
  const headLength = bytes.readUInt32BE(0)
  if (HEAD + headLength > bytes.byteLength) return undefined
  const body = bytes.subarray(HEAD + headLength)
  try {
    return JSON.parse(bytes.toString('utf8', HEAD, HEAD + headLength), (_key, value) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const part = value['\u0000b']
        if (Array.isArray(part)) {
          const [start, length] = part
          if (typeof start !== 'number' || typeof length !== 'number' || start + length > body.byteLength)
            throw new RangeError('entry part out of range')
          return Buffer.from(body.subarray(start, start + length)) // a copy: the entry outlives the reply
        }
        const map = value['\u0000m']
        if (Array.isArray(map)) return new Map(map)
      }
      return value
    })
  } catch {
    return undefined
  }
}

const hash = (/** @type {string} */ key) => createHash('sha256').update(key).digest('base64url')

/**
 * The store both handlers of one process use; nothing connects until the first read or write.
 *
 * @param {RedisCacheStoreOptions} options
 * @returns {RedisCacheStore}
 */
export function createRedisCacheStore(options) {
  const {
    url,
    prefix = 'vitrine:shop:',
    maxEntryBytes = 4 * 1024 * 1024,
    maxTtlSeconds = 7 * 24 * 3600,
    timeout = 500,
    maxMemoryBytes = 32 * 1024 * 1024,
    log = (message) => console.warn(message),
  } = options
  // Decoded entries in front of Redis, least recently used first (a Map keeps insertion order).
  // Safe to serve from: every read still checks the entry's tags against Redis, and an entry whose
  // tag was invalidated is read from Redis again, where another instance may have put a newer one.
  /** @type {Map<string, { entry: unknown, bytes: number }>} */
  const memory = new Map()
  let memoryBytes = 0
  const expiredKey = `${prefix}tags:expired`
  const staleKey = `${prefix}tags:stale`

  /** @type {ReturnType<typeof connect> | undefined} */
  let client
  /** @type {Promise<unknown> | undefined} */
  let connecting
  let down = false

  function connect() {
    const created = createClient({
      url,
      // While Redis is unreachable commands fail at once (a cache miss) instead of queueing.
      disableOfflineQueue: true,
      commandOptions: { timeout },
      socket: {
        connectTimeout: Math.max(timeout, 1000),
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000),
      },
    })
    created.on('error', (/** @type {unknown} */ error) => outage(error))
    created.on('ready', () => {
      if (down) log('[vitrine cache] Redis is reachable again: the shared cache is back.')
      down = false
      void resend()
    })
    return created
  }

  /** One line per outage, however many requests meet it. */
  function outage(/** @type {unknown} */ error) {
    if (down) return
    down = true
    const reason = error instanceof Error ? error.message || error.name : String(error)
    log(
      `[vitrine cache] Redis unavailable (${reason}): pages are rendered without the shared cache until it is back.`,
    )
  }

  /** The connected client; waits for the first connection at most `connectTimeout`. */
  async function ready() {
    if (!client) {
      client = connect()
      connecting = client.connect().catch(outage)
      await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, Math.max(timeout, 1000)))])
    }
    if (!client.isReady) throw new Error('not connected')
    return client
  }

  /** @typedef {{ tags: readonly string[], durations: { expire?: number } | undefined, at: number }} Invalidation */
  /** Invalidations Redis did not take while it was down (bounded), recorded once it is back. */
  /** @type {Invalidation[]} */
  let unsent = []
  let unsentTags = 0

  function keep(/** @type {Invalidation} */ invalidation) {
    if (unsentTags + invalidation.tags.length > MAX_UNSENT_TAGS) return
    unsent.push(invalidation)
    unsentTags += invalidation.tags.length
  }

  async function resend() {
    if (unsent.length === 0 || !client?.isReady) return
    const batch = unsent
    unsent = []
    unsentTags = 0
    for (const invalidation of batch) {
      try {
        // Only ever later: an instance may have recorded a newer time for these tags meanwhile.
        await record(client, invalidation.tags, invalidation.durations, invalidation.at, true)
      } catch (error) {
        outage(error)
        keep(invalidation)
      }
    }
  }

  /**
   * One invalidation, as Next's own handler records it: without durations the tags expire now;
   * with them they are stale now and expire `expire` seconds later (when given).
   *
   * @param {Awaited<ReturnType<typeof ready>>} redis
   * @param {readonly string[]} tags
   * @param {{ expire?: number } | undefined} durations
   * @param {number} at
   * @param {boolean} onlyLater
   */
  async function record(redis, tags, durations, at, onlyLater) {
    const members = (/** @type {number} */ score) => tags.map((tag) => ({ score, value: tag }))
    const options = onlyLater ? { GT: true } : {}
    const multi = redis.multi()
    if (durations) {
      multi.zAdd(staleKey, members(at), options)
      if (durations.expire !== undefined)
        multi.zAdd(expiredKey, members(at + durations.expire * 1000), options)
    } else {
      multi.zAdd(expiredKey, members(at), options)
    }
    const horizon = at - maxTtlSeconds * 1000
    multi.zRemRangeByScore(staleKey, '-inf', horizon)
    multi.zRemRangeByScore(expiredKey, '-inf', horizon)
    await multi.exec()
  }

  function forget(/** @type {string} */ key) {
    const held = memory.get(key)
    if (!held) return
    memory.delete(key)
    memoryBytes -= held.bytes
  }

  /**
   * @template T
   * @param {(redis: Awaited<ReturnType<typeof ready>>) => Promise<T>} command
   * @returns {Promise<T | undefined>}
   */
  async function tolerant(command) {
    try {
      return await command(await ready())
    } catch (error) {
      outage(error)
      return undefined
    }
  }

  return {
    async read(key) {
      const reply = await tolerant((redis) =>
        redis.withCommandOptions({ timeout, typeMapping: BINARY }).get(`${prefix}e:${hash(key)}`),
      )
      return Buffer.isBuffer(reply) ? reply : undefined
    },

    recall(key) {
      const held = memory.get(key)
      if (!held) return undefined
      memory.delete(key)
      memory.set(key, held)
      return held.entry
    },

    remember(key, entry, bytes) {
      forget(key)
      if (bytes > maxMemoryBytes) return
      memory.set(key, { entry, bytes })
      memoryBytes += bytes
      for (const [oldest, held] of memory) {
        if (memoryBytes <= maxMemoryBytes) break
        memory.delete(oldest)
        memoryBytes -= held.bytes
      }
    },

    forget,

    async write(key, bytes, ttlSeconds) {
      if (bytes.byteLength > maxEntryBytes) return false
      const reply = await tolerant((redis) => redis.set(`${prefix}e:${hash(key)}`, bytes, { EX: ttlSeconds }))
      return reply === 'OK'
    },

    async tagTimes(tags) {
      if (tags.length === 0) return { expired: new Map(), stale: new Map() }
      const replies = await tolerant((redis) =>
        Promise.all([redis.zmScore(expiredKey, [...tags]), redis.zmScore(staleKey, [...tags])]),
      )
      if (!replies) return undefined
      /** @type {(scores: (number | null)[]) => Map<string, number>} */
      const times = (scores) => {
        const map = new Map()
        scores.forEach((score, i) => {
          if (typeof score === 'number' && Number.isFinite(score)) map.set(tags[i], score)
        })
        return map
      }
      return { expired: times(replies[0]), stale: times(replies[1]) }
    },

    async invalidate(tags, durations) {
      if (tags.length === 0) return
      const at = Date.now()
      try {
        await record(await ready(), tags, durations, at, false)
      } catch (error) {
        // While Redis is down every read is a miss anyway; the invalidation is kept and recorded
        // when it is back, so that the entries rendered before it are not served again then.
        outage(error)
        keep({ tags, durations, at })
      }
    },

    ttl(seconds) {
      const life =
        typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : maxTtlSeconds
      return Math.max(1, Math.ceil(Math.min(life, maxTtlSeconds)))
    },

    async close() {
      const open = client
      client = undefined
      if (open?.isOpen) await open.close()
      else if (open) open.destroy()
      await connecting
    },
  }
}

/** @type {Map<string, RedisCacheStore>} */
const stores = new Map()

/**
 * The process's store for REDIS_URL (both handlers share one connection). Next.js loads the
 * handlers only when REDIS_URL is set (next.config.ts), so its absence here is a setup mistake.
 *
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {RedisCacheStore}
 */
export function storeFromEnv(env = process.env) {
  const url = env['REDIS_URL']
  if (!url) throw new Error('The Redis cache handlers need REDIS_URL.')
  const prefix = env['REDIS_CACHE_PREFIX'] || 'vitrine:shop:'
  const id = `${url} ${prefix}`
  let store = stores.get(id)
  if (!store) {
    store = createRedisCacheStore({ url, prefix })
    stores.set(id, store)
  }
  return store
}

import type { SeenStore } from './seen-store'

/**
 * What {@link redisSeenStore} needs of a Redis client: node-redis's `sendCommand` (the `redis`
 * package, v5 and v6: pass the client itself). Any other client fits through a one-line adapter.
 *
 * @example
 * ```ts
 * // ioredis: `new Redis(url)`
 * declare const ioredis: { call(command: string, ...args: string[]): Promise<unknown> }
 *
 * const client: RedisCommandClient = {
 *   sendCommand: ([command, ...args]) => ioredis.call(command!, ...args),
 * }
 * ```
 */
export interface RedisCommandClient {
  /** Sends one command (`['SET', key, value, …]`) and resolves to its reply. */
  sendCommand(args: string[]): Promise<unknown>
}

/** Options of {@link redisSeenStore}. */
export interface RedisSeenStoreOptions {
  /** A connected client (node-redis `createClient({ url })` after `connect()`). */
  client: RedisCommandClient
  /** Prefix of the keys, one per event id. Default `vitrine:webhooks:seen:`. */
  prefix?: string
}

// Atomic: the id is recorded (SET NX) with the token's remaining lifetime; when it is already
// there (a duplicate), its expiry is extended to the later token's, never shortened. PX and PTTL
// are relative, so the Redis server's clock does not matter.
const ADD = `if redis.call('SET', KEYS[1], '1', 'NX', 'PX', ARGV[1]) then return 1 end
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return 0`

/** How long an id is kept when `add` is called without an expiry: the default `maxExpiresIn`. */
const DEFAULT_TTL_MS = 604_800_000

/**
 * A {@link SeenStore} in Redis, shared by every instance of the app: behind a load balancer, a
 * delivery is processed by one instance only, however many receive it. Each event id is one key
 * that expires when the token that carried it does (`exp` plus the clock tolerance), so Redis
 * holds no more than the deliveries of the last `maxExpiresIn`. Recording is atomic (one Lua
 * script). When Redis fails, `process()` rejects with its error and `handler()` answers 500, so
 * that the platform retries.
 *
 * Imported from `@vitrine/webhooks/redis`, so that the main entry never loads a Redis client;
 * `redis` (node-redis) is an optional peer dependency.
 *
 * @param options - the client and the key prefix.
 * @returns a seen-store for `createWebhooks({ seenStore })`.
 * @example
 * ```ts
 * import { createClient } from 'redis'
 * import { createWebhooks } from '@vitrine/webhooks'
 * import { redisSeenStore } from '@vitrine/webhooks/redis'
 *
 * const client = await createClient({ url: process.env.REDIS_URL }).connect()
 * const webhooks = createWebhooks({
 *   publicKey: process.env.WEBHOOK_PUBLIC_KEY ?? '',
 *   seenStore: redisSeenStore({ client }),
 * })
 * ```
 */
export function redisSeenStore(options: RedisSeenStoreOptions): SeenStore {
  const { client, prefix = 'vitrine:webhooks:seen:' } = options
  return {
    async add(eventId, expiresAt) {
      const ttl = expiresAt ? expiresAt.getTime() - Date.now() : DEFAULT_TTL_MS
      // An expiry already past, or an invalid date (NaN), still records the id, for a second.
      const px = String(Math.ceil(Math.max(ttl, 1000)) || 1000)
      return (await client.sendCommand(['EVAL', ADD, '1', prefix + eventId, px])) === 1
    },
    async delete(eventId) {
      await client.sendCommand(['DEL', prefix + eventId])
    },
  }
}

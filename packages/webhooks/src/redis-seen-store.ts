import { checkInput, inputValue } from '@vitrine/core/module'
import type { SeenStore } from './seen-store'

/**
 * What {@link redisSeenStore} needs of a Redis client: node-redis's `sendCommand` (the `redis`
 * package, v5 and v6: pass the client itself). Any other client fits through a one-line adapter.
 *
 * @example
 * ```ts
 * import type { RedisCommandClient } from '@vitrine/webhooks/redis'
 *
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
  /**
   * How long an id stays reserved while its handlers run, in milliseconds; once they succeeded it
   * is kept until its token expires. If the process dies mid-handler, the reservation lapses and
   * the platform's retry is processed. Set it above your slowest handler: a redelivery arriving
   * after it lapsed, while the first run still goes on, would be processed too. Default 60 000.
   */
  processingTimeout?: number
}

// Atomic: the id is reserved (SET NX, value 0) for the processing timeout, capped by the token's
// remaining lifetime. Already there, it is a duplicate; once processed (value 1), a duplicate
// carried by a later token extends its expiry to that token's, never shortens it. PX and PTTL
// are relative, so the Redis server's clock does not matter.
const ADD = `if redis.call('SET', KEYS[1], '0', 'NX', 'PX', ARGV[1]) then return 1 end
if redis.call('GET', KEYS[1]) == '1' and redis.call('PTTL', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0`

// Processed: kept until the token expires (or longer, if a later token already asked for it).
const COMMIT = `local ttl = math.max(tonumber(ARGV[1]), redis.call('PTTL', KEYS[1]))
redis.call('SET', KEYS[1], '1', 'PX', ttl)`

/** How long an id is kept when no expiry is given: the default `maxExpiresIn`. */
const DEFAULT_TTL_MS = 604_800_000

// Milliseconds until `expiresAt`: at least a second, also for an expiry already past or an
// invalid date (NaN).
const ttlOf = (expiresAt: Date | undefined): number =>
  Math.ceil(Math.max(expiresAt ? expiresAt.getTime() - Date.now() : DEFAULT_TTL_MS, 1000)) || 1000

/**
 * A {@link SeenStore} in Redis, shared by every instance of the app: behind a load balancer, a
 * delivery is processed by one instance only, however many receive it. Each event id is one key.
 * It is reserved while the handlers run (`processingTimeout`, so that a process dying mid-handler
 * does not lose the event) and then kept until the token that carried it expires (`exp` plus the
 * clock tolerance): Redis holds no more than the deliveries of the last `maxExpiresIn`. Each step
 * is one atomic Lua script. When Redis fails, `process()` rejects with its error and `handler()`
 * answers 500, so that the platform retries.
 *
 * Imported from `@vitrine/webhooks/redis`, so that the main entry never loads a Redis client;
 * `redis` (node-redis) is an optional peer dependency.
 *
 * @param options - the client, the key prefix and the processing timeout.
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
  const { client, prefix = 'vitrine:webhooks:seen:', processingTimeout = 60_000 } = options
  checkInput([
    inputValue(
      (v) => Number.isSafeInteger(v) && (v as number) > 0,
      'a positive whole number of milliseconds',
    ),
    processingTimeout,
    'processingTimeout',
  ])
  return {
    async add(eventId, expiresAt) {
      const ttl = ttlOf(expiresAt)
      const reserve = String(Math.min(processingTimeout, ttl))
      return (await client.sendCommand(['EVAL', ADD, '1', prefix + eventId, reserve, String(ttl)])) === 1
    },
    async commit(eventId, expiresAt) {
      await client.sendCommand(['EVAL', COMMIT, '1', prefix + eventId, String(ttlOf(expiresAt))])
    },
    async delete(eventId) {
      await client.sendCommand(['DEL', prefix + eventId])
    },
  }
}

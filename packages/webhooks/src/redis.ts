/**
 * `@vitrine/webhooks/redis`: a seen-store kept in Redis, so that several instances of a receiver
 * report a delivery they already processed. A separate entry: the main one never loads a Redis
 * client.
 *
 * @packageDocumentation
 */
// The public surface of @vitrine/webhooks/redis: a seen-store shared through Redis. A separate
// entry, so that the main entry (and the verify bundle) never loads a Redis client.
export {
  type RedisCommandClient,
  type RedisSeenStoreOptions,
  redisSeenStore,
} from './redis-seen-store'

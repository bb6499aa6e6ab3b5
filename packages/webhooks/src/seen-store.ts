/**
 * Remembers which event ids were already processed, so that a redelivery is reported as a
 * duplicate instead of being handled twice. Plug in your own (Redis `SET NX`, a database
 * unique key, a file) — `add` must be atomic when several processes share the store.
 *
 * @example
 * ```ts
 * const redisSeenStore: SeenStore = {
 *   async add(eventId) {
 *     return (await redis.set(`webhook:${eventId}`, '1', { NX: true, EX: 7 * 86400 })) === 'OK'
 *   },
 *   async delete(eventId) {
 *     await redis.del(`webhook:${eventId}`)
 *   },
 * }
 * const webhooks = createWebhooks({ publicKey, seenStore: redisSeenStore })
 * ```
 */
export interface SeenStore {
  /**
   * Records `eventId`. Answers `true` when it was newly recorded, `false` when it was already
   * there (the delivery is a duplicate).
   */
  add(eventId: string): boolean | Promise<boolean>
  /** Forgets `eventId`; called when a handler failed, so that the platform's retry is processed. */
  delete(eventId: string): void | Promise<void>
}

/**
 * Remembers which event ids were already processed, so that a redelivery is reported as a
 * duplicate instead of being handled twice. Built in: {@link memorySeenStore} (per process) and
 * `redisSeenStore` from `@vitrine/webhooks/redis` (shared by every instance). Or plug in your own
 * (a database unique key, a file) — `add` must be atomic when several processes share the store.
 *
 * @example
 * ```ts
 * import { createWebhooks, type SeenStore } from '@vitrine/webhooks'
 *
 * const ids = new Map<string, number>()
 * const seenStore: SeenStore = {
 *   add(eventId, expiresAt) {
 *     const known = (ids.get(eventId) ?? 0) > Date.now()
 *     if (!known) ids.set(eventId, expiresAt?.getTime() ?? Number.POSITIVE_INFINITY)
 *     return !known
 *   },
 *   delete(eventId) {
 *     ids.delete(eventId)
 *   },
 * }
 * const webhooks = createWebhooks({ publicKey: process.env.WEBHOOK_PUBLIC_KEY ?? '', seenStore })
 * ```
 */
export interface SeenStore {
  /**
   * Records `eventId`. Answers `true` when it was newly recorded, `false` when it was already
   * there (the delivery is a duplicate).
   *
   * @param eventId - the event's id (the same on every redelivery of one event).
   * @param expiresAt - when the token that carried it stops being accepted (`exp` plus the clock
   *   tolerance): the id need not be kept longer, since no replay of that token can pass after.
   *   A duplicate carried by a later token should extend it. Always given by `createWebhooks`.
   */
  add(eventId: string, expiresAt?: Date): boolean | Promise<boolean>
  /** Forgets `eventId`; called when a handler failed, so that the platform's retry is processed. */
  delete(eventId: string): void | Promise<void>
  /**
   * Optional: called once every handler succeeded. A store that outlives the process can let
   * `add` only reserve the id for a while, and keep it until `expiresAt` from here on: if the
   * process dies mid-handler, the reservation lapses and the platform's retry is processed.
   * When it rejects, `process()` rejects with its error (the handlers did run).
   *
   * @param eventId - the event's id.
   * @param expiresAt - as given to `add`.
   */
  commit?(eventId: string, expiresAt?: Date): void | Promise<void>
}

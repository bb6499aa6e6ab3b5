// Types-only module: the options and the object of `createWebhooks`.
import type { WebhookEventType } from './event-type'
import type { NodeHandler } from './node-handler'
import type { SeenStore } from './seen-store'
import type { ServicePlugins } from './service-plugins'
import type { AnyWebhookEvent, WebhookEvent, WebhookEventOf } from './webhook-event'

/**
 * Signature algorithms a delivery may use: RSA, as the platform signs (`none`, HMAC and other key
 * types never are).
 */
export type WebhookAlgorithm = 'RS256' | 'RS384' | 'RS512' | 'PS256' | 'PS384' | 'PS512'

/**
 * A delivery as received: the raw body (the compact JWT) as text or bytes, or the web `Request`
 * itself (its body is read with the size cap).
 */
export type WebhookInput = string | Uint8Array | ArrayBuffer | Request

/**
 * A handler of one event type.
 *
 * @typeParam E - the event it receives.
 */
export type EventHandler<E> = (event: E) => void | Promise<void>

/**
 * Options of {@link createWebhooks}.
 *
 * @example
 * ```ts
 * import type { WebhooksOptions } from '@vitrine/webhooks'
 *
 * const options: WebhooksOptions = {
 *   publicKey: process.env.WEBHOOK_PUBLIC_KEY!,
 *   clockTolerance: 10,
 *   onError: (error) => console.warn(error),
 * }
 * ```
 */
export interface WebhooksOptions {
  /**
   * The platform's RSA public key: a PEM `PUBLIC KEY` (SPKI), or the base64 encoding of one.
   * Imported once. Keys under 2048 bits are refused.
   */
  publicKey: string
  /** Accepted signature algorithms. Default `['RS256']`. */
  algorithms?: readonly WebhookAlgorithm[]
  /** Required `iss` claim (one value or any of several). Not checked when omitted. */
  issuer?: string | readonly string[]
  /** Required `aud` claim (one value or any of several). Not checked when omitted. */
  audience?: string | readonly string[]
  /** Allowed clock skew for `exp` / `nbf` / `iat`, in seconds, 0 to 60. Default 5. */
  clockTolerance?: number
  /**
   * Longest a token may still be valid, in seconds: a delivery whose `exp` is further ahead than
   * this (plus `clockTolerance`), or not finite, is refused with `LIFETIME_TOO_LONG`. It bounds
   * how long a captured delivery stays replayable, and so how long a seen-store must remember
   * an event id. Default 604 800 (7 days); the platform's tokens live minutes.
   */
  maxExpiresIn?: number
  /**
   * Largest body accepted, in bytes, checked before any crypto. Default 262 144 (256 KB). It
   * also bounds the JSON nested in the `data` claim (text inside the token); each nested level
   * may nest objects and arrays at most 64 deep (`INVALID_PAYLOAD` beyond).
   */
  maxBytes?: number
  /**
   * Where `process()` remembers event ids to report duplicates, each until its token expires.
   * Default: a bounded in-memory store ({@link memorySeenStore}), per process; with several
   * instances, a shared one such as `redisSeenStore` from `@vitrine/webhooks/redis`. `false`
   * turns duplicate detection off.
   */
  seenStore?: SeenStore | false
  /**
   * Called with every failure the HTTP adapters answer without details (bad token, duplicate,
   * unknown event type, handler error). Default: one `console.warn` line (never the token).
   */
  onError?: (error: unknown) => void
}

/**
 * Verifies the platform's signed deliveries and dispatches them to typed handlers.
 * Created by {@link createWebhooks}.
 */
export interface Webhooks {
  /**
   * Verifies one delivery and returns its typed event. Rejects with a
   * `WebhookVerificationError` (an unknown event type is `UNEXPECTED_EVENT_TYPE`); runs no
   * handler and consults no seen-store.
   *
   * @param input - the raw body (string or bytes) or the `Request`.
   * @example
   * ```ts
   * export async function POST(request: Request): Promise<Response> {
   *   const event = await webhooks.verify(await request.text())
   *   if (event.eventType === 'wix.ecom.v1.cart_created') console.log(event.entity.id)
   *   return new Response(null, { status: 200 })
   * }
   * ```
   */
  verify(input: WebhookInput): Promise<WebhookEvent>
  /**
   * Registers a handler for one event type.
   *
   * @param type - the event type (see {@link EventType}).
   * @param handler - receives the typed event.
   * @returns a function that unregisters the handler.
   * @example
   * ```ts
   * const off = webhooks.on('wix.ecom.v1.cart_updated', (event) => console.log(event.entity.updatedDate))
   * ```
   */
  on<T extends WebhookEventType>(type: T, handler: EventHandler<WebhookEventOf<T>>): () => void
  /**
   * Registers a catch-all handler: it receives every event, including authentic events of
   * types this SDK does not know (which otherwise fail with `UNEXPECTED_EVENT_TYPE`).
   *
   * @param handler - receives every event.
   * @returns a function that unregisters the handler.
   * @example
   * ```ts
   * webhooks.onAny((event) => console.log('received', event.eventType, event.eventId))
   * ```
   */
  onAny(handler: EventHandler<AnyWebhookEvent>): () => void
  /**
   * Verifies a delivery, records its event id in the seen-store and runs its handlers in
   * registration order (type handlers, then catch-alls). Rejects with a
   * `WebhookVerificationError` (`DUPLICATE` for a redelivery, `UNEXPECTED_EVENT_TYPE` for an
   * unknown type without catch-all) or with a handler's own error (the event id is then
   * forgotten, so that the platform's retry runs again).
   *
   * @param input - the raw body (string or bytes) or the `Request`.
   * @returns the event, once every handler finished.
   * @example
   * ```ts
   * export async function POST(request: Request): Promise<Response> {
   *   await webhooks.process(await request.text())
   *   return new Response(null, { status: 200 })
   * }
   * ```
   */
  process(input: WebhookInput): Promise<AnyWebhookEvent>
  /**
   * A web-standard handler (Next.js route handlers, edge runtimes, Hono, Bun, Deno): 200 when
   * processed or a duplicate; 400 / 401 / 413 with no details for a delivery that can never
   * succeed (malformed, forged, expired, too long-lived, too deep, too large); 405 for a method
   * other than POST; 500 only when the app's side failed — a handler, or the seen-store — so that
   * the platform retries. Never rejects; failures go to `onError`.
   *
   * @example
   * ```ts
   * export const POST = webhooks.handler()
   * ```
   */
  handler(): (request: Request) => Promise<Response>
  /**
   * The same as {@link Webhooks.handler} for `node:http` and Express: reads the raw body itself
   * (or uses `req.body` when `express.raw()` / `express.text()` ran), stopping at `maxBytes`.
   *
   * @example
   * ```ts
   * import express from 'express'
   *
   * const app = express()
   * app.post('/webhooks', webhooks.nodeHandler())
   * ```
   */
  nodeHandler(): NodeHandler
  /** Service plugins: register implementations and answer the platform's signed calls. */
  readonly servicePlugins: ServicePlugins
}

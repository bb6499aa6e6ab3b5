import type { HttpMethod } from './request-descriptor'

/**
 * One attempt of a call, as request hooks see it. Never holds a secret: no header is included, and
 * token, code, password and key parameters of the URL are replaced by `[REDACTED]`.
 */
export interface RequestHookEvent {
  /**
   * The operation's stable name: `cart.addItems`, `products.query`, `identity.verify`,
   * `oauth.token` for token requests, `request` for `client.request(...)`, `graphql` for
   * `client.graphql(...)`.
   */
  readonly operation: string
  /** The HTTP method as sent (a long GET goes out as a `POST`). */
  readonly method: HttpMethod
  /** The URL as sent, secrets redacted. */
  readonly url: string
  /** `1` for the first try, `2` for the first retry (or the resend after a token renewal), … */
  readonly attempt: number
}

/** An attempt that got a successful (2xx) answer. */
export interface ResponseHookEvent extends RequestHookEvent {
  /** The event `onRequest` received for this attempt (the same object: a key for a `WeakMap`). */
  readonly request: RequestHookEvent
  /** The HTTP status. */
  readonly status: number
  /** The platform's `x-wix-request-id`, sanitised, when the answer had one. */
  readonly requestId: string | undefined
  /** Milliseconds from sending the request to reading the whole answer. */
  readonly durationMs: number
}

/** An attempt that failed: an error answer, no answer, a timeout or an abort. */
export interface ErrorHookEvent extends RequestHookEvent {
  /** The event `onRequest` received for this attempt (the same object: a key for a `WeakMap`). */
  readonly request: RequestHookEvent
  /** The HTTP status, when an answer came. */
  readonly status: number | undefined
  /** The platform's `x-wix-request-id`, sanitised, when the answer had one. */
  readonly requestId: string | undefined
  /** Milliseconds from sending the request to the failure. */
  readonly durationMs: number
  /**
   * What this attempt failed with: the typed error the call rejects with when it is not retried
   * (`SystemError`, `NetworkError`, `TimeoutError`, …), or the signal's reason for an abort.
   */
  readonly error: unknown
  /** Whether the call tries again (a retry of a safe request, or a resend after a token renewal). */
  readonly retrying: boolean
}

/**
 * Hooks on every attempt of every call a client makes, for logging, metering and tracing. Each
 * attempt calls `onRequest`, then exactly one of `onResponse` and `onError`. Hooks may be async
 * (the call waits for them); a hook that throws or rejects is reported with `console.error` and
 * never changes the call's result or hides its error.
 *
 * @example
 * ```ts
 * import { createClient } from '@vitrine/core'
 *
 * const client = createClient({
 *   hooks: {
 *     onResponse: (e) => console.log(`${e.operation} ${e.status} ${e.durationMs.toFixed(0)} ms`),
 *     onError: (e) => console.warn(`${e.operation} attempt ${e.attempt} failed`, e.error),
 *   },
 * })
 * ```
 */
export interface RequestHooks {
  /** Before each attempt is sent. */
  onRequest?: ((event: RequestHookEvent) => void | Promise<void>) | undefined
  /** After an attempt got a successful answer. */
  onResponse?: ((event: ResponseHookEvent) => void | Promise<void>) | undefined
  /** After an attempt failed, whether or not the call retries. */
  onError?: ((event: ErrorHookEvent) => void | Promise<void>) | undefined
}

/** Calls one hook; its failure is reported, never passed on. */
export async function runHook<E>(
  hook: ((event: E) => void | Promise<void>) | undefined,
  event: E,
): Promise<void> {
  try {
    await hook?.(event)
  } catch (error) {
    console.error('[vitrine] A request hook threw:', error)
  }
}

/**
 * Options every network method of Vitrine takes as its last argument: `client.cart.addItems(items,
 * { signal })`, `client.products.get(id, { timeout: 5000 })`, `session.login(input, { signal })`.
 *
 * An aborted call rejects with the signal's `reason` (a `DOMException` named `AbortError` unless
 * you gave another), whichever package it belongs to, and a call waiting for its turn (the cart's
 * writes) leaves the queue at once without being sent.
 *
 * @example
 * ```ts
 * const controller = new AbortController()
 * const pending = client.cart.get({ signal: controller.signal, timeout: 5_000 })
 * controller.abort()
 * await pending.catch((error: unknown) => console.log((error as Error).name)) // AbortError
 * ```
 */
export interface CallOptions {
  /** Aborts the call, its retries and any wait for its turn. */
  signal?: AbortSignal | undefined
  /** Timeout of each attempt in milliseconds, overriding the client's `timeout`; `0` for none. */
  timeout?: number | undefined
}

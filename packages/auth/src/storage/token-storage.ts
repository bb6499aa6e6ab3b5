import type { Tokens } from '../tokens'

/** A value, or a promise of it: storages may be synchronous or asynchronous. */
export type MaybePromise<T> = T | Promise<T>

/**
 * Where a session keeps its token pair. Use {@link memoryStorage} (the default),
 * {@link localStorageStore}, {@link cookieStore}, or your own: any object with `get`, `set` and
 * `remove`, synchronous or asynchronous. A storage that throws or rejects is replaced by memory
 * for the rest of the session, with one warning.
 *
 * @example
 * ```ts
 * import { oauth, type TokenStorage } from '@vitrine/auth'
 *
 * const sessionStorageStore: TokenStorage = {
 *   get: () => JSON.parse(sessionStorage.getItem('tokens') ?? 'null'),
 *   set: (tokens) => sessionStorage.setItem('tokens', JSON.stringify(tokens)),
 *   remove: () => sessionStorage.removeItem('tokens'),
 * }
 * const session = oauth({ clientId: 'my-client', storage: sessionStorageStore })
 * ```
 */
export interface TokenStorage {
  /** The stored tokens, or `null`/`undefined` when there are none. What it returns is validated. */
  get(): MaybePromise<Tokens | null | undefined>
  /** Stores the tokens, replacing what was there. */
  set(tokens: Tokens): MaybePromise<void>
  /** Forgets the tokens. */
  remove(): MaybePromise<void>
  /**
   * A name for the place the tokens live, when other tabs share it (`localStorage:<key>`). With
   * a key, sessions renew under a cross-tab lock of that name and re-read the storage after
   * taking it, so two tabs never refresh the same token twice.
   */
  readonly key?: string | undefined
  /**
   * Calls `listener` when someone else (another tab) changed the stored tokens. Returns a
   * function that stops listening.
   */
  subscribe?(listener: () => void): () => void
}

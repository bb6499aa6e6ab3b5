import type { OperationRunner } from './bind'
import type { CallOptions } from './call-options'
import type { Operation } from './operation'
import type { RequestDescriptor } from './request-descriptor'

/** What a client hands its auth strategy (and its modules): its ways to call the platform. */
export interface AuthContext extends OperationRunner {
  /**
   * Sends a request through the client's transport (host routing, codec, retries, errors, hooks).
   * Pass `auth: false` for calls that must not carry the strategy's own credentials, such as
   * the token endpoint, and an `operation` name for hooks (`oauth.token`).
   */
  request<T>(descriptor: RequestDescriptor): Promise<T>
  /** Runs an operation now: checks, request, answer → result (see {@link OperationRunner.prepare}). */
  call<Args extends readonly unknown[], Answer, Result, Options extends CallOptions>(
    operation: Operation<Args, Answer, Result, Options>,
    args: Args,
    options?: Options,
  ): Promise<Result>
}

/**
 * How a client authenticates its requests. `@vitrine/auth` implements it (`oauth()`,
 * `apiKey()`); you can implement it too.
 *
 * @example
 * ```ts
 * import type { AuthStrategy } from '@vitrine/core'
 *
 * const staticToken: AuthStrategy = {
 *   getAuthHeaders: () => ({ authorization: process.env.TOKEN! }),
 * }
 * ```
 */
export interface AuthStrategy {
  /**
   * The headers that authenticate one request. Called before every attempt; it may renew
   * tokens first (a session renews when its access token is missing or about to expire).
   */
  getAuthHeaders(): Promise<Record<string, string>> | Record<string, string>
  /**
   * Called when an answer is `401`, at most once per request, with the headers that request
   * used and the URL it went to. Resolve `true` to have the request sent once more with fresh
   * headers.
   */
  onUnauthorized?(used: Readonly<Record<string, string>>, url: string): Promise<boolean>
  /**
   * Called when an answer is `403`, with the headers the request used and the URL it went to:
   * the platform took the credentials but refused them this call. Nothing is sent again; the call
   * fails with the platform's error. For a strategy to say which of its credentials was refused
   * (and where it sent them).
   */
  onForbidden?(used: Readonly<Record<string, string>>, url: string): void
  /** Called once by `createClient`, so the strategy can call the platform itself. */
  attach?(context: AuthContext): void
}

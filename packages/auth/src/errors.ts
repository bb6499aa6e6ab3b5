/**
 * Errors of `@vitrine/auth` that load with the session: those it throws itself, and those of
 * the login flows that `src/index.ts` exports as classes (bundlers that split code by file, such
 * as esbuild, load whatever the entry reaches, even through an unused re-export). Each extends
 * core's `VitrineError`, names itself in a static `kind` (class names do not survive
 * minification) and carries a stable `code` typed as a union of literals, so that
 * `switch (error.code)` narrows. Errors only the interactive chunk throws and that are exported
 * as types only live in `interactive/errors.ts`, with `AuthError`, the union of every class.
 */
import { HttpError, InvalidInputError, VitrineError } from '@vitrine/core'
import type { HttpErrorInit } from '@vitrine/core/module'
import { fieldsOf } from './env'

/** Keeps a server-sent description printable plain text of at most 500 characters. */
function plainText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we strip
  const clean = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
  return clean.length > 500 ? `${clean.slice(0, 500)}…` : clean
}

/** The codes of a {@link TokenRequestError}. */
export type TokenRequestErrorCode = 'TOKEN_REQUEST_FAILED' | 'INVALID_TOKEN_RESPONSE'

/**
 * The token endpoint (`POST /oauth2/token`) did not answer with usable tokens: `something went
 * wrong`. An `HttpError` (from `@vitrine/core`): `status`, `requestId`, `details` and `body` are
 * the answer's. `oauthError` is the answer's OAuth error code (`invalid_grant`, …) when it had
 * one. Network failures and timeouts are core's `NetworkError` and `TimeoutError` instead.
 * An `invalid_client` (the platform does not know the session's client id) also logs a warning,
 * once per client id, that names the id and where it is set (`oauth({ clientId })`).
 *
 * `INVALID_TOKEN_RESPONSE` is a success that the session refused: no access token, or a token
 * that could not be sent in a header (a line break, a NUL, a character outside Latin-1). The
 * session then keeps the tokens it had.
 *
 * @example
 * ```ts
 * import { TokenRequestError } from '@vitrine/auth'
 *
 * try {
 *   await session.renewTokens()
 * } catch (error) {
 *   if (TokenRequestError.is(error)) console.error(error.status, error.requestId, error.oauthError)
 * }
 * ```
 */
export class TokenRequestError extends HttpError {
  static override readonly kind: string = 'TokenRequestError'
  /** `TOKEN_REQUEST_FAILED`: an error status. `INVALID_TOKEN_RESPONSE`: a success without usable tokens. */
  declare readonly code: TokenRequestErrorCode
  /** The answer's OAuth `error` field (`invalid_grant`, `invalid_client`, …), when it had one. */
  declare readonly oauthError: string | undefined
  /** The answer's `error_description`, as plain text, when it had one. */
  declare readonly description: string | undefined

  /**
   * @param code - what went wrong.
   * @param init - status, request id, details, body and the redacted request of the answer.
   */
  constructor(code: TokenRequestErrorCode, init: HttpErrorInit) {
    super('something went wrong', code, init)
    const body = fieldsOf(init.body)
    this.oauthError = plainText(body['error']) || undefined
    this.description = plainText(body['error_description'])
  }
}

/** The codes of a {@link SessionError}. */
export type SessionErrorCode = 'SESSION_NOT_ATTACHED' | 'SESSION_ALREADY_ATTACHED' | 'VISITOR_ONLY'

/**
 * A session was used in a way its client does not allow: before `createClient({ auth })`
 * attached it, or attached to a second client (a session belongs to one client; on a server,
 * create one session per request); or a `serverVisitor()` was asked to become a member
 * (`VISITOR_ONLY`: it serves public catalogue reads; a member's session is an `oauth()` per
 * request).
 *
 * @example
 * ```ts
 * import { oauth } from '@vitrine/auth'
 * import { createClient } from '@vitrine/core'
 *
 * const session = oauth({ clientId: 'my-client' })
 * const client = createClient({ auth: session }) // attaches the session: use it from here on
 * ```
 */
export class SessionError extends VitrineError {
  static override readonly kind: string = 'SessionError'
  declare readonly code: SessionErrorCode

  /**
   * @param code - what was wrong.
   * @param message - the message, for codes thrown outside the session (`VISITOR_ONLY`).
   */
  constructor(code: SessionErrorCode, message?: string) {
    super(
      message ??
        (code === 'SESSION_NOT_ATTACHED'
          ? 'Session not attached: pass it to createClient({ auth }) first'
          : 'Session already attached: create one oauth() per client'),
      code,
    )
  }
}

/** The codes of a {@link StorageError}. */
export type StorageErrorCode = 'COOKIE_TOO_LARGE' | 'COOKIES_DISABLED' | 'AMBIGUOUS_COOKIE'

/**
 * A token storage could not keep or read the tokens:
 * - `COOKIES_DISABLED`: the written cookie did not read back;
 * - `COOKIE_TOO_LARGE`: the tokens do not fit the cookies the store may write (see
 *   `cookieStore()`);
 * - `AMBIGUOUS_COOKIE`: the request carried two cookies of the session's name (one may have
 *   been planted from a sibling subdomain): the session starts with no tokens rather than
 *   pick one, and `onSessionReset` is told.
 *
 * For the first two the session keeps its tokens in memory and warns once.
 *
 * @example
 * ```ts
 * import { cookieStore, oauth, StorageError } from '@vitrine/auth'
 *
 * const session = oauth({
 *   clientId: 'my-client',
 *   storage: cookieStore(),
 *   onSessionReset: ({ error }) => {
 *     if (StorageError.is(error) && error.code === 'AMBIGUOUS_COOKIE') console.warn('two session cookies: started over')
 *   },
 * })
 * ```
 */
export class StorageError extends VitrineError {
  static override readonly kind: string = 'StorageError'
  declare readonly code: StorageErrorCode

  /**
   * @param message - what happened.
   * @param code - which failure it is.
   */
  constructor(message: string, code: StorageErrorCode) {
    super(message, code)
  }
}

/** The codes of an {@link OAuthCallbackError}. */
export type OAuthCallbackErrorCode = 'INVALID_STATE' | 'MISSING_CODE_OR_STATE' | 'AMBIGUOUS_CALLBACK'

/**
 * The redirect callback does not belong to a login this browser started (`Invalid _state`),
 * lacks its code or state (`Missing code or _state`), or repeats one of its parameters
 * (`AMBIGUOUS_CALLBACK`: `?code=a&code=b`). No token request was made.
 *
 * @example
 * ```ts
 * import { OAuthCallbackError } from '@vitrine/auth'
 *
 * try {
 *   await session.handleRedirect()
 * } catch (error) {
 *   // A stale or forged callback: start a new login.
 *   if (OAuthCallbackError.is(error)) await session.loginWithRedirect({ redirectUri: `${location.origin}/callback` })
 *   else throw error
 * }
 * ```
 */
export class OAuthCallbackError extends VitrineError {
  static override readonly kind: string = 'OAuthCallbackError'
  declare readonly code: OAuthCallbackErrorCode

  /** @param code - which check failed. */
  constructor(code: OAuthCallbackErrorCode) {
    super(
      code === 'INVALID_STATE'
        ? 'Invalid _state'
        : code === 'MISSING_CODE_OR_STATE'
          ? 'Missing code or _state'
          : 'Ambiguous callback: a parameter appears twice',
      code,
    )
  }
}

/**
 * The authorization server refused the login and said why (`error=access_denied&error_description=…`
 * on the redirect, or `{ error, error_description }` from the hidden frame). `oauthError` is the
 * OAuth error code; `description` the server's words as plain text, at most 500 characters.
 *
 * @example
 * ```ts
 * import { OAuthError } from '@vitrine/auth'
 *
 * try {
 *   await session.handleRedirect()
 * } catch (error) {
 *   if (OAuthError.is(error) && error.oauthError === 'access_denied') showMessage('Login cancelled')
 *   else throw error
 * }
 * ```
 */
export class OAuthError extends VitrineError {
  static override readonly kind: string = 'OAuthError'
  declare readonly code: 'OAUTH_ERROR'
  /** The OAuth error code, e.g. `access_denied`, `login_required`. */
  declare readonly oauthError: string
  /** The server's `error_description`, as plain text (control characters removed, length-capped). */
  declare readonly description: string | undefined

  /**
   * @param oauthError - the `error` parameter.
   * @param description - the `error_description` parameter.
   */
  constructor(oauthError: string, description?: unknown) {
    const error = plainText(oauthError) || 'unknown_error'
    const text = plainText(description)
    super(text ? `${error}: ${text}` : error, 'OAUTH_ERROR')
    this.oauthError = error
    this.description = text
  }
}

/**
 * The hidden-frame login got no answer within 120 000 ms: `OAuth flow timed out`. The frame,
 * the message listener and the timer have been removed.
 *
 * @example
 * ```ts
 * import { OAuthTimeoutError } from '@vitrine/auth'
 *
 * try {
 *   await session.loginInBackground()
 * } catch (error) {
 *   // No answer from the hidden frame: log in on the hosted page instead.
 *   if (OAuthTimeoutError.is(error)) await session.loginWithRedirect({ redirectUri: `${location.origin}/callback` })
 *   else throw error
 * }
 * ```
 */
export class OAuthTimeoutError extends VitrineError {
  static override readonly kind: string = 'OAuthTimeoutError'
  declare readonly code: 'OAUTH_TIMEOUT'

  constructor() {
    super('OAuth flow timed out', 'OAUTH_TIMEOUT')
  }
}

/**
 * Exchanging an authorization code for member tokens failed: `Failed to get member tokens`.
 * The session keeps the tokens it had. `cause` is the token endpoint's error.
 *
 * @example
 * ```ts
 * import { MemberTokensError } from '@vitrine/auth'
 *
 * try {
 *   await session.handleRedirect()
 * } catch (error) {
 *   if (MemberTokensError.is(error)) console.error(error.cause)
 *   else throw error
 * }
 * ```
 */
export class MemberTokensError extends VitrineError {
  static override readonly kind: string = 'MemberTokensError'
  declare readonly code: 'MEMBER_TOKENS_FAILED'

  /** @param cause - the underlying failure. */
  constructor(cause: unknown) {
    super('Failed to get member tokens', 'MEMBER_TOKENS_FAILED', { cause })
  }
}

/**
 * A browser-only flow was called where there is no browser (no `window` or `document`):
 * server-side rendering, Node, a worker.
 *
 * @example
 * ```ts
 * // The hidden-frame login needs a page: on a server, exchange the session token elsewhere.
 * if (typeof window !== 'undefined') await session.loginInBackground()
 * ```
 */
export class BrowserOnlyError extends VitrineError {
  static override readonly kind: string = 'BrowserOnlyError'
  declare readonly code: 'BROWSER_ONLY'

  /** @param feature - the method that was called. */
  constructor(feature: string) {
    super(`${feature}() is browser only: there is no window or document here`, 'BROWSER_ONLY')
  }
}

/**
 * A PKCE code verifier is not 43 to 128 characters of `[A-Za-z0-9-._~]`. For a wrong length
 * the message is the spec's: `Expected a length between 43 and 128. Received 42.`
 *
 * @example
 * ```ts
 * import { codeChallenge, PkceError } from '@vitrine/auth'
 *
 * try {
 *   await codeChallenge('too-short')
 * } catch (error) {
 *   if (PkceError.is(error)) console.error(error.message) // Expected a length between 43 and 128. Received 9.
 * }
 * ```
 */
export class PkceError extends InvalidInputError {
  static override readonly kind: string = 'PkceError'

  /**
   * @param field - the caller's name for the verifier or its length.
   * @param message - the exact message.
   */
  constructor(field: string, message: string) {
    super([{ field, description: message }])
    this.message = message
  }
}

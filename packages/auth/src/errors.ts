/**
 * Errors of `@vitrine/auth`. Each extends core's `VitrineError`, names itself in a static
 * `kind` (class names do not survive minification) and carries a stable `code`. Messages that
 * the platform's spec quotes are kept to the letter.
 */
import { HttpError, InvalidInputError, VitrineError } from '@vitrine/core'
import type { HttpErrorInit } from '@vitrine/core/module'
import { fieldsOf } from './env'

/**
 * The redirect callback does not belong to a login this browser started (`Invalid _state`),
 * or it lacks its code or state (`Missing code or _state`). No token request was made.
 *
 * @example
 * ```ts
 * try {
 *   await session.handleRedirect()
 * } catch (error) {
 *   if (OAuthCallbackError.is(error)) await session.loginWithRedirect({ redirectUri })
 * }
 * ```
 */
export class OAuthCallbackError extends VitrineError {
  static override readonly kind: string = 'OAuthCallbackError'
  declare readonly code: 'INVALID_STATE' | 'MISSING_CODE_OR_STATE'

  /** @param code - which check failed. */
  constructor(code: 'INVALID_STATE' | 'MISSING_CODE_OR_STATE') {
    super(code === 'INVALID_STATE' ? 'Invalid _state' : 'Missing code or _state', code)
  }
}

/** Keeps a server-sent description printable plain text of at most 500 characters. */
function plainText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we strip
  const clean = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
  return clean.length > 500 ? `${clean.slice(0, 500)}…` : clean
}

/**
 * The authorization server refused the login and said why (`error=access_denied&error_description=…`
 * on the redirect, or `{ error, error_description }` from the hidden frame). `oauthError` is the
 * OAuth error code; `description` the server's words as plain text, at most 500 characters.
 *
 * @example
 * ```ts
 * try {
 *   await session.handleRedirect()
 * } catch (error) {
 *   if (OAuthError.is(error) && error.oauthError === 'access_denied') showMessage('Login cancelled')
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
 * try {
 *   await session.loginInBackground()
 * } catch (error) {
 *   if (OAuthTimeoutError.is(error)) await session.loginWithRedirect({ redirectUri })
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
 * try {
 *   await session.handleRedirect()
 * } catch (error) {
 *   if (MemberTokensError.is(error)) console.error(error.cause)
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
 * The token endpoint (`POST /oauth2/token`) did not answer with usable tokens: `something went
 * wrong`. An `HttpError` (from `@vitrine/core`): `status`, `requestId`, `details` and `body` are the answer's.
 * `oauthError` is the answer's OAuth error code (`invalid_grant`, …) when it had one. Network
 * failures and timeouts are core's `NetworkError` and `TimeoutError` instead.
 *
 * @example
 * ```ts
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
  declare readonly code: 'TOKEN_REQUEST_FAILED' | 'INVALID_TOKEN_RESPONSE'
  /** The answer's OAuth `error` field (`invalid_grant`, `invalid_client`, …), when it had one. */
  declare readonly oauthError: string | undefined
  /** The answer's `error_description`, as plain text, when it had one. */
  declare readonly description: string | undefined

  /**
   * @param code - what went wrong.
   * @param init - status, request id, details, body and the redacted request of the answer.
   */
  constructor(code: 'TOKEN_REQUEST_FAILED' | 'INVALID_TOKEN_RESPONSE', init: HttpErrorInit) {
    super('something went wrong', code, init)
    const body = fieldsOf(init.body)
    this.oauthError = plainText(body['error']) || undefined
    this.description = plainText(body['error_description'])
  }
}

/**
 * A browser-only flow was called where there is no browser (no `window` or `document`):
 * server-side rendering, Node, a worker.
 *
 * @example
 * ```ts
 * if (typeof window === 'undefined') return // hidden-frame login needs a page
 * await session.loginInBackground()
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
 * A session was used in a way its client does not allow: before `createClient({ auth })`
 * attached it, or attached to a second client (a session belongs to one client; on a server,
 * create one session per request).
 *
 * @example
 * ```ts
 * const session = oauth({ clientId })
 * const client = createClient({ host, auth: session }) // attaches the session
 * ```
 */
export class SessionError extends VitrineError {
  static override readonly kind: string = 'SessionError'
  declare readonly code: 'SESSION_NOT_ATTACHED' | 'SESSION_ALREADY_ATTACHED'

  /** @param code - what was wrong. */
  constructor(code: 'SESSION_NOT_ATTACHED' | 'SESSION_ALREADY_ATTACHED') {
    super(
      code === 'SESSION_NOT_ATTACHED'
        ? 'Session not attached: pass it to createClient({ auth }) first'
        : 'Session already attached: create one oauth() per client',
      code,
    )
  }
}

/**
 * A token storage could not keep the tokens: cookies are disabled (the written cookie did not
 * read back), or the cookie would exceed the 4096-byte limit. The session then keeps its tokens
 * in memory and warns once.
 *
 * @example
 * ```ts
 * const store = cookieStore()
 * try {
 *   store.set(tokens)
 * } catch (error) {
 *   if (StorageError.is(error) && error.code === 'COOKIE_TOO_LARGE') useMemoryInstead()
 * }
 * ```
 */
export class StorageError extends VitrineError {
  static override readonly kind: string = 'StorageError'
  declare readonly code: 'COOKIE_TOO_LARGE' | 'COOKIES_DISABLED'
}

/**
 * A PKCE code verifier is not 43 to 128 characters of `[A-Za-z0-9-._~]`. For a wrong length
 * the message is the spec's: `Expected a length between 43 and 128. Received 42.`
 *
 * @example
 * ```ts
 * try {
 *   await codeChallenge(verifier)
 * } catch (error) {
 *   if (PkceError.is(error)) console.error(error.message)
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

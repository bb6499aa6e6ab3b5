/**
 * Errors that only the interactive chunk throws (PKCE, redirect sessions) and that
 * `src/index.ts` exports as types only: they load with the chunk, never up front. Match them by
 * `code` (`switch` over {@link AuthError} narrows to them). The other errors of the login flows
 * are exported as classes (`OAuthError.is(error)`), so they live in `src/errors.ts`.
 */
import { HttpError, VitrineError } from '@vitrine/core'
import type { AnswerInfo } from '@vitrine/core/module'
import type {
  BrowserOnlyError,
  MemberTokensError,
  OAuthCallbackError,
  OAuthError,
  OAuthTimeoutError,
  PkceError,
  SessionError,
  StorageError,
  TokenRequestError,
} from '../errors'

/**
 * Web Crypto (`crypto.subtle`, `crypto.getRandomValues`) is missing, so no PKCE pair can be
 * made: the page is not a secure context (serve it over https, or from `localhost`).
 *
 * @example
 * ```ts
 * import { createPkce } from '@vitrine/auth'
 * import { VitrineError } from '@vitrine/core'
 *
 * try {
 *   await createPkce()
 * } catch (error) {
 *   // The class loads with the login flows: match it by its code.
 *   if (VitrineError.is(error) && error.code === 'CRYPTO_UNAVAILABLE') console.error('serve the shop over https')
 * }
 * ```
 */
export class CryptoUnavailableError extends VitrineError {
  static override readonly kind: string = 'CryptoUnavailableError'
  declare readonly code: 'CRYPTO_UNAVAILABLE'

  constructor() {
    super(
      'Web Crypto (crypto.subtle) is not available: PKCE needs a secure context (https or localhost)',
      'CRYPTO_UNAVAILABLE',
    )
  }
}

/**
 * The platform answered a redirect-session request without an http(s) `fullUrl`: nothing to
 * send the browser to (and nothing unsafe, such as a `javascript:` URL, is ever returned). An
 * `HttpError`: `status` and `requestId` are the answer's.
 *
 * @example
 * ```ts
 * import { VitrineError } from '@vitrine/core'
 *
 * const { checkoutId } = await client.cart.createCheckout()
 * try {
 *   location.assign(await client.auth.checkoutUrl(checkoutId))
 * } catch (error) {
 *   if (VitrineError.is(error) && error.code === 'INVALID_REDIRECT_SESSION') showMessage('Checkout is unavailable, try again')
 *   else throw error
 * }
 * ```
 */
export class RedirectSessionError extends HttpError {
  static override readonly kind: string = 'RedirectSessionError'
  declare readonly code: 'INVALID_REDIRECT_SESSION'

  /** @param info - the answer's status and request id, and the request. */
  constructor(info: AnswerInfo) {
    super('The redirect session answer has no http(s) fullUrl', 'INVALID_REDIRECT_SESSION', info)
  }
}

/**
 * Every error class of `@vitrine/auth`, as a union. Each class's `code` is a union of literals
 * and no two classes share one (`PkceError` shares core's `INVALID_INPUT`), so `switch
 * (error.code)` narrows to the class.
 *
 * @example
 * ```ts
 * import type { AuthError } from '@vitrine/auth'
 *
 * function explain(error: AuthError): string {
 *   switch (error.code) {
 *     case 'INVALID_STATE':
 *     case 'MISSING_CODE_OR_STATE':
 *     case 'AMBIGUOUS_CALLBACK':
 *       return 'That login link is not valid any more: please log in again'
 *     case 'OAUTH_ERROR':
 *       return error.description ?? error.oauthError
 *     case 'TOKEN_REQUEST_FAILED':
 *       return `the platform answered ${error.status}`
 *     default:
 *       return error.message
 *   }
 * }
 * ```
 */
export type AuthError =
  | TokenRequestError
  | SessionError
  | StorageError
  | OAuthCallbackError
  | OAuthError
  | OAuthTimeoutError
  | MemberTokensError
  | BrowserOnlyError
  | CryptoUnavailableError
  | RedirectSessionError
  | PkceError

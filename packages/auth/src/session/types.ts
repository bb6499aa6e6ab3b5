import type { AuthStrategy, CallOptions } from '@vitrine/core'
import type { AuthContext } from '@vitrine/core/module'
import type { StorageError, TokenRequestError } from '../errors'
import type { CaptchaTokens, IdentityProfile } from '../identity/types'
import type { LoginResult, LoginState } from '../login-result'
import type { Prompt } from '../redirects/types'
import type { TokenStorage } from '../storage/token-storage'
import type { TokenRole, Tokens } from '../tokens'

/** Why a session's tokens changed. */
export type SessionChangeReason =
  /** Tokens read from an asynchronous storage after creation. */
  | 'load'
  /** A new anonymous visitor. */
  | 'visitor'
  /** The refresh grant renewed the access token. */
  | 'refresh'
  /** A member logged in. */
  | 'login'
  /** `logout()` cleared the tokens. */
  | 'logout'
  /** `setTokens()`. */
  | 'set'
  /** The refresh token was refused (`invalid_grant`): a new visitor replaced the session. */
  | 'reset'
  /** Another tab changed the shared storage (a refresh, a login, a logout). */
  | 'other-tab'

/** What a {@link SessionListener} is told. Tokens are not included: read them with `getTokens()`. */
export interface SessionChange {
  /** The role now. */
  role: TokenRole
  /** The role before. */
  previousRole: TokenRole
  /** Why the tokens changed. */
  reason: SessionChangeReason
}

/** Called when a session's tokens or role change. */
export type SessionListener = (change: SessionChange) => void

/**
 * What `onSessionReset` is told when the session could not continue and started over:
 * - `invalid_grant`: the platform refused the refresh token for good; the session became a new
 *   anonymous visitor (a member was logged out, a visitor lost their cart);
 * - `ambiguous_cookie`: the storage found two cookies of the session's name (one may have been
 *   planted from a sibling subdomain: "cookie tossing") and would not pick one; the session
 *   started with no tokens.
 */
export type SessionResetEvent =
  | {
      /** The platform refused the refresh token for good. */
      reason: 'invalid_grant'
      /** The role the session had (a `member` was logged out). */
      previousRole: TokenRole
      /** The token endpoint's answer. */
      error: TokenRequestError
    }
  | {
      /** Two cookies of the session's name: neither was trusted. */
      reason: 'ambiguous_cookie'
      /** The role the session had when it read the storage (`none` when it was just created). */
      previousRole: TokenRole
      /** The storage's `StorageError` with code `AMBIGUOUS_COOKIE`. */
      error: StorageError
    }

/** Options of {@link oauth}. */
export interface OAuthOptions {
  /** The OAuth client id of your headless site. */
  clientId: string
  /** Where to keep tokens. Default: {@link memoryStorage} (they last as long as the page). */
  storage?: TokenStorage | undefined
  /** Tokens to start with (e.g. handed over by a server render); they replace stored ones. */
  tokens?: Tokens | undefined
  /**
   * Called when the session had to start over: the platform refused the refresh token
   * (`invalid_grant`) and the session became a new anonymous visitor — a member was logged out, a
   * visitor lost their cart — or the cookie store found two session cookies and trusted neither
   * (`ambiguous_cookie`). Called after `oauth()` returns, never during it.
   */
  onSessionReset?: ((event: SessionResetEvent) => void) | undefined
}

/** Input of `login()`. */
export interface LoginInput {
  /** The member's e-mail. */
  email: string
  /** Their password. */
  password: string
  /** Captcha tokens, after `SILENT_CAPTCHA_REQUIRED` or `USER_CAPTCHA_REQUIRED`. */
  captchaTokens?: CaptchaTokens | undefined
}

/** Input of `register()`. */
export interface RegisterInput extends LoginInput {
  /** Profile fields (nickname, names, custom fields, …). */
  profile?: IdentityProfile | undefined
}

/** Options of `authUrl()` and `loginWithRedirect()`, and core's `CallOptions` for the request they make. */
export interface AuthUrlOptions extends CallOptions {
  /** Where the platform sends the browser back with the code: a page that calls `handleRedirect()`. */
  redirectUri: string
  /** `login` (default) shows the login form; `none` fails unless already logged in. */
  prompt?: Prompt | undefined
  /** Where the code comes back: the URL `fragment` (default) or the `query`. */
  responseMode?: 'query' | 'fragment' | undefined
  /** Where to take the user after the login; returned by `handleRedirect()`. */
  originalUri?: string | undefined
}

/** Options of `handleRedirect()`, and core's `CallOptions` for the code exchange. */
export interface HandleRedirectOptions extends CallOptions {
  /**
   * Replace the current URL with one without the OAuth parameters (`history.replaceState`).
   * Default `true` when handling the current page's URL.
   */
  cleanUrl?: boolean | undefined
}

/** What `handleRedirect()` resolves to. */
export interface HandleRedirectResult {
  /** The new member tokens (the session holds them now). */
  tokens: Tokens
  /** The `originalUri` given to `authUrl()`, if any. */
  originalUri: string | undefined
}

/** Options of `logout()` with a hosted logout, and core's `CallOptions` for the request it makes. */
export interface LogoutOptions extends CallOptions {
  /** Where the hosted logout page sends the browser afterwards. */
  returnUrl: string
}

/** Options of `checkoutUrl()`, and core's `CallOptions` for the request it makes. */
export interface CheckoutUrlOptions extends CallOptions {
  /** Where to go when the checkout ends or is abandoned. */
  postFlowUrl?: string | undefined
  /** The thank-you page after a successful order. */
  thankYouPageUrl?: string | undefined
}

/** Options of `authorizeMember()`, and core's `CallOptions` for the token request. */
export interface AuthorizeMemberOptions extends CallOptions {
  /** The member to act for. */
  memberId: string
  /** An API key allowed to create member tokens (server side only). */
  apiKey: string
}

/**
 * One session for visitors and members: it owns the token pair, renews it, and runs the login
 * flows. It is core's `AuthStrategy`: pass it to `createClient({ auth })` (one client per
 * session; on a server, one session per request).
 *
 * Every method that calls the platform takes core's `CallOptions` (`signal`, `timeout`) last, or
 * an options object that extends it: an aborted call rejects with the signal's reason. The login
 * flows load on first use (one lazy chunk).
 */
export interface OAuthSession extends AuthStrategy {
  /** The OAuth client id. */
  readonly clientId: string
  /** `none` (no tokens), `visitor` or `member`. */
  readonly role: TokenRole
  /** The state of the direct-login machine (`INITIAL` until `login()` or `register()`). */
  readonly loginState: LoginState
  /** Whether a member is logged in (the refresh token's role is `member`). */
  loggedIn(): boolean
  /** A copy of the current tokens (empty ones for role `none`). */
  getTokens(): Tokens
  /** Replaces the tokens (e.g. tokens handed over by a server render). Wins over a renewal in flight. */
  setTokens(tokens: Tokens): Promise<void>
  /**
   * Makes sure there is a usable access token (a new visitor when there are no tokens) and
   * returns the tokens. `timeout` bounds the token request this call starts; `signal` stops
   * this call waiting (a renewal other calls share goes on).
   */
  visitorTokens(options?: CallOptions): Promise<Tokens>
  /**
   * Renews the access token now (refresh grant, or a new visitor) and returns the tokens. Within
   * the back-off after a failed renewal it rejects at once with that failure.
   */
  renewTokens(options?: CallOptions): Promise<Tokens>
  /** Listens to role and token changes, also those made by other tabs. Returns the unsubscribe function. */
  subscribe(listener: SessionListener): () => void
  /** The `authorization` header of a request, renewing the tokens first when needed. */
  getAuthHeaders(): Promise<Record<string, string>>
  /** Renews after a 401 if the rejected token is still the current one; resolves whether to retry. */
  onUnauthorized(used: Readonly<Record<string, string>>): Promise<boolean>
  /** Called by `createClient`; a session belongs to one client. */
  attach(context: AuthContext): void
  /** Registers a member with e-mail and password (`POST /v2/register`). */
  register(input: RegisterInput, options?: CallOptions): Promise<LoginResult>
  /** Logs a member in with e-mail and password (`POST /v2/login`). */
  login(input: LoginInput, options?: CallOptions): Promise<LoginResult>
  /** Submits the e-mailed code, only in `EMAIL_VERIFICATION_REQUIRED` (else `Unknown _state`). */
  verifyEmail(code: string, options?: CallOptions): Promise<LoginResult>
  /** Sends the verification code again, only in `EMAIL_VERIFICATION_REQUIRED` (else `Unknown _state`). */
  resendVerification(options?: CallOptions): Promise<LoginResult>
  /** Sends a password-reset e-mail whose link leads to `redirectUrl`. */
  sendPasswordResetEmail(email: string, redirectUrl: string, options?: CallOptions): Promise<void>
  /** Turns a direct login's session token into member tokens in a hidden frame (browser only, 120 s). */
  loginInBackground(sessionToken?: string, options?: CallOptions): Promise<Tokens>
  /** Creates a hosted-login URL and remembers its one-time transaction. */
  authUrl(options: AuthUrlOptions): Promise<string>
  /** Sends the browser to the hosted login page (browser only). */
  loginWithRedirect(options: AuthUrlOptions): Promise<void>
  /** Completes a hosted login from the callback URL (default: the current page's). */
  handleRedirect(url?: string, options?: HandleRedirectOptions): Promise<HandleRedirectResult>
  /** Clears the tokens locally; with `returnUrl`, also resolves to the hosted logout URL. */
  logout(options: LogoutOptions): Promise<string>
  /** Clears the tokens locally. */
  logout(): Promise<undefined>
  /** The hosted checkout URL of a checkout. */
  checkoutUrl(checkoutId: string, options?: CheckoutUrlOptions): Promise<string>
  /** Gets member tokens for `memberId` with the authorized-client grant and acts as that member. */
  authorizeMember(options: AuthorizeMemberOptions): Promise<Tokens>
}

/**
 * `@vitrine/auth`: the session a client's calls run in. `oauth()` is one session for the visitor
 * and, after sign-in, the member (direct login, registration, hosted pages with PKCE), with its
 * tokens in a storage of your choice (`memoryStorage()`, `localStorageStore()`, `cookieStore()`);
 * `serverVisitor()` is one visitor for a server's cached public reads; `apiKey()` is for owner and
 * app calls. The login flows load on first use.
 *
 * @packageDocumentation
 */
// The public surface of @vitrine/auth. Everything else under src/ is internal: the token
// endpoint, the cross-tab lock (and its fallback, `storage-lock/`), the storage wrapper, and the
// interactive chunk (`interactive/`): the login flows, PKCE, the identity operations and
// redirect sessions, loaded on first use through core's `bind` + `lazy`. Nothing this file
// reaches statically may import those folders at run time (`test/first-load.test.ts` guards it);
// type-only exports from them are erased.
export { type ApiKeyOptions, apiKey } from './api-key'
export {
  BrowserOnlyError,
  MemberTokensError,
  OAuthCallbackError,
  type OAuthCallbackErrorCode,
  OAuthError,
  OAuthTimeoutError,
  PkceError,
  SessionError,
  type SessionErrorCode,
  StorageError,
  type StorageErrorCode,
  TokenRequestError,
  type TokenRequestErrorCode,
} from './errors'
export { type IdentityApi, identity } from './identity/identity-module'
export type {
  ChangePasswordInput,
  LoginV1Input,
  LoginV2Input,
  LoginWithTokenParamsInput,
  LogoutV1Input,
  ProceedInput,
  RecoverInput,
  RegisterV1Input,
  RegisterV2Input,
  ResendInput,
  SendActivationEmailInput,
  SendRecoveryEmailInput,
  SignOnInput,
  SignOnResponse,
  StartVerificationInput,
  VerifyInput,
} from './identity/inputs'
export type {
  AddressTag,
  AddressWrapper,
  CaptchaToken,
  CaptchaTokens,
  CustomField,
  CustomValue,
  EmailTag,
  Identity,
  IdentityAddress,
  IdentityProfile,
  IdentityStatus,
  IdentityStatusName,
  LoginId,
  Open,
  PendingReason,
  PhoneTag,
  PrivacyStatus,
  ServerAuthState,
  StateMachineResponse,
  StreetAddress,
} from './identity/types'
// Types only: these classes load with the interactive chunk (match them by `code`).
export type { AuthError, CryptoUnavailableError, RedirectSessionError } from './interactive/errors'
export type { Pkce } from './interactive/pkce'
export type {
  EmailVerificationRequired,
  LoginErrorCode,
  LoginFailure,
  LoginResult,
  LoginState,
  LoginSuccess,
  OwnerApprovalRequired,
  SilentCaptchaRequired,
  UserCaptchaRequired,
} from './login-result'
export { codeChallenge, createPkce } from './pkce'
export { type RedirectsApi, redirects } from './redirects/redirects-module'
export type {
  AuthRequest,
  MembersAccountSection,
  Prompt,
  RedirectCallbacks,
  RedirectSession,
  RedirectSessionInput,
} from './redirects/types'
export { type ServerVisitor, type ServerVisitorOptions, serverVisitor } from './server-visitor'
export { oauth } from './session/oauth'
export type {
  AuthorizeMemberOptions,
  AuthUrlOptions,
  CheckoutUrlOptions,
  HandleRedirectOptions,
  HandleRedirectResult,
  LoginInput,
  LogoutOptions,
  OAuthOptions,
  OAuthSession,
  RegisterInput,
  SessionChange,
  SessionChangeReason,
  SessionListener,
  SessionResetEvent,
} from './session/types'
export { type CookieStore, type CookieStoreOptions, cookieStore } from './storage/cookie-store'
export { type LocalStorageStoreOptions, localStorageStore } from './storage/local-storage-store'
export { memoryStorage } from './storage/memory-storage'
export type { MaybePromise, TokenStorage } from './storage/token-storage'
export type { AccessToken, RefreshToken, TokenRole, Tokens } from './tokens'

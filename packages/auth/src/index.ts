// The public surface of @vitrine/auth. Everything else under src/ is internal: the flows, the
// token endpoint, the cross-tab lock, the storage wrapper and the identity operations (use
// them through the `identity` and `redirects` modules). The flows, PKCE, the identity calls and
// redirect sessions are one chunk loaded on first use (`flows/interactive.ts`): nothing this file
// reaches statically may import them.
export { type ApiKeyOptions, apiKey } from './api-key'
export {
  BrowserOnlyError,
  MemberTokensError,
  OAuthCallbackError,
  OAuthError,
  OAuthTimeoutError,
  PkceError,
  SessionError,
  StorageError,
  TokenRequestError,
} from './errors'
export type { ChangePasswordInput } from './identity/change-password'
export { type IdentityApi, identity } from './identity/identity-module'
export type { LoginV1Input } from './identity/login-v1'
export type { LoginV2Input } from './identity/login-v2'
export type { LoginWithTokenParamsInput } from './identity/login-with-token-params'
export type { LogoutV1Input } from './identity/logout-v1'
export type { ProceedInput } from './identity/proceed'
export type { RecoverInput } from './identity/recover'
export type { RegisterV1Input } from './identity/register-v1'
export type { RegisterV2Input } from './identity/register-v2'
export type { ResendInput } from './identity/resend'
export type { SendActivationEmailInput } from './identity/send-activation-email'
export type { SendRecoveryEmailInput } from './identity/send-recovery-email'
export type { SignOnInput, SignOnResponse } from './identity/sign-on'
export type { StartVerificationInput } from './identity/start-verification'
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
export type { VerifyInput } from './identity/verify'
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
export { codeChallenge, createPkce, type Pkce } from './pkce'
export type {
  AuthRequest,
  Prompt,
  RedirectCallbacks,
  RedirectSession,
  RedirectSessionInput,
} from './redirects/create-redirect-session'
export { type RedirectsApi, redirects } from './redirects/redirects-module'
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

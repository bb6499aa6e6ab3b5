import type { Identity } from './identity/types'

/** The states of the direct-login state machine (spec section 4). */
export type LoginState =
  | 'INITIAL'
  | 'SUCCESS'
  | 'FAILURE'
  | 'EMAIL_VERIFICATION_REQUIRED'
  | 'OWNER_APPROVAL_REQUIRED'
  | 'USER_CAPTCHA_REQUIRED'
  | 'SILENT_CAPTCHA_REQUIRED'

/** Why a login or registration failed (spec section 8). */
export type LoginErrorCode =
  | 'invalidEmail'
  | 'invalidPassword'
  | 'missingCaptchaToken'
  | 'invalidCaptchaToken'
  | 'resetPassword'
  | 'emailAlreadyExists'

/** Logged in: exchange `sessionToken` for member tokens with `loginInBackground()`. */
export interface LoginSuccess {
  state: 'SUCCESS'
  /** The platform session token of the member. */
  sessionToken: string
  /** The member's identity, when the platform sent it. */
  identity: Identity | undefined
}

/** The login or registration failed; `error` is the platform's message (or the spec's). */
export interface LoginFailure {
  state: 'FAILURE'
  /** What went wrong, to show or log. */
  error: string
  /** The spec's code for the failure, when it has one. */
  errorCode: LoginErrorCode | undefined
  /** The underlying error (an `HttpError`, a `NetworkError`, …), when there was one. */
  cause?: unknown
}

/** The member must enter the code e-mailed to them: call `verifyEmail(code)`. */
export interface EmailVerificationRequired {
  state: 'EMAIL_VERIFICATION_REQUIRED'
  /** The platform's state token (kept by the session for `verifyEmail`). */
  stateToken: string
  /** The identity, when the platform sent it. */
  identity: Identity | undefined
}

/** The site owner must approve the member before they can log in. */
export interface OwnerApprovalRequired {
  state: 'OWNER_APPROVAL_REQUIRED'
  /** The identity, when the platform sent it. */
  identity: Identity | undefined
}

/**
 * The site requires a captcha and none was sent (`missingCaptchaToken`): run the invisible
 * reCAPTCHA and try again with `captchaTokens.invisibleRecaptchaToken`.
 */
export interface SilentCaptchaRequired {
  state: 'SILENT_CAPTCHA_REQUIRED'
  /** The platform's message. */
  error: string
  /** Always `missingCaptchaToken`. */
  errorCode: 'missingCaptchaToken'
}

/**
 * The captcha token was refused (`invalidCaptchaToken`): show the visible reCAPTCHA and try
 * again with `captchaTokens.recaptchaToken`.
 */
export interface UserCaptchaRequired {
  state: 'USER_CAPTCHA_REQUIRED'
  /** The platform's message. */
  error: string
  /** Always `invalidCaptchaToken`. */
  errorCode: 'invalidCaptchaToken'
}

/**
 * The result of `login()`, `register()`, `verifyEmail()` and `resendVerification()`: a
 * discriminated union on `state`. Failures are results, never thrown.
 *
 * @example
 * ```ts
 * async function onSubmit(email: string, password: string) {
 *   const result = await session.login({ email, password })
 *   switch (result.state) {
 *     case 'SUCCESS': await session.loginInBackground(); break
 *     case 'EMAIL_VERIFICATION_REQUIRED': showCodeForm(); break
 *     case 'FAILURE': showError(result.errorCode ?? result.error); break
 *   }
 * }
 * ```
 */
export type LoginResult =
  | LoginSuccess
  | LoginFailure
  | EmailVerificationRequired
  | OwnerApprovalRequired
  | SilentCaptchaRequired
  | UserCaptchaRequired

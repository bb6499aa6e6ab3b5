import { ApplicationError, HttpError, type InvalidInputError, ValidationError } from '@vitrine/core'
import type { Identity, StateMachineResponse } from './identity/types'

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
 * const result = await session.login({ email, password })
 * switch (result.state) {
 *   case 'SUCCESS': await session.loginInBackground(); break
 *   case 'EMAIL_VERIFICATION_REQUIRED': showCodeForm(); break
 *   case 'FAILURE': showError(result.errorCode ?? result.error); break
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

/** The platform's numeric login codes (wire notes §7, spec section 8). */
const MISSING_CAPTCHA = '-19971'
const INVALID_CAPTCHA = '-19970'
const INVALID_PASSWORD = '-19976'
const RESET_PASSWORD = '-19973'
const EMAIL_EXISTS = '-19995'

/** `Unknown _state`: an answer (or a call) that does not fit the state machine. */
export function unknownState(): LoginFailure {
  return { state: 'FAILURE', error: 'Unknown _state', errorCode: undefined }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

/**
 * Maps a server state to the client's (spec section 4): SUCCESS with a session token,
 * REQUIRE_OWNER_APPROVAL, REQUIRE_EMAIL_VERIFICATION with its state token; anything else is
 * `Unknown _state`.
 */
export function resultFromState(answer: StateMachineResponse | undefined): LoginResult {
  const identity = answer?.identity
  switch (answer?.state) {
    case 'SUCCESS': {
      const sessionToken = text(answer.sessionToken)
      if (sessionToken) return { state: 'SUCCESS', sessionToken, identity }
      break
    }
    case 'REQUIRE_OWNER_APPROVAL':
      return { state: 'OWNER_APPROVAL_REQUIRED', identity }
    case 'REQUIRE_EMAIL_VERIFICATION': {
      const stateToken = text(answer.stateToken)
      if (stateToken) return { state: 'EMAIL_VERIFICATION_REQUIRED', stateToken, identity }
      break
    }
  }
  return unknownState()
}

function failure(error: unknown, errorCode: LoginErrorCode | undefined, message?: string): LoginFailure {
  const text = message ?? (error instanceof Error ? error.message : String(error))
  return { state: 'FAILURE', error: text, errorCode, cause: error }
}

function captcha(error: ApplicationError): LoginResult | undefined {
  if (error.code === MISSING_CAPTCHA) {
    return { state: 'SILENT_CAPTCHA_REQUIRED', error: error.message, errorCode: 'missingCaptchaToken' }
  }
  if (error.code === INVALID_CAPTCHA) {
    return { state: 'USER_CAPTCHA_REQUIRED', error: error.message, errorCode: 'invalidCaptchaToken' }
  }
  return undefined
}

/**
 * Maps a failed login to a result (spec section 8): -19971 missing captcha, -19970 invalid
 * captcha, -19976 invalidPassword, -19973 resetPassword, any other refusal of the platform
 * invalidEmail. A failure to reach the platform (network, timeout, 5xx) has no code.
 */
export function loginFailure(error: unknown): LoginResult {
  if (ApplicationError.is(error)) {
    const result = captcha(error)
    if (result) return result
    if (error.code === INVALID_PASSWORD) return failure(error, 'invalidPassword')
    if (error.code === RESET_PASSWORD) return failure(error, 'resetPassword')
  }
  if (HttpError.is(error) && error.status >= 400 && error.status < 500) return failure(error, 'invalidEmail')
  return failure(error, undefined)
}

/**
 * Maps a failed registration to a result (spec section 8): an EMAIL field violation
 * invalidEmail, -19971 missing captcha, -19995 emailAlreadyExists, -19970 invalid captcha;
 * others fail with the message only.
 */
export function registerFailure(error: unknown): LoginResult {
  if (ValidationError.is(error)) {
    const email = error.violations.find((v) => v.data?.['type'] === 'EMAIL')
    if (email) return failure(error, 'invalidEmail', email.description)
  }
  if (ApplicationError.is(error)) {
    const result = captcha(error)
    if (result) return result
    if (error.code === EMAIL_EXISTS) return failure(error, 'emailAlreadyExists')
  }
  return failure(error, undefined)
}

/** The caller's input was refused before sending: a failure, `invalidEmail` when the e-mail was the problem. */
export function inputFailure(error: InvalidInputError): LoginFailure {
  const email = error.violations.some((v) => v.field === 'email')
  return failure(error, email ? 'invalidEmail' : undefined)
}

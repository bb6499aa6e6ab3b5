import { ApplicationError, HttpError, type InvalidInputError, ValidationError } from '@vitrine/core'
import type { StateMachineResponse } from '../../identity/types'
import type { LoginErrorCode, LoginFailure, LoginResult } from '../../login-result'

// How identity answers and failures become the login machine's results (spec sections 4 and 8).

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

/**
 * Inputs (and the one answer of its own) of the `identity` module's calls (spec section 7).
 * Types only: the calls themselves are operations of the interactive chunk.
 */
import type { CaptchaToken, CaptchaTokens, Identity, IdentityProfile, LoginId } from './types'

/** Input of `identity.registerV1()`. */
export interface RegisterV1Input {
  /** The identity to create (its profile). */
  identity?: Identity | undefined
  /** The authenticator that checks `inputs` (e.g. the password authenticator). */
  authenticatorId?: string | undefined
  /** The authenticator's inputs (e.g. the password). */
  inputs?: readonly Record<string, unknown>[] | undefined
  /** Captcha tokens, as the platform takes them. */
  captchaTokens?: readonly CaptchaToken[] | undefined
}

/** Input of `identity.loginV1()`. */
export interface LoginV1Input {
  /** Who logs in, as the authenticator identifies them. */
  identifier?: Readonly<Record<string, unknown>> | undefined
  /** The authenticator that checks `inputs`. */
  authenticatorId?: string | undefined
  /** The authenticator's inputs (e.g. the password). */
  inputs?: readonly Record<string, unknown>[] | undefined
  /** Captcha tokens, as the platform takes them. */
  captchaTokens?: readonly CaptchaToken[] | undefined
  /** The login e-mail. */
  loginId?: LoginId | undefined
}

/** Input of `identity.registerV2()`. */
export interface RegisterV2Input {
  /** The new member's login e-mail. */
  email: string
  /** Their password. */
  password: string
  /** Profile fields (nickname, names, custom fields, …). */
  profile?: IdentityProfile | undefined
  /** Captcha tokens, when the site asks for them. */
  captchaTokens?: CaptchaTokens | undefined
  /** Free-form data about the client. */
  clientMetaData?: Record<string, unknown> | undefined
}

/** Input of `identity.loginV2()`. */
export interface LoginV2Input {
  /** The member's login e-mail. */
  email: string
  /** Their password. */
  password: string
  /** Captcha tokens, when the site asks for them. */
  captchaTokens?: CaptchaTokens | undefined
}

/** Input of `identity.changePassword()`. */
export interface ChangePasswordInput {
  /** The member's new password. */
  newPassword: string
}

/** Input of `identity.loginWithTokenParams()`. */
export interface LoginWithTokenParamsInput {
  /** The identity provider connection. */
  idpConnectionId: string
  /** The provider's token parameters. */
  tokenParams: Readonly<Record<string, string>>
}

/** Input of `identity.proceed()`. */
export interface ProceedInput {
  /** The state token of the current login state. */
  stateToken: string
}

/** Input of `identity.signOn()`. */
export interface SignOnInput {
  /** The member's login e-mail. */
  email: string
  /** Profile fields to set. */
  profile?: IdentityProfile | undefined
  /** Whether to mark the e-mail as verified. */
  verifyEmail?: boolean | undefined
  /** Whether to merge with an existing contact of that e-mail. */
  mergeExistingContact?: boolean | undefined
}

/** The answer of `identity.signOn()`. */
export interface SignOnResponse {
  /** A session token for the member. */
  sessionToken?: string
  /** The member's identity. */
  identity?: Identity
}

/** Input of `identity.logoutV1()`. */
export interface LogoutV1Input {
  /** Where the platform sends the browser after logging out. */
  postLogoutRedirectUri?: string | undefined
  /** The OAuth client id. */
  clientId?: string | undefined
}

/** Input of `identity.sendRecoveryEmail()`. */
export interface SendRecoveryEmailInput {
  /** The member's e-mail. */
  email: string
  /** The language of the e-mail (`en`). */
  language?: string | undefined
  /** Where the reset link leads, and the OAuth client it belongs to. */
  redirect?: { url: string; clientId?: string | undefined } | undefined
}

/** Input of `identity.sendActivationEmail()`. */
export interface SendActivationEmailInput {
  /** The identity to activate. */
  identityId: string
  /** Options of the e-mail (language, redirect, …), as the platform takes them. */
  emailOptions?: Readonly<Record<string, unknown>> | undefined
}

/** Input of `identity.recover()`. */
export interface RecoverInput {
  /** The token from the reset link. */
  recoveryToken: string
  /** The new password. */
  password: string
}

/** Input of `identity.startVerification()`. */
export interface StartVerificationInput {
  /** The identity whose e-mail to verify. */
  identityId: string
  /** What to verify. Only `EMAIL`. Default `EMAIL`. */
  target?: 'EMAIL' | undefined
}

/** Input of `identity.verify()`. */
export interface VerifyInput {
  /** The code from the verification e-mail. */
  code: string
  /** The state token of the `REQUIRE_EMAIL_VERIFICATION` state. */
  stateToken: string
}

/** Input of `identity.resend()`. */
export interface ResendInput {
  /** The state token of the `REQUIRE_EMAIL_VERIFICATION` state. */
  stateToken: string
}

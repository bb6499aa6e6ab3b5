import type { JsonObject } from '../wire/json-body'

/** Identity status (spec section 4). */
export type IdentityStatus = 'ACTIVE' | 'PENDING' | 'BLOCKED' | 'DELETED' | 'OFFLINE'

/** Why an identity is pending. */
export type PendingReason = 'PENDING_ADMIN_APPROVAL_REQUIRED' | 'PENDING_EMAIL_VERIFICATION_REQUIRED'

/** A site member. Passwords are stored as salted hashes only (scrypt on Node, PBKDF2-SHA-256 elsewhere). */
export interface MemberRecord {
  id: string
  /** Lower-cased login e-mail. */
  email: string
  /** `scrypt$N$r$p$salt$hash` or `pbkdf2-sha256$iterations$salt$hash`; absent for members created by sign-on without a password. */
  passwordHash?: string
  status: IdentityStatus
  pendingReasons: PendingReason[]
  emailVerified: boolean
  /** The identity profile as given at registration (nickname, names, custom fields, addresses...). */
  profile: JsonObject
  /** Per-member toggles for tests. */
  captchaRequired: boolean
  passwordResetRequired: boolean
  memberships: { planId: string; expirationDate: string }[]
  createdDate: string
  updatedDate: string
  revision: number
}

/** A state token: the handle of a login or registration that waits for something. */
export interface StateTokenRecord {
  token: string
  memberId: string
  expiresAt: number
}

/** A session token from a direct login: exchanged for a code through a redirect session. */
export interface SessionTokenRecord {
  token: string
  memberId: string
  expiresAt: number
}

/** The pending e-mail verification code of a member. */
export interface VerificationCodeRecord {
  memberId: string
  /** Id returned by `/v1/start`, for `/v1/verify`. */
  verificationId?: string
  code: string
  expiresAt: number
  attempts: number
}

/** A password-recovery token sent by e-mail (single use). */
export interface RecoveryTokenRecord {
  token: string
  memberId: string
  expiresAt: number
  used: boolean
}

/** A login on the hosted pages, kept in a cookie on the emulator's origin. */
export interface BrowserSessionRecord {
  id: string
  memberId: string
  createdAt: number
}

/** What a mailbox message is for. */
export type MailKind = 'email-verification' | 'password-reset' | 'activation' | 'order-confirmation'

/** An e-mail the site "sent", readable through `GET /_emulator/mailbox?email=`. */
export interface MailMessage {
  id: string
  to: string
  subject: string
  kind: MailKind
  text: string
  /** The verification code (e-mail verification, activation). */
  code?: string
  /** The link to follow (password reset, activation). */
  link?: string
  /** The recovery token for `POST /v1/recover` (password reset). */
  recoveryToken?: string
  sentAt: string
}

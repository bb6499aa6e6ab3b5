import type { EmulatorContext } from '../pipeline/emulator-context'
import { isJsonObject, type JsonObject } from '../wire/json-body'
import { Violations } from '../wire/violations'
import { applicationError } from '../wire/wire-error'
import { checkCaptcha } from './captcha'
import { IDENTITY_CODES } from './identity-codes'
import type { MemberRecord } from './identity-records'
import { createMember, EMAIL_PATTERN, findMemberByEmail, stateResponse } from './members'
import { hashPassword, verifyPassword } from './passwords'

/** Checks an e-mail field; a bad one is a violation whose data type is EMAIL (the SDK maps it to invalidEmail). */
export function checkEmail(email: unknown, field: string, violations: Violations): email is string {
  if (typeof email !== 'string' || !EMAIL_PATTERN.test(email.trim())) {
    violations.add(field, 'must be a valid e-mail address', 'FORMAT', { type: 'EMAIL' })
    return false
  }
  return true
}

/**
 * Checks a new password: a non-empty string. The platform states no length rule, so the emulator
 * enforces none (the body size limit bounds it).
 */
export function checkNewPassword(
  password: unknown,
  field: string,
  violations: Violations,
): password is string {
  if (typeof password !== 'string' || password === '') {
    violations.add(field, 'must be a non-empty string', 'MIN_LENGTH', { threshold: 1 })
    return false
  }
  return true
}

/** A login attempt: e-mail, password and captcha tokens, whatever the API version. */
export interface Credentials {
  email: unknown
  password: unknown
  captchaTokens: unknown
  emailField: string
  passwordField: string
  /** The hosted login page runs its own captcha, so it skips the token check. */
  skipCaptcha?: boolean
}

/**
 * Logs a member in: captcha (site-wide, then per member), unknown e-mail `-19999`, blocked
 * `-19958`, wrong password `-19976`, reset required `-19973`; then the state-machine answer.
 */
export async function login(context: EmulatorContext, credentials: Credentials): Promise<JsonObject> {
  const violations = new Violations()
  const emailOk = checkEmail(credentials.email, credentials.emailField, violations)
  if (typeof credentials.password !== 'string' || credentials.password === '') {
    violations.add(credentials.passwordField, 'is required', 'REQUIRED_FIELD')
  }
  violations.throwIfAny()
  if (!credentials.skipCaptcha)
    checkCaptcha(context.options.captcha === 'required', credentials.captchaTokens)
  const member = emailOk ? findMemberByEmail(context, credentials.email as string) : undefined
  if (!member || member.status === 'DELETED') {
    throw applicationError(400, IDENTITY_CODES.memberNotFound, 'No member with this e-mail address')
  }
  if (!credentials.skipCaptcha) checkCaptcha(member.captchaRequired, credentials.captchaTokens)
  if (member.status === 'BLOCKED')
    throw applicationError(403, IDENTITY_CODES.memberBlocked, 'This member is blocked')
  if (!member.passwordHash || !(await verifyPassword(credentials.password as string, member.passwordHash))) {
    throw applicationError(400, IDENTITY_CODES.invalidPassword, 'Wrong password')
  }
  if (member.passwordResetRequired) {
    throw applicationError(400, IDENTITY_CODES.resetPassword, 'The member must reset the password')
  }
  return stateResponse(context, member)
}

/** A registration, whatever the API version. */
export interface Registration {
  email: unknown
  password: unknown
  profile: unknown
  captchaTokens: unknown
  emailField: string
  passwordField: string
}

/** Registers a member according to the site's login mode. */
export async function register(
  context: EmulatorContext,
  input: Registration,
): Promise<{ member: MemberRecord; response: JsonObject }> {
  const violations = new Violations()
  checkEmail(input.email, input.emailField, violations)
  checkNewPassword(input.password, input.passwordField, violations)
  if (input.profile !== undefined && input.profile !== null && !isJsonObject(input.profile)) {
    violations.add('profile', 'must be an object', 'FORMAT')
  }
  violations.throwIfAny()
  checkCaptcha(context.options.captcha === 'required', input.captchaTokens)
  const email = (input.email as string).trim()
  if (findMemberByEmail(context, email)) {
    throw applicationError(
      400,
      IDENTITY_CODES.emailAlreadyExists,
      'A member with this e-mail address already exists',
    )
  }
  const mode = context.options.loginMode
  const member = createMember(context, {
    email,
    passwordHash: await hashPassword(input.password as string),
    profile: isJsonObject(input.profile) ? input.profile : {},
    status: mode === 'open' ? 'ACTIVE' : 'PENDING',
    pendingReasons:
      mode === 'email-verification'
        ? ['PENDING_EMAIL_VERIFICATION_REQUIRED']
        : mode === 'owner-approval'
          ? ['PENDING_ADMIN_APPROVAL_REQUIRED']
          : [],
    emailVerified: mode !== 'email-verification',
  })
  return { member, response: stateResponse(context, member) }
}

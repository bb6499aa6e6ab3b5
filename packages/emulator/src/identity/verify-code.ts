import type { EmulatorContext } from '../app/emulator-context'
import { applicationError } from '../http/wire-error'
import { IDENTITY_CODES } from './identity-codes'
import type { MemberRecord } from './identity-records'
import { touchMember } from './members'

const MAX_ATTEMPTS = 5

/** Checks a member's pending verification code (5 attempts, 10 minutes) and marks the e-mail verified. */
export function verifyEmailCode(context: EmulatorContext, member: MemberRecord, code: unknown): void {
  const record = context.state.verificationCodes.get(member.id)
  if (!record || record.expiresAt <= context.now()) {
    throw applicationError(
      400,
      IDENTITY_CODES.verificationCodeExpired,
      'The verification code has expired; ask for a new one',
    )
  }
  record.attempts += 1
  if (typeof code !== 'string' || code !== record.code) {
    if (record.attempts >= MAX_ATTEMPTS) context.state.verificationCodes.delete(member.id)
    context.changed()
    throw applicationError(400, IDENTITY_CODES.invalidVerificationCode, 'The verification code is wrong')
  }
  context.state.verificationCodes.delete(member.id)
  member.emailVerified = true
  member.pendingReasons = member.pendingReasons.filter((r) => r !== 'PENDING_EMAIL_VERIFICATION_REQUIRED')
  touchMember(context, member)
}

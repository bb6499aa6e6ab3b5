import type { EmulatorContext } from '../pipeline/emulator-context'
import { applicationError } from '../wire/wire-error'
import { IDENTITY_CODES } from './identity-codes'
import type { MemberRecord } from './identity-records'
import { touchMember } from './members'

/**
 * Checks a member's pending verification code (valid 10 minutes; the platform states no attempt
 * limit, so a wrong code can be retried) and marks the e-mail verified.
 */
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
    context.changed()
    throw applicationError(400, IDENTITY_CODES.invalidVerificationCode, 'The verification code is wrong')
  }
  context.state.verificationCodes.delete(member.id)
  member.emailVerified = true
  member.pendingReasons = member.pendingReasons.filter((r) => r !== 'PENDING_EMAIL_VERIFICATION_REQUIRED')
  touchMember(context, member)
}

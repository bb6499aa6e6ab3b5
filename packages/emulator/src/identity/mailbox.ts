import type { EmulatorContext } from '../pipeline/emulator-context'
import { newId, newNumericCode, newSecret } from '../state/random'
import type { MailMessage, MemberRecord } from './identity-records'

/** How long a verification code stays valid. */
export const VERIFICATION_CODE_TTL_MS: number = 10 * 60_000

/** How long a password-recovery link stays valid. */
export const RECOVERY_TOKEN_TTL_MS: number = 60 * 60_000

/** Puts a message in the mailbox (logged in verbose mode). */
export function deliver(context: EmulatorContext, message: Omit<MailMessage, 'id' | 'sentAt'>): MailMessage {
  const mail: MailMessage = { id: newId(), sentAt: context.nowIso(), ...message }
  context.state.mailbox.push(mail)
  if (context.options.verbose) context.log(`mail to ${mail.to}: ${mail.subject}`)
  context.changed()
  return mail
}

/** Sends a fresh 6-digit verification code (replacing the previous one). */
export function sendVerificationCode(
  context: EmulatorContext,
  member: MemberRecord,
  kind: 'email-verification' | 'activation' = 'email-verification',
): MailMessage {
  const code = newNumericCode(6)
  context.state.verificationCodes.set(member.id, {
    memberId: member.id,
    code,
    expiresAt: context.now() + VERIFICATION_CODE_TTL_MS,
    attempts: 0,
  })
  return deliver(context, {
    to: member.email,
    subject: kind === 'activation' ? 'Activate your account' : 'Your verification code',
    kind,
    code,
    text: `Your verification code is ${code}. It expires in 10 minutes.`,
  })
}

/** Sends a password-reset e-mail with a single-use recovery token and the link to use it. */
export function sendRecoveryEmail(
  context: EmulatorContext,
  member: MemberRecord,
  redirectUrl: string | undefined,
): MailMessage {
  const token = newSecret('RCV')
  context.state.recoveryTokens.set(token, {
    token,
    memberId: member.id,
    expiresAt: context.now() + RECOVERY_TOKEN_TTL_MS,
    used: false,
  })
  const link = new URL(redirectUrl ?? `${context.origin}/hosted/reset-password`)
  link.searchParams.set('recoveryToken', token)
  return deliver(context, {
    to: member.email,
    subject: 'Reset your password',
    kind: 'password-reset',
    link: link.toString(),
    recoveryToken: token,
    text: `Follow this link to choose a new password: ${link.toString()} (valid for one hour).`,
  })
}

/** Empties the mailbox (the admin API's `DELETE /_emulator/mailbox`). */
export function clearMailbox(context: EmulatorContext): void {
  context.state.mailbox = []
}

import type { EmulatorContext } from '../pipeline/emulator-context'
import { newId, newSecret } from '../state/random'
import type { JsonObject } from '../wire/json-body'
import type {
  IdentityStatus,
  MemberRecord,
  PendingReason,
  RecoveryTokenRecord,
  SessionTokenRecord,
} from './identity-records'
import { sendVerificationCode } from './mailbox'
import { hashPassword } from './passwords'

/** How long a session token (from a direct login) may be exchanged for a code. */
export const SESSION_TOKEN_TTL_MS: number = 10 * 60_000

/** How long a state token (a login waiting for something) lives. */
export const STATE_TOKEN_TTL_MS: number = 60 * 60_000

/** A syntactically valid e-mail address. */
export const EMAIL_PATTERN: RegExp = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/

/** The member with this login e-mail (case-insensitive). */
export function findMemberByEmail(context: EmulatorContext, email: string): MemberRecord | undefined {
  const wanted = email.trim().toLowerCase()
  for (const member of context.state.members.values()) if (member.email === wanted) return member
  return undefined
}

/** What a new member looks like. */
export interface NewMember {
  email: string
  passwordHash?: string
  profile: JsonObject
  status: IdentityStatus
  pendingReasons: PendingReason[]
  emailVerified: boolean
}

/** Creates a member. */
export function createMember(context: EmulatorContext, input: NewMember): MemberRecord {
  const now = context.nowIso()
  const member: MemberRecord = {
    id: newId(),
    email: input.email.trim().toLowerCase(),
    ...(input.passwordHash ? { passwordHash: input.passwordHash } : {}),
    status: input.status,
    pendingReasons: input.pendingReasons,
    emailVerified: input.emailVerified,
    profile: input.profile,
    captchaRequired: false,
    passwordResetRequired: false,
    memberships: [],
    createdDate: now,
    updatedDate: now,
    revision: 1,
  }
  context.state.members.set(member.id, member)
  context.changed()
  return member
}

/** Records a change to a member; the status follows the pending reasons. */
export function touchMember(context: EmulatorContext, member: MemberRecord): void {
  if (member.status === 'PENDING' && member.pendingReasons.length === 0) member.status = 'ACTIVE'
  if (member.status === 'ACTIVE' && member.pendingReasons.length > 0) member.status = 'PENDING'
  member.updatedDate = context.nowIso()
  member.revision += 1
  context.changed()
}

/** The identity of a member on the wire. */
export function renderIdentity(member: MemberRecord): JsonObject {
  return {
    id: member.id,
    revision: String(member.revision),
    createdDate: member.createdDate,
    updatedDate: member.updatedDate,
    connections: [],
    identityProfile: { ...member.profile },
    metadata: { tags: [] },
    email: { address: member.email, isVerified: member.emailVerified },
    status: { name: member.status, reasons: member.pendingReasons },
    factors: member.passwordHash
      ? [{ factorId: `password-${member.id}`, type: 'PASSWORD', status: 'ACTIVE' }]
      : [],
  }
}

function newStateToken(context: EmulatorContext, member: MemberRecord): string {
  const token = newSecret('STT')
  context.state.stateTokens.set(token, {
    token,
    memberId: member.id,
    expiresAt: context.now() + STATE_TOKEN_TTL_MS,
  })
  return token
}

/** Issues a session token for a member (exchanged for a code through a redirect session). */
export function newSessionToken(context: EmulatorContext, member: MemberRecord): string {
  const token = newSecret('JWS.session')
  context.state.sessionTokens.set(token, {
    token,
    memberId: member.id,
    expiresAt: context.now() + SESSION_TOKEN_TTL_MS,
  })
  context.changed()
  return token
}

/**
 * The state-machine answer for a member who passed the credential checks: SUCCESS with a session
 * token; REQUIRE_EMAIL_VERIFICATION with a state token (a code is mailed); REQUIRE_OWNER_APPROVAL.
 */
export function stateResponse(context: EmulatorContext, member: MemberRecord, mailCode = true): JsonObject {
  const identity = renderIdentity(member)
  if (member.pendingReasons.includes('PENDING_EMAIL_VERIFICATION_REQUIRED')) {
    if (mailCode) sendVerificationCode(context, member)
    return { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: newStateToken(context, member), identity }
  }
  if (member.pendingReasons.includes('PENDING_ADMIN_APPROVAL_REQUIRED')) {
    return { state: 'REQUIRE_OWNER_APPROVAL', stateToken: newStateToken(context, member), identity }
  }
  return { state: 'SUCCESS', sessionToken: newSessionToken(context, member), identity }
}

/** Gives a member a new password (hashed); a reset it was asked for is done. */
export async function changePassword(
  context: EmulatorContext,
  member: MemberRecord,
  password: string,
): Promise<void> {
  member.passwordHash = await hashPassword(password)
  member.passwordResetRequired = false
  touchMember(context, member)
}

/**
 * Sets a member's password through a recovery link, which is used up at once (before the hash is
 * computed, so a second request with the same link fails even while the first is hashing).
 * Following the e-mailed link proves the address too.
 */
export async function recoverPassword(
  context: EmulatorContext,
  record: RecoveryTokenRecord,
  member: MemberRecord,
  password: string,
): Promise<void> {
  record.used = true
  member.passwordHash = await hashPassword(password)
  member.passwordResetRequired = false
  member.emailVerified = true
  member.pendingReasons = member.pendingReasons.filter((r) => r !== 'PENDING_EMAIL_VERIFICATION_REQUIRED')
  touchMember(context, member)
}

/** Uses up a login's session token: it is exchanged once (for tokens, or on a hosted page). */
export function useSessionToken(context: EmulatorContext, session: SessionTokenRecord): void {
  context.state.sessionTokens.delete(session.token)
  context.saveLater()
}

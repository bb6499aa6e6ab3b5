import { revokeMemberTokens } from '../oauth/token-service'
import type { EmulatorContext } from '../pipeline/emulator-context'
import type { JsonObject } from '../wire/json-body'
import type { IdentityStatus, MemberRecord, PendingReason } from './identity-records'
import { createMember, EMAIL_PATTERN, findMemberByEmail, touchMember } from './members'
import { hashPassword } from './passwords'

/** Per-member settings tests can flip. */
export interface MemberToggles {
  /** Set the status directly (BLOCKED or DELETED members cannot log in; their tokens are revoked). */
  status?: IdentityStatus
  /** Whether the e-mail is verified (false adds the pending e-mail verification reason). */
  emailVerified?: boolean
  /** Whether the member waits for the owner's approval. */
  requireOwnerApproval?: boolean
  /** Whether this member's logins need a captcha token, whatever the site setting. */
  captchaRequired?: boolean
  /** Whether the member must reset the password before logging in (login answers -19973). */
  passwordResetRequired?: boolean
}

/** A member as tests see it (no password hash). */
export interface MemberInfo {
  id: string
  email: string
  status: IdentityStatus
  pendingReasons: PendingReason[]
  emailVerified: boolean
  captchaRequired: boolean
  passwordResetRequired: boolean
}

/** What creating a member takes. */
export interface NewMemberInput extends MemberToggles {
  email: string
  /** Omitted: the member can only log in by sign-on or after a password reset. */
  password?: string
  profile?: JsonObject
}

/** Member management for tests (`emulator.members`). */
export interface MemberControls {
  /** Creates a member, ACTIVE and verified unless toggles say otherwise. */
  create(input: NewMemberInput): Promise<MemberInfo>
  /** Changes toggles of the member with this e-mail. */
  update(email: string, toggles: MemberToggles): MemberInfo
  /** Approves a member waiting for the owner. */
  approve(email: string): MemberInfo
  /** The member with this e-mail. */
  get(email: string): MemberInfo | undefined
  /** Every member. */
  list(): MemberInfo[]
}

function info(member: MemberRecord): MemberInfo {
  return {
    id: member.id,
    email: member.email,
    status: member.status,
    pendingReasons: [...member.pendingReasons],
    emailVerified: member.emailVerified,
    captchaRequired: member.captchaRequired,
    passwordResetRequired: member.passwordResetRequired,
  }
}

function setReason(member: MemberRecord, reason: PendingReason, on: boolean): void {
  member.pendingReasons = member.pendingReasons.filter((r) => r !== reason)
  if (on) member.pendingReasons.push(reason)
}

/** Applies toggles to a member. */
export function applyToggles(context: EmulatorContext, member: MemberRecord, toggles: MemberToggles): void {
  if (toggles.emailVerified !== undefined) {
    member.emailVerified = toggles.emailVerified
    setReason(member, 'PENDING_EMAIL_VERIFICATION_REQUIRED', !toggles.emailVerified)
  }
  if (toggles.requireOwnerApproval !== undefined) {
    setReason(member, 'PENDING_ADMIN_APPROVAL_REQUIRED', toggles.requireOwnerApproval)
  }
  if (toggles.captchaRequired !== undefined) member.captchaRequired = toggles.captchaRequired
  if (toggles.passwordResetRequired !== undefined)
    member.passwordResetRequired = toggles.passwordResetRequired
  touchMember(context, member)
  if (toggles.status !== undefined) {
    member.status = toggles.status
    if (toggles.status === 'ACTIVE') member.pendingReasons = []
  }
  if (member.status === 'BLOCKED' || member.status === 'DELETED') revokeMemberTokens(context, member.id)
}

function requireMember(context: EmulatorContext, email: string): MemberRecord {
  const member = findMemberByEmail(context, email)
  if (!member) throw new Error(`No member with e-mail ${email}`)
  return member
}

/** The `emulator.members` controls. */
export function createMemberControls(context: EmulatorContext): MemberControls {
  return {
    async create(input) {
      if (!EMAIL_PATTERN.test(input.email)) throw new Error(`Not an e-mail address: ${input.email}`)
      if (findMemberByEmail(context, input.email))
        throw new Error(`A member with e-mail ${input.email} exists`)
      const member = createMember(context, {
        email: input.email,
        ...(input.password === undefined ? {} : { passwordHash: await hashPassword(input.password) }),
        profile: input.profile ?? {},
        status: 'ACTIVE',
        pendingReasons: [],
        emailVerified: true,
      })
      applyToggles(context, member, input)
      return info(member)
    },
    update(email, toggles) {
      const member = requireMember(context, email)
      applyToggles(context, member, toggles)
      return info(member)
    },
    approve(email) {
      const member = requireMember(context, email)
      applyToggles(context, member, { requireOwnerApproval: false })
      return info(member)
    },
    get(email) {
      const member = findMemberByEmail(context, email)
      return member ? info(member) : undefined
    },
    list() {
      return [...context.state.members.values()].map(info)
    },
  }
}

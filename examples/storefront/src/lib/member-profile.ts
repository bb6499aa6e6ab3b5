// The member's profile as this browser learnt it at sign-in (the platform's login answers with
// the member's identity; the calls the shop uses have no "who am I"). Kept in localStorage,
// without any secret, and cleared at sign-out.
import type { Identity } from '@vitrine/auth'

/** What the account page shows. */
export interface MemberProfile {
  email?: string | undefined
  name?: string | undefined
  nickname?: string | undefined
  emailVerified?: boolean | undefined
  memberSince?: string | undefined
}

const KEY = 'vitrine.storefront.member'

/** Keeps what a login result says about the member. */
export function rememberMember(identity: Identity | undefined, email: string): void {
  const profile = identity?.identityProfile
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ')
  const value: MemberProfile = {
    email: identity?.email?.address ?? email,
    name: name || undefined,
    nickname: profile?.nickname ?? undefined,
    emailVerified: identity?.email?.isVerified ?? undefined,
    memberSince: identity?.createdDate ? new Date(identity.createdDate).toISOString() : undefined,
  }
  try {
    localStorage.setItem(KEY, JSON.stringify(value))
  } catch {
    // Storage refused: the account page then shows less.
  }
}

/** The remembered profile, if any. */
export function rememberedMember(): MemberProfile | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as MemberProfile | null
    return value && typeof value === 'object' ? value : undefined
  } catch {
    return undefined
  }
}

/** Forgets the profile (sign-out). */
export function forgetMember(): void {
  try {
    localStorage.removeItem(KEY)
  } catch {
    // Nothing to forget.
  }
}

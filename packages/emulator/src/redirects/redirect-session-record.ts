import type { Subject } from '../oauth/oauth-records'
import type { JsonObject } from '../wire/json-body'

/** Which flow a redirect session starts. */
export type RedirectKind = 'auth' | 'login' | 'logout' | 'checkout' | 'members' | 'other'

/** The sections of the hosted members area (spec section 3, "Members account section"). */
export const MEMBERS_SECTIONS = ['ACCOUNT_INFO', 'BOOKINGS', 'ORDERS', 'SUBSCRIPTIONS', 'EVENTS'] as const

/** A section of the hosted members area. */
export type MembersSection = (typeof MEMBERS_SECTIONS)[number]

/** The authorization request of an `auth` redirect session. */
export interface AuthRequestRecord {
  clientId: string
  redirectUri?: string
  codeChallenge: string
  responseMode: 'query' | 'fragment' | 'web_message'
  state: string
  prompt: 'login' | 'none' | 'consent' | 'select_account'
  sessionToken?: string
}

/** A stored redirect session. */
export interface RedirectSessionRecord {
  id: string
  kind: RedirectKind
  /** The caller who created it (a visitor's cart carries over on login). */
  creator?: Subject
  /** The creator's refresh token: a hosted logout revokes it. */
  creatorRefreshToken?: string
  auth?: AuthRequestRecord
  clientId?: string
  checkoutId?: string
  /** The members-area section a `membersAccount` session opens. */
  section?: MembersSection
  callbacks: { postFlowUrl?: string; thankYouPageUrl?: string }
  /** The request as sent, for flows the emulator only acknowledges. */
  request: JsonObject
  createdAt: number
}

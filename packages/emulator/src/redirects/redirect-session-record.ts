import type { JsonObject } from '../http/json-body'
import type { Subject } from '../oauth/oauth-records'

/** Which flow a redirect session starts. */
export type RedirectKind = 'auth' | 'login' | 'logout' | 'checkout' | 'other'

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
  callbacks: { postFlowUrl?: string; thankYouPageUrl?: string }
  /** The request as sent, for flows the emulator only acknowledges. */
  request: JsonObject
  createdAt: number
}

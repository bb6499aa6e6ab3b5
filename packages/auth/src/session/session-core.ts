import type { LoginResult } from '../login-result'
import type { Send } from '../send'
import type { Tokens } from '../tokens'
import type { SessionChangeReason } from './types'

/**
 * What the flows (login, hosted login, logout, …) need from a session. Internal: the public
 * surface is `OAuthSession`.
 */
export interface SessionCore {
  /** The OAuth client id. */
  readonly clientId: string
  /** The attached client's transport; throws `SessionError` before `createClient` attached it. */
  send(): Send
  /** Replaces the tokens, winning over any renewal in flight. */
  commit(tokens: Tokens, reason: SessionChangeReason): Promise<void>
  /** The session's authorization header, renewing first when needed. */
  getAuthHeaders(): Promise<Record<string, string>>
  /** The direct-login machine's last result (`undefined`: INITIAL). */
  machine: LoginResult | undefined
}

import type { AuthContext } from '@vitrine/core/module'
import type { LoginResult } from '../login-result'
import type { Tokens } from '../tokens'
import type { SessionChangeReason } from './types'

/**
 * What the interactive flows (login, hosted login, logout, …) need from a session: they are
 * procedures bound with the session as their context. Internal: the public surface is
 * `OAuthSession`.
 */
export interface SessionCore {
  /** The OAuth client id. */
  readonly clientId: string
  /** Runs an operation through the attached client; rejects with `SessionError` before `createClient` attached it. */
  call: AuthContext['call']
  /** Replaces the tokens, winning over any renewal in flight. */
  commit(tokens: Tokens, reason: SessionChangeReason): Promise<void>
  /** The session's authorization header, renewing first when needed. */
  getAuthHeaders(): Promise<Record<string, string>>
  /** The direct-login machine's last result (`undefined`: INITIAL). */
  machine: LoginResult | undefined
}

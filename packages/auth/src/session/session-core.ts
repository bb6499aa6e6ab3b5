import type { CallOptions } from '@vitrine/core'
import type { AuthContext, OperationRunner } from '@vitrine/core/module'
import type { LoginResult } from '../login-result'
import type { TokenRole, Tokens } from '../tokens'
import type { SafeStorage } from './safe-storage'
import type { SessionChangeReason, SessionResetEvent } from './types'

/**
 * What the interactive flows (login, hosted login, logout, …) need from a session: they are
 * procedures bound with the session as their context. Internal: the public surface is
 * `OAuthSession`.
 */
export interface SessionCore extends OperationRunner {
  /** The OAuth client id. */
  readonly clientId: string
  /**
   * Prepares an operation on the attached client (what `bind` runs: `core.prepare(op, args)()`
   * sends it); throws `SessionError` before `createClient` attached it.
   */
  prepare: AuthContext['prepare']
  /**
   * A token grant that starts a session (anonymous, authorization code, authorized client): its
   * answer must carry a refresh token, which gets `role`. Loads the renewal chunk on first use.
   */
  grant(
    grant: Readonly<Record<string, string>>,
    role: TokenRole,
    headers?: Readonly<Record<string, string>>,
    options?: CallOptions,
  ): Promise<Tokens>
  /** Replaces the tokens, winning over any renewal in flight. */
  commit(tokens: Tokens, reason: SessionChangeReason): Promise<void>
  /** The session's authorization header, renewing first when needed. */
  getAuthHeaders(): Promise<Record<string, string>>
  /** The direct-login machine's last result (`undefined`: INITIAL). */
  machine: LoginResult | undefined
}

/**
 * What the renewal (`src/renewal/`, loaded on first use) needs from a session: its state, read
 * and changed in place. Internal.
 */
export interface RenewalHost extends SessionCore {
  /** The current tokens: replaced, never changed in place. */
  readonly tokens: Tokens
  /** Bumped by every change that must win over a renewal in flight (login, logout, setTokens, another tab). */
  readonly generation: number
  /** The session's view of its storage. */
  readonly storage: SafeStorage
  /** Sets the tokens in memory and tells listeners; the caller persists. */
  apply(tokens: Tokens, reason: SessionChangeReason): void
  /** The app's `onSessionReset`. */
  readonly onReset: ((event: SessionResetEvent) => void) | undefined
}

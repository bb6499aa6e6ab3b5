import type { EmulatorContext } from '../app/emulator-context'
import { newSecret } from '../random'
import type { RefreshTokenRecord, Subject } from './oauth-records'

/** The token endpoint's answer (wire-notes §3). */
export interface TokenResponse {
  access_token: string
  expires_in: number
  refresh_token: string
  token_type: 'Bearer'
}

/** How often (emulator clock) expired and idle records are swept. */
const SWEEP_INTERVAL_MS = 60_000
/**
 * Expired codes and tokens are kept this long past their expiry, so that using one late still
 * answers "expired" rather than "invalid" (access tokens answer an empty 401 either way).
 */
const EXPIRED_GRACE_MS = 3_600_000

function dropExpired<T extends { expiresAt: number }>(map: Map<string, T>, before: number): void {
  for (const [key, record] of map) if (record.expiresAt <= before) map.delete(key)
}

/**
 * Drops what can never be used again, so a long-running emulator stays flat under load: expired
 * access tokens, codes, state, session and recovery tokens; and idle anonymous visitors — no
 * cart, and no refresh grant within `idleVisitorTtlSeconds` — with their tokens (their refresh
 * token then gets `invalid_grant`, and the SDK starts a new visitor). Revoked refresh tokens go
 * after the same idle time. Members and their live tokens stay.
 */
export function sweep(context: EmulatorContext): void {
  const now = context.now()
  const { state } = context
  const graceBefore = now - EXPIRED_GRACE_MS
  dropExpired(state.accessTokens, now)
  dropExpired(state.authCodes, graceBefore)
  dropExpired(state.stateTokens, graceBefore)
  dropExpired(state.sessionTokens, graceBefore)
  dropExpired(state.recoveryTokens, graceBefore)
  dropExpired(state.verificationCodes, graceBefore)
  const idleBefore = now - context.options.idleVisitorTtlSeconds * 1000
  const busyVisitors = new Set<string>()
  const idle: RefreshTokenRecord[] = []
  for (const record of state.refreshTokens.values()) {
    const visitorId = record.subject.kind === 'visitor' ? record.subject.visitorId : undefined
    const dormant = (record.lastUsedAt ?? record.createdAt) <= idleBefore
    if (dormant && (record.revoked || (visitorId !== undefined && !state.carts.has(`visitor:${visitorId}`))))
      idle.push(record)
    else if (visitorId !== undefined) busyVisitors.add(visitorId)
  }
  if (idle.length === 0) return
  for (const record of idle) {
    state.refreshTokens.delete(record.token)
    if (record.subject.kind === 'visitor' && !busyVisitors.has(record.subject.visitorId))
      state.visitors.delete(record.subject.visitorId)
  }
  for (const [token, record] of state.accessTokens)
    if (!state.refreshTokens.has(record.refreshToken)) state.accessTokens.delete(token)
  context.saveLater()
}

/** Sweeps when the last sweep is more than a minute (emulator clock) old; costs a comparison otherwise. */
export function sweepIfDue(context: EmulatorContext): void {
  const now = context.now()
  if (now < context.nextSweepAt) return
  context.nextSweepAt = now + SWEEP_INTERVAL_MS
  sweep(context)
}

/** Issues a new access token for a refresh token's subject. */
export function issueAccessToken(context: EmulatorContext, refresh: RefreshTokenRecord): TokenResponse {
  const ttl = context.options.accessTokenTtlSeconds
  const token = newSecret('AT')
  const now = context.now()
  context.state.accessTokens.set(token, {
    token,
    subject: refresh.subject,
    clientId: refresh.clientId,
    expiresAt: now + ttl * 1000,
    refreshToken: refresh.token,
  })
  context.saveLater()
  return { access_token: token, expires_in: ttl, refresh_token: refresh.token, token_type: 'Bearer' }
}

/** Issues a refresh token (its role follows from the subject) and a first access token. */
export function issueTokens(context: EmulatorContext, subject: Subject, clientId: string): TokenResponse {
  const refresh: RefreshTokenRecord = {
    token: newSecret('RT'),
    subject,
    clientId,
    revoked: false,
    createdAt: context.now(),
  }
  context.state.refreshTokens.set(refresh.token, refresh)
  return issueAccessToken(context, refresh)
}

/** Revokes a refresh token; its access tokens stop working at once. Returns whether it existed. */
export function revokeRefreshToken(context: EmulatorContext, token: string): boolean {
  const record = context.state.refreshTokens.get(token)
  if (!record) return false
  record.revoked = true
  context.saveLater()
  return true
}

/** Revokes every refresh token of a member (logout everywhere, blocked member). */
export function revokeMemberTokens(context: EmulatorContext, memberId: string): number {
  let count = 0
  for (const record of context.state.refreshTokens.values()) {
    if (record.subject.kind === 'member' && record.subject.memberId === memberId && !record.revoked) {
      record.revoked = true
      count += 1
    }
  }
  if (count > 0) context.changed()
  return count
}

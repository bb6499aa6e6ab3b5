import type { EmulatorContext } from '../pipeline/emulator-context'
import { newId, newSecret, randomBytes } from '../state/random'
import type { AuthCodeRecord, RefreshTokenRecord, Subject, VisitorRecord } from './oauth-records'
import { openVisitorRefreshToken, sealAccessToken, sealVisitorRefreshToken } from './sealed-tokens'

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
 * A refresh token found by its value: a stored record (a member's, or one from a version-1 state
 * file), or the record of the anonymous visitor whose sealed token it is.
 */
export type RefreshGrant =
  | { kind: 'stored'; record: RefreshTokenRecord }
  | { kind: 'visitor'; record: VisitorRecord }

/** The refresh token of that value, revoked or not; `undefined` when there is none (or it was swept). */
export function findRefreshGrant(context: EmulatorContext, token: string): RefreshGrant | undefined {
  const { state } = context
  const record = state.refreshTokens.get(token)
  if (record) return { kind: 'stored', record }
  const visitorId = openVisitorRefreshToken(state, token)
  const visitor = visitorId === undefined ? undefined : state.visitors.get(visitorId)
  return visitor ? { kind: 'visitor', record: visitor } : undefined
}

/** Who a refresh token stands for. */
export function grantSubject(grant: RefreshGrant): Subject {
  return grant.kind === 'stored' ? grant.record.subject : { kind: 'visitor', visitorId: grant.record.id }
}

/** The value of a refresh token (a visitor's is sealed again: the same string every time). */
export function grantToken(context: EmulatorContext, grant: RefreshGrant): string {
  return grant.kind === 'stored'
    ? grant.record.token
    : sealVisitorRefreshToken(context.state, grant.record.id)
}

/**
 * Drops what can never be used again, so a long-running emulator stays flat under load: expired
 * codes, state, session and recovery tokens; and idle anonymous visitors — no cart, and no refresh
 * grant within `idleVisitorTtlSeconds` — (their refresh token then gets `invalid_grant`, and the
 * SDK starts a new visitor). Revoked refresh tokens go after the same idle time. Members and their
 * live tokens stay. Access tokens are not stored: one expires, or dies with its refresh token.
 */
export function sweep(context: EmulatorContext): void {
  const now = context.now()
  const { state } = context
  const graceBefore = now - EXPIRED_GRACE_MS
  dropExpired(state.authCodes, graceBefore)
  dropExpired(state.stateTokens, graceBefore)
  dropExpired(state.sessionTokens, graceBefore)
  dropExpired(state.recoveryTokens, graceBefore)
  dropExpired(state.verificationCodes, graceBefore)
  const idleBefore = now - context.options.idleVisitorTtlSeconds * 1000
  const hasCart = (visitorId: string): boolean => state.carts.has(`visitor:${visitorId}`)
  // Visitors kept alive by a stored refresh token (from a version-1 state file).
  const busyVisitors = new Set<string>()
  let dropped = 0
  for (const record of state.refreshTokens.values()) {
    const visitorId = record.subject.kind === 'visitor' ? record.subject.visitorId : undefined
    const dormant = (record.lastUsedAt ?? record.createdAt) <= idleBefore
    if (dormant && (record.revoked || (visitorId !== undefined && !hasCart(visitorId)))) {
      state.refreshTokens.delete(record.token)
      dropped += 1
    } else if (visitorId !== undefined) busyVisitors.add(visitorId)
  }
  for (const visitor of state.visitors.values()) {
    const dormant = (visitor.lastUsedAt ?? visitor.createdAt) <= idleBefore
    if (dormant && (visitor.revoked || !hasCart(visitor.id)) && !busyVisitors.has(visitor.id)) {
      state.visitors.delete(visitor.id)
      dropped += 1
    }
  }
  if (dropped > 0) context.saveLater()
}

/** Sweeps when the last sweep is more than a minute (emulator clock) old; costs a comparison otherwise. */
export function sweepIfDue(context: EmulatorContext): void {
  const now = context.now()
  if (now < context.nextSweepAt) return
  context.nextSweepAt = now + SWEEP_INTERVAL_MS
  sweep(context)
}

/** Issues a new access token for a refresh token: sealed, nothing is stored. */
export function issueAccessToken(context: EmulatorContext, grant: RefreshGrant): TokenResponse {
  const ttl = context.options.accessTokenTtlSeconds
  const expiresAt = context.now() + ttl * 1000
  const refreshToken = grantToken(context, grant)
  const accessToken = sealAccessToken(
    context.state,
    {
      expiresAt,
      refresh:
        grant.kind === 'visitor'
          ? { kind: 'visitor', visitorId: grant.record.id }
          : { kind: 'stored', token: refreshToken },
    },
    randomBytes(4),
  )
  return { access_token: accessToken, expires_in: ttl, refresh_token: refreshToken, token_type: 'Bearer' }
}

/** A new anonymous visitor: its record, a sealed refresh token and a first access token. */
export function issueVisitorTokens(context: EmulatorContext, clientId: string): TokenResponse {
  const id = newId()
  const visitor: VisitorRecord = { id, clientId, createdAt: context.now(), revoked: false }
  context.state.visitors.set(id, visitor)
  context.saveLater()
  return issueAccessToken(context, { kind: 'visitor', record: visitor })
}

/** A member's refresh token (kept by value) and a first access token. */
export function issueMemberTokens(
  context: EmulatorContext,
  memberId: string,
  clientId: string,
): TokenResponse {
  const refresh: RefreshTokenRecord = {
    token: newSecret('RT'),
    subject: { kind: 'member', memberId },
    clientId,
    revoked: false,
    createdAt: context.now(),
  }
  context.state.refreshTokens.set(refresh.token, refresh)
  context.saveLater()
  return issueAccessToken(context, { kind: 'stored', record: refresh })
}

/** Revokes a refresh token; its access tokens stop working at once. Returns whether it existed. */
export function revokeRefreshToken(context: EmulatorContext, token: string): boolean {
  const grant = findRefreshGrant(context, token)
  if (!grant) return false
  grant.record.revoked = true
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

/** Marks an authorization code used: it is used up by the first exchange, even a failing one. */
export function useAuthorizationCode(context: EmulatorContext, record: AuthCodeRecord): void {
  record.used = true
  context.changed()
}

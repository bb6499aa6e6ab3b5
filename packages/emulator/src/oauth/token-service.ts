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

/** Drops expired access tokens and codes now and then, so a long-running emulator does not grow without end. */
function sweepExpired(context: EmulatorContext): void {
  const now = context.now()
  for (const [token, record] of context.state.accessTokens)
    if (record.expiresAt <= now) context.state.accessTokens.delete(token)
  for (const [code, record] of context.state.authCodes)
    if (record.expiresAt <= now) context.state.authCodes.delete(code)
}

/** Issues a new access token for a refresh token's subject. */
export function issueAccessToken(context: EmulatorContext, refresh: RefreshTokenRecord): TokenResponse {
  if (context.state.accessTokens.size % 512 === 511) sweepExpired(context)
  const ttl = context.options.accessTokenTtlSeconds
  const token = newSecret('AT')
  context.state.accessTokens.set(token, {
    token,
    subject: refresh.subject,
    clientId: refresh.clientId,
    expiresAt: context.now() + ttl * 1000,
    refreshToken: refresh.token,
  })
  context.changed()
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
  context.changed()
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

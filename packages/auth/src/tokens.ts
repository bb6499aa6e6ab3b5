import { isRecord } from './env'

/**
 * Who a session acts as: `none` (no tokens yet), `visitor` (an anonymous token) or `member`
 * (logged in).
 */
export type TokenRole = 'none' | 'visitor' | 'member'

/** An access token and when it expires. */
export interface AccessToken {
  /** The token, sent as the raw `Authorization` header (no `Bearer ` prefix). */
  value: string
  /** Expiry in seconds since the epoch (now in seconds + `expires_in` when it was issued). */
  expiresAt: number
}

/** A refresh token and the role of the session it continues. */
export interface RefreshToken {
  /** The token. */
  value: string
  /** `visitor` for an anonymous grant, `member` for a login; `none` when empty. */
  role: TokenRole
}

/** The token pair a session owns. */
export interface Tokens {
  /** The access token. */
  accessToken: AccessToken
  /** The refresh token. */
  refreshToken: RefreshToken
}

/** A session with no tokens (role `none`). */
export function emptyTokens(): Tokens {
  return { accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: 'none' } }
}

const ROLES: ReadonlySet<string> = new Set<TokenRole>(['none', 'visitor', 'member'])
const MAX_TOKEN = 16_384

function tokenString(value: unknown): string {
  return typeof value === 'string' && value.length <= MAX_TOKEN ? value : ''
}

/**
 * Reads a token pair from anything a storage handed back, building a fresh object from the
 * known fields only (no prototype games, no `NaN` expiry). `undefined` when it is not a token
 * pair at all.
 */
export function parseTokens(value: unknown): Tokens | undefined {
  if (!isRecord(value)) return undefined
  const access = isRecord(value['accessToken']) ? value['accessToken'] : {}
  const refresh = isRecord(value['refreshToken']) ? value['refreshToken'] : {}
  const expiresAt = access['expiresAt']
  const refreshValue = tokenString(refresh['value'])
  const role = refresh['role']
  return {
    accessToken: {
      value: tokenString(access['value']),
      expiresAt: typeof expiresAt === 'number' && Number.isFinite(expiresAt) ? expiresAt : 0,
    },
    refreshToken: {
      value: refreshValue,
      role:
        refreshValue === ''
          ? 'none'
          : typeof role === 'string' && ROLES.has(role) && role !== 'none'
            ? (role as TokenRole)
            : 'visitor',
    },
  }
}

/** Whether two token pairs are the same. */
export function sameTokens(a: Tokens, b: Tokens): boolean {
  return (
    a.accessToken.value === b.accessToken.value &&
    a.accessToken.expiresAt === b.accessToken.expiresAt &&
    a.refreshToken.value === b.refreshToken.value &&
    a.refreshToken.role === b.refreshToken.role
  )
}

/** A deep copy, so that callers never hold the session's own objects. */
export function copyTokens(tokens: Tokens): Tokens {
  return { accessToken: { ...tokens.accessToken }, refreshToken: { ...tokens.refreshToken } }
}

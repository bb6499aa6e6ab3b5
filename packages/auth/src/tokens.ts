import { fieldsOf, isRecord } from './env'

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

/** The longest token believed (longer ones, from storage or the wire, are junk). */
const MAX_TOKEN = 16_384
/**
 * What a token may hold: visible ASCII and Latin-1, nothing `fetch` would refuse in a header
 * (CR, LF, NUL, characters above U+00FF) or trim from it (spaces), and no other control character.
 */
const SENDABLE = /^[!-~\x80-\xff]*$/

/** A token string that can be sent, or `''` when `value` is not one. */
export function tokenString(value: unknown): string {
  return typeof value === 'string' && value.length <= MAX_TOKEN && SENDABLE.test(value) ? value : ''
}

/**
 * Reads a token pair from anything a storage handed back, building a fresh object from the
 * known fields only (no prototype games, no `NaN` expiry). `undefined` when it is not a token
 * pair at all.
 */
export function parseTokens(value: unknown): Tokens | undefined {
  if (!isRecord(value)) return undefined
  const access = fieldsOf(value['accessToken'])
  const refresh = fieldsOf(value['refreshToken'])
  const expiresAt = access['expiresAt']
  const refreshValue = tokenString(refresh['value'])
  return {
    accessToken: {
      value: tokenString(access['value']),
      expiresAt: typeof expiresAt === 'number' && Number.isFinite(expiresAt) ? expiresAt : 0,
    },
    refreshToken: {
      value: refreshValue,
      // A refresh token is a visitor's unless it says member; no token, no role.
      role: refreshValue === '' ? 'none' : refresh['role'] === 'member' ? 'member' : 'visitor',
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

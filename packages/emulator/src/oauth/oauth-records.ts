/** Stored OAuth state: tokens, codes and the identities they stand for. */

/** Who a token stands for. A member subject remembers the visitor it logged in from. */
export type Subject = { kind: 'visitor'; visitorId: string } | { kind: 'member'; memberId: string }

/**
 * An anonymous visitor, with the state of the refresh token its anonymous grant gave. That token is
 * not stored: it is sealed from the visitor id with the state's `tokenKey`, so a visitor costs one
 * record. (Access tokens are not stored either: each carries its refresh token and expiry, sealed.)
 */
export interface VisitorRecord {
  id: string
  /** The client of the anonymous grant. */
  clientId: string
  /** Epoch ms of the anonymous grant. */
  createdAt: number
  /** Epoch ms of the last refresh grant with the visitor's refresh token (absent: never used). */
  lastUsedAt?: number
  /**
   * The visitor's refresh token is revoked. Visitors loaded from a version-1 state file have it
   * set: their refresh token is the one kept in `refreshTokens`.
   */
  revoked: boolean
}

/**
 * A refresh token kept by its value: a member's (and any loaded from a version-1 state file). Its
 * role follows from the grant that produced it.
 */
export interface RefreshTokenRecord {
  token: string
  subject: Subject
  clientId: string
  revoked: boolean
  createdAt: number
  /** Epoch ms of the last refresh grant with it (absent: never used since `createdAt`). */
  lastUsedAt?: number
}

/** An authorization code waiting to be exchanged (single use, short-lived). */
export interface AuthCodeRecord {
  code: string
  clientId: string
  /** The redirect URI of the authorization request; the exchange must repeat it exactly. */
  redirectUri?: string
  codeChallenge: string
  memberId: string
  /** The visitor who logged in, whose cart carries over to the member. */
  visitorId?: string
  expiresAt: number
  used: boolean
  /** Refresh token issued for the code, revoked if the code is replayed. */
  issuedRefreshToken?: string
}

/** Stored OAuth state: tokens, codes and the identities they stand for. */

/** Who a token stands for. A member subject remembers the visitor it logged in from. */
export type Subject = { kind: 'visitor'; visitorId: string } | { kind: 'member'; memberId: string }

/** An anonymous visitor. */
export interface VisitorRecord {
  id: string
  createdDate: string
}

/** An access token: opaque, short-lived. */
export interface AccessTokenRecord {
  token: string
  subject: Subject
  clientId: string
  /** Epoch ms. */
  expiresAt: number
  /** The refresh token this access token was issued with. */
  refreshToken: string
}

/** A refresh token: its role follows from the grant that produced it. */
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

import { HttpError, InvalidResponseError } from '@vitrine/core'
import { fieldsOf, nowInSeconds } from '../env'
import { TokenRequestError } from '../errors'
import type { Send } from '../send'
import { type AccessToken, type TokenRole, type Tokens, tokenString } from '../tokens'

/** `expires_in` when the answer has none (or junk): one hour. */
export const DEFAULT_EXPIRES_IN = 3600
/** The shortest lifetime believed: twice the early-renewal margin, so no refresh on every request. */
export const MIN_EXPIRES_IN = 120
/** The longest lifetime believed: one day. */
export const MAX_EXPIRES_IN = 86_400

/** What a token answer gives: an access token, and a refresh token when it carried one. */
export interface TokenAnswer {
  accessToken: AccessToken
  refreshToken: string | undefined
}

/**
 * `expires_in` in seconds, validated and clamped: a number (or numeric string) within
 * {@link MIN_EXPIRES_IN}…{@link MAX_EXPIRES_IN}; missing or junk gives {@link DEFAULT_EXPIRES_IN}.
 * Never `NaN`.
 */
export function clampExpiresIn(raw: unknown): number {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw
  if (typeof value !== 'number' || Number.isNaN(value)) return DEFAULT_EXPIRES_IN
  return Math.min(MAX_EXPIRES_IN, Math.max(MIN_EXPIRES_IN, Math.floor(value)))
}

/** A success without usable tokens. Its body is not kept: it may hold a refresh token. */
export function invalidTokenResponse(): TokenRequestError {
  return new TokenRequestError('INVALID_TOKEN_RESPONSE', { status: 200 })
}

/** An own field of the answer: nothing inherited (a polluted prototype) is ever read. */
function own(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined
}

/**
 * Calls `POST /oauth2/token` with a JSON body (wire notes §3), without the session's own
 * credentials, and reads the answer. Error answers become a {@link TokenRequestError}
 * (`something went wrong`, with status and request id); network failures and timeouts stay
 * core's `NetworkError` / `TimeoutError`. A success without an access token is refused: a
 * request must never go out without credentials by accident.
 */
export async function requestTokens(
  send: Send,
  body: Record<string, unknown>,
  headers?: Readonly<Record<string, string>>,
): Promise<TokenAnswer> {
  let answer: unknown
  try {
    answer = await send<unknown>({
      method: 'POST',
      service: 'oauth',
      path: '/oauth2/token',
      body,
      headers,
      auth: false,
      idempotent: false,
    })
  } catch (error) {
    if (!HttpError.is(error)) throw error
    throw new TokenRequestError(
      InvalidResponseError.is(error) ? 'INVALID_TOKEN_RESPONSE' : 'TOKEN_REQUEST_FAILED',
      {
        status: error.status,
        requestId: error.requestId,
        details: error.details,
        body: error.body,
        request: error.request,
        cause: error,
      },
    )
  }
  const fields = fieldsOf(answer)
  const accessToken = tokenString(own(fields, 'access_token'))
  // The body of a success is not kept: it may hold a refresh token.
  if (accessToken === '') throw invalidTokenResponse()
  return {
    accessToken: {
      value: accessToken,
      expiresAt: nowInSeconds() + clampExpiresIn(own(fields, 'expires_in')),
    },
    refreshToken: tokenString(own(fields, 'refresh_token')) || undefined,
  }
}

/**
 * A grant that starts a session (anonymous, authorization code, authorized client): its answer
 * must carry a refresh token, which gets `role`.
 */
export async function requestNewTokens(
  send: Send,
  body: Record<string, unknown>,
  role: TokenRole,
  headers?: Readonly<Record<string, string>>,
): Promise<Tokens> {
  const { accessToken, refreshToken } = await requestTokens(send, body, headers)
  if (refreshToken === undefined) throw invalidTokenResponse()
  return { accessToken, refreshToken: { value: refreshToken, role } }
}

import { type CallOptions, HttpError, InvalidResponseError } from '@vitrine/core'
import { type AnswerInfo, inputOptional, type Operation } from '@vitrine/core/module'
import { fieldsOf, nowInSeconds } from '../env'
import { TokenRequestError } from '../errors'
import type { SessionCore } from '../session/session-core'
import { type AccessToken, type TokenRole, type Tokens, tokenString } from '../tokens'

/** `expires_in` when the answer has none (or junk): one hour. */
export const DEFAULT_EXPIRES_IN = 3600
/** The shortest lifetime believed: twice the early-renewal margin, so no refresh on every request. */
export const MIN_EXPIRES_IN = 120
/** The longest lifetime believed: one day. */
export const MAX_EXPIRES_IN = 86_400

/** A grant of the token endpoint: its JSON body (wire notes §3). */
export type TokenGrant = Readonly<Record<string, string>>

/** A token answer, read and checked: tokens that can be sent, and a clamped lifetime. */
export interface TokenAnswer {
  /** The access token. */
  accessToken: string
  /** Its lifetime in seconds, clamped to {@link MIN_EXPIRES_IN}…{@link MAX_EXPIRES_IN}. */
  expiresIn: number
  /** The refresh token, when the answer carried one. */
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

/**
 * A success without usable tokens, with the answer's status and request id when known. Its body
 * is not kept: it may hold a refresh token.
 */
function invalidTokenResponse(info?: AnswerInfo): TokenRequestError {
  return new TokenRequestError('INVALID_TOKEN_RESPONSE', {
    status: info?.status ?? 200,
    requestId: info?.requestId,
    request: info?.request,
  })
}

/** An own field of the answer: nothing inherited (a polluted prototype) is ever read. */
function own(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined
}

/**
 * Reads a token answer. Refused (`INVALID_TOKEN_RESPONSE`) when it has no access token — a
 * request must never go out without credentials by accident — or when a token it carries could
 * not be sent in a header (CR, LF, NUL, a character outside Latin-1): stored, it would make every
 * later call fail as a network error.
 */
function tokenAnswer(answer: unknown, _args: unknown, info: AnswerInfo): TokenAnswer {
  const fields = fieldsOf(answer)
  const accessToken = tokenString(own(fields, 'access_token'))
  const refresh = own(fields, 'refresh_token')
  const refreshToken = tokenString(refresh)
  if (accessToken === '' || (refresh != null && refresh !== refreshToken)) throw invalidTokenResponse(info)
  return {
    accessToken,
    expiresIn: clampExpiresIn(own(fields, 'expires_in')),
    refreshToken: refreshToken || undefined,
  }
}

/** The arguments of {@link token}: the grant, and the headers of the authorized-client grant. */
type TokenArgs = [grant: TokenGrant, headers?: Readonly<Record<string, string>> | undefined]

/**
 * `POST /oauth2/token` with a JSON body (wire notes §3), without the session's own credentials
 * (`headers` carries the authorized-client grant's combined authorization), never retried blindly
 * (a lost answer may have rotated the refresh token). Hooks see it as `oauth.token`.
 */
export const token: Operation<TokenArgs, unknown, TokenAnswer> = {
  name: 'oauth.token',
  // Built by the session, never by a caller: the grant and, when given, the headers are objects.
  params: [
    ['grant', {}],
    ['headers', /* @__PURE__ */ inputOptional({})],
  ],
  request: ([body, headers]) => ({
    method: 'POST',
    service: 'oauth',
    path: '/oauth2/token',
    body,
    headers,
    auth: false,
    idempotent: false,
  }),
  result: tokenAnswer,
}

/** Where a client without `host` sends its calls (core's default: the platform's own API host). */
const PLATFORM_HOST = 'https://www.wixapis.com'

/** The client ids already warned about: one warning per id and process (or page). */
const warned = new Set<string>()

/**
 * The platform does not know the session's client id (`invalid_client`). The error stays the
 * spec's `something went wrong` (a `TokenRequestError` whose `oauthError` is `invalid_client`);
 * this warning, once per client id, names the id and where it comes from.
 */
function warnUnknownClient(clientId: string | undefined, url: string | undefined): void {
  const id = JSON.stringify((clientId ?? '').slice(0, 200))
  if (warned.has(id)) return
  warned.add(id)
  // A client created without `host` calls the platform's own hosts: say so, it may be the mistake.
  const noHost = url?.startsWith(`${PLATFORM_HOST}/`)
    ? ` This client has no host, so it asked the platform's own hosts (${PLATFORM_HOST}): to use the emulator, pass createClient({ host }) its URL (VITRINE_HOST in the storefront).`
    : ''
  console.warn(
    `[@vitrine/auth] The platform does not know the OAuth client id ${id} (invalid_client). Pass the client id of your site's OAuth app, as registered for the site on the platform, to oauth({ clientId }) (the storefront reads it from VITRINE_CLIENT_ID). An emulator started with --client-id (or the clients option) accepts only the ids it lists: its log names them.${noHost}`,
  )
}

/**
 * Runs {@link token} through the session's client. Error answers become a
 * {@link TokenRequestError} (`something went wrong`, with status and request id); network
 * failures and timeouts stay core's `NetworkError` / `TimeoutError`; an abort rejects with the
 * signal's reason.
 */
export async function requestTokens(
  core: Pick<SessionCore, 'prepare'>,
  grant: TokenGrant,
  headers?: Readonly<Record<string, string>>,
  options?: CallOptions,
): Promise<{ accessToken: AccessToken; refreshToken: string | undefined }> {
  let answer: TokenAnswer
  try {
    answer = await core.prepare(token, [grant, headers], options)()
  } catch (error) {
    if (!HttpError.is(error) || TokenRequestError.is(error)) throw error
    const refused = new TokenRequestError(
      InvalidResponseError.is(error) ? 'INVALID_TOKEN_RESPONSE' : 'TOKEN_REQUEST_FAILED',
      {
        ...error,
        cause: error,
      },
    )
    if (refused.oauthError === 'invalid_client') warnUnknownClient(grant['clientId'], refused.request?.url)
    throw refused
  }
  return {
    accessToken: { value: answer.accessToken, expiresAt: nowInSeconds() + answer.expiresIn },
    refreshToken: answer.refreshToken,
  }
}

/**
 * A grant that starts a session (anonymous, authorization code, authorized client): its answer
 * must carry a refresh token, which gets `role`.
 */
export async function requestNewTokens(
  core: Pick<SessionCore, 'prepare'>,
  grant: TokenGrant,
  role: TokenRole,
  headers?: Readonly<Record<string, string>>,
  options?: CallOptions,
): Promise<Tokens> {
  const { accessToken, refreshToken } = await requestTokens(core, grant, headers, options)
  if (refreshToken === undefined) throw invalidTokenResponse()
  return { accessToken, refreshToken: { value: refreshToken, role } }
}

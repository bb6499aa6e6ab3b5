// The chunk of `routeSession()`: renewal, the code exchange and the logout, each a request to the
// app's session route (never to the platform's token endpoint). Loaded on first use, like the
// platform renewal of `oauth()`, and under the same single flight and back-off.
import { NetworkError, TimeoutError } from '@vitrine/core'
import { checkInput, inputNonEmpty } from '@vitrine/core/module'
import { fieldsOf, nowInSeconds } from '../env'
import { TokenRequestError } from '../errors'
import { flight } from '../renewal/flight'
import { withLock } from '../renewal/lock'
import { clampExpiresIn } from '../renewal/token-endpoint'
import type { RenewalHost } from '../session/session-core'
import type { LogoutOptions, SessionChangeReason } from '../session/types'
import { type TokenRole, type Tokens, tokenString } from '../tokens'
import { type RouteAnswer, type RouteRequest, routeConfigs } from './route-config'

/** The answer's Retry-After in milliseconds (seconds on the wire), when it has one. */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'))
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined
}

/**
 * Posts `body` to the session's route and reads its answer. An error status becomes a
 * `TokenRequestError` with the route's status (a `503` when the platform is down, so the
 * back-off of the renewal applies); a network failure or timeout core's `NetworkError` /
 * `TimeoutError`.
 */
async function ask(host: RenewalHost, body: RouteRequest, timeout: number | undefined): Promise<RouteAnswer> {
  const config = routeConfigs.get(host)
  if (!config) throw new TokenRequestError('TOKEN_REQUEST_FAILED', { status: 0 })
  let response: Response
  try {
    response = await config.fetch(config.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
      ...(timeout === undefined ? {} : { signal: AbortSignal.timeout(timeout) }),
    })
  } catch (error) {
    if (fieldsOf(error)['name'] === 'TimeoutError' && timeout !== undefined) throw new TimeoutError(timeout)
    throw new NetworkError(
      `The session route could not be reached: ${String(fieldsOf(error)['message'] ?? error)}`,
    )
  }
  let answer: unknown
  try {
    answer = await response.json()
  } catch {
    answer = undefined
  }
  if (!response.ok) {
    throw new TokenRequestError('TOKEN_REQUEST_FAILED', {
      status: response.status,
      body: answer,
      retryAfter: retryAfterOf(response),
    })
  }
  const fields = fieldsOf(answer)
  const role = fields['role']
  if (role !== 'visitor' && role !== 'member' && role !== 'none') {
    throw new TokenRequestError('INVALID_TOKEN_RESPONSE', { status: response.status })
  }
  return {
    role,
    accessToken: tokenString(fields['accessToken']),
    expiresIn: clampExpiresIn(fields['expiresIn']),
    ...(fields['reset'] === 'invalid_grant' ? { reset: 'invalid_grant' as const } : {}),
    ...(typeof fields['logoutUrl'] === 'string' ? { logoutUrl: fields['logoutUrl'] } : {}),
  }
}

/** The tokens a browser holds after a route answer: the access token, and the role without its refresh token. */
function tokensOf(answer: RouteAnswer): Tokens {
  if (answer.role === 'none' || !answer.accessToken) {
    throw new TokenRequestError('INVALID_TOKEN_RESPONSE', { status: 200 })
  }
  return {
    accessToken: { value: answer.accessToken, expiresAt: nowInSeconds() + (answer.expiresIn ?? 0) },
    refreshToken: { value: '', role: answer.role },
  }
}

/** Why the tokens changed: a renewal, a first visitor, or another tab (or device) that changed who is signed in. */
function reasonOf(previous: TokenRole, next: TokenRole): SessionChangeReason {
  if (previous === next) return 'refresh'
  return previous === 'none' && next === 'visitor' ? 'visitor' : 'other-tab'
}

/**
 * Renews the access token through the session route: the route refreshes with the refresh
 * token of its HttpOnly cookie (or creates the visitor when there is none), and answers the new
 * access token. Single flight with the back-off of the platform renewal; tabs of one browser
 * take turns (Web Locks), so the second finds the cookie the first one renewed.
 */
export function renew(
  host: RenewalHost,
  rejected: string | undefined,
  timeout: number | undefined,
): Promise<void> {
  return flight(host, () =>
    withLock(`vitrine.auth-route:${host.clientId}`, async () => {
      const generation = host.generation
      const previousRole = host.tokens.refreshToken.role
      const answer = await ask(host, { action: 'renew', rejected }, timeout)
      const next = tokensOf(answer)
      // A logout or a login during the request wins over the answer.
      if (generation !== host.generation) return
      host.apply(next, answer.reset ? 'reset' : reasonOf(previousRole, next.refreshToken.role))
      await host.storage.write(next)
      if (previousRole !== next.refreshToken.role) routeConfigs.get(host)?.channel?.postMessage('changed')
      if (answer.reset) {
        if (previousRole === 'member') host.machine = undefined
        host.onReset?.({
          reason: 'invalid_grant',
          previousRole,
          error: new TokenRequestError('TOKEN_REQUEST_FAILED', {
            status: 400,
            body: { error: 'invalid_grant' },
          }),
        })
      }
    }),
  )
}

/**
 * A grant that starts a member session, run by the session route: the authorization code of a
 * hosted or background login is exchanged on the server, which keeps the refresh token in its
 * HttpOnly cookie; the browser gets the access token. Only `authorization_code` grants go
 * through a route (the authorized-client grant is a server's, with an API key).
 */
export async function grant(
  host: RenewalHost,
  body: Readonly<Record<string, string>>,
  _role: TokenRole,
  _headers?: Readonly<Record<string, string>>,
  options?: { timeout?: number | undefined },
): Promise<Tokens> {
  const { grantType, code, codeVerifier, redirectUri } = body
  if (grantType !== 'authorization_code' || !code || !codeVerifier) {
    throw new TokenRequestError('TOKEN_REQUEST_FAILED', {
      status: 400,
      body: { error: 'unsupported_grant_type' },
    })
  }
  const tokens = tokensOf(
    await ask(host, { action: 'login', code, codeVerifier, redirectUri }, options?.timeout),
  )
  routeConfigs.get(host)?.channel?.postMessage('changed')
  return tokens
}

/**
 * Ends the session on the route (the local tokens are already gone): it clears its cookies and,
 * with a `returnUrl`, creates the platform's hosted logout with the member's token it holds —
 * the browser may hold none by then — and answers its URL.
 */
export async function end(
  host: RenewalHost,
  options: LogoutOptions | undefined,
): Promise<string | undefined> {
  if (options !== undefined) checkInput([{ returnUrl: inputNonEmpty }, options, ''])
  const answer = await ask(host, { action: 'logout', returnUrl: options?.returnUrl }, options?.timeout)
  routeConfigs.get(host)?.channel?.postMessage('changed')
  if (options === undefined) return undefined
  if (!answer.logoutUrl) throw new TokenRequestError('INVALID_TOKEN_RESPONSE', { status: 200 })
  return answer.logoutUrl
}

import { createClient, type HostOption, HttpError, InvalidInputError, TimeoutError } from '@vitrine/core'
import { inputBoolean } from '@vitrine/core/lazy-leaves'
import { checkInput, inputNonEmpty, inputOptional, inputValue } from '@vitrine/core/module'
import { fieldsOf, nowInSeconds } from '../env'
import { TokenRequestError } from '../errors'
import { hostedLogout } from '../interactive/flows/hosted-logout'
import { requestNewTokens } from '../renewal/token-endpoint'
import type { RouteAnswer } from '../route/route-config'
import { oauth } from '../session/oauth'
import type { SessionCore } from '../session/session-core'
import type { OAuthSession } from '../session/types'
import { isUsable } from '../session/usable'
import { cookieValues } from '../storage/cookie-store'
import { emptyTokens, type Tokens } from '../tokens'
import { CookieSealer } from './sealed-cookie'

/** Options of {@link sessionRoute}. */
export interface SessionRouteOptions {
  /** The OAuth client id of your headless site (the browser's `routeSession()` uses the same). */
  clientId: string
  /**
   * The secret that seals the session cookie (AES-256-GCM): at least 32 characters, from your
   * environment, the same on every instance of the app. A list rotates secrets: the first seals,
   * every one opens.
   */
  secret: string | readonly string[]
  /** Where the platform answers (`createClient`'s `host`): the emulator's origin in development. */
  host?: HostOption | undefined
  /** A custom `fetch` for the platform (tests, edge runtimes). */
  fetch?: typeof fetch | undefined
  /**
   * The cookie's name: `__Host-<name>` on https (no other site, not even a sibling subdomain, can
   * set it), `<name>` on plain http (local development). The role hint is `<cookie>.role`.
   * Default `vitrine_session`.
   */
  name?: string | undefined
  /** How many days a session lasts without a renewal (each renewal starts it again). Default `30`. */
  days?: number | undefined
  /**
   * Whether the cookies are `Secure` (and `__Host-`). Default: whether the request's URL is https.
   * Behind a proxy that terminates TLS, pass `true`.
   */
  secure?: boolean | undefined
  /**
   * Origins allowed to call the route besides the request's own, for browsers that send no
   * `Sec-Fetch-Site` (a proxy that rewrites the request's host). Default: none.
   */
  origins?: readonly string[] | undefined
  /** `refresh()` renews an access token that expires within this many seconds. Default `300`. */
  renewWithin?: number | undefined
}

/** What {@link SessionRoute.refresh} gives a proxy: the cookies to set, and the request's new `Cookie` header. */
export interface SessionRefresh {
  /** The `Set-Cookie` values to send with the response (empty when nothing changed). */
  setCookies: string[]
  /** The request's `Cookie` header with the renewed session, for the pages of this request (`undefined`: unchanged). */
  cookie: string | undefined
}

/** The session route of {@link sessionRoute}. */
export interface SessionRoute {
  /**
   * The route handler: `POST` with a JSON body `{ action: 'renew' | 'login' | 'logout' }`, from
   * the app's own pages only. Mount it as a Next.js route handler (`export const POST = route.handle`).
   */
  handle(request: Request): Promise<Response>
  /**
   * A session for a server render, read from the request's `Cookie` header: the visitor's or
   * member's tokens (role `none` without a valid cookie). It keeps its tokens in memory and
   * never writes cookies (a Server Component cannot): renew them ahead with {@link SessionRoute.refresh}.
   */
  session(cookie: string | null | undefined): Promise<OAuthSession>
  /**
   * For a proxy (Next.js `proxy.ts`) in front of the pages: renews the session when its access
   * token expires within `renewWithin` seconds, and returns the cookies to set. A request
   * without a session gets none: no visitor is created for a crawler or a link preview.
   */
  refresh(request: Request): Promise<SessionRefresh>
}

const DAY = 86_400
const MAX_BODY = 8192
const DEFAULT_NAME = 'vitrine_session'
/** PKCE verifiers (RFC 7636): 43 to 128 unreserved characters. */
const VERIFIER = /^[\w.~-]{43,128}$/

const secretRule = (value: unknown): boolean => typeof value === 'string' && value.length >= 32
const OPTIONS = {
  clientId: inputNonEmpty,
  secret: /* @__PURE__ */ inputValue(
    (value) => secretRule(value) || (Array.isArray(value) && value.length > 0 && value.every(secretRule)),
    'a secret of at least 32 characters, or a non-empty list of them',
  ),
  name: /* @__PURE__ */ inputOptional(
    /* @__PURE__ */ inputValue(
      (value) => typeof value === 'string' && /^[\w-]+$/.test(value),
      'a cookie name: letters, digits, _ and -',
    ),
  ),
  days: /* @__PURE__ */ inputOptional(
    /* @__PURE__ */ inputValue(
      (value) => typeof value === 'number' && value > 0 && value <= 400,
      'a number of days, at most 400',
    ),
  ),
  secure: /* @__PURE__ */ inputOptional(inputBoolean),
  origins: /* @__PURE__ */ inputOptional(
    /* @__PURE__ */ inputValue(
      (value) => Array.isArray(value) && value.every((origin) => typeof origin === 'string'),
      'a list of origins',
    ),
  ),
  renewWithin: /* @__PURE__ */ inputOptional(
    /* @__PURE__ */ inputValue((value) => typeof value === 'number' && value >= 0, 'a number of seconds'),
  ),
}

/** A JSON answer that no cache keeps. */
function answer(
  status: number,
  body: object,
  headers: Record<string, string> = {},
  setCookies: string[] = [],
): Response {
  const response = new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    },
  })
  for (const cookie of setCookies) response.headers.append('set-cookie', cookie)
  return response
}

/**
 * Whether the request comes from the app's own pages. `Sec-Fetch-Site` (set by the browser, which
 * scripts cannot forge) must say `same-origin`; a browser that does not send it must send an
 * `Origin` equal to the request's own or one of `origins` (the approach of Go's
 * `CrossOriginProtection`). A request with neither is refused: no page of ours sent it.
 */
function fromOwnPages(request: Request, origins: readonly string[]): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site !== null) return site === 'same-origin'
  const origin = request.headers.get('origin')
  return origin !== null && (origin === new URL(request.url).origin || origins.includes(origin))
}

/** The body as JSON, read up to {@link MAX_BODY} bytes; `undefined` when larger or not JSON. */
async function readBody(request: Request): Promise<unknown> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY) return undefined
  const reader = request.body?.getReader()
  if (!reader) return undefined
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size > MAX_BODY) {
      await reader.cancel().catch(() => undefined)
      return undefined
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.length
  }
  try {
    return JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    return undefined
  }
}

/** The one value of a cookie, or `undefined` when absent or ambiguous (two of one name: never guessed). */
function single(header: string | null | undefined, name: string): string | undefined {
  const values = cookieValues(header, name)
  return values.length === 1 ? values[0] : undefined
}

/** How a failed platform call is answered: the platform down or slowing us → 503/429 (the browser backs off). */
function failure(error: unknown): Response {
  const status = HttpError.is(error) ? error.status : 0
  const retryAfter = HttpError.is(error) ? error.retryAfter : undefined
  const headers: Record<string, string> =
    retryAfter === undefined ? {} : { 'retry-after': String(Math.ceil(retryAfter / 1000)) }
  if (status === 429) return answer(429, { error: 'slow_down' }, headers)
  if (TokenRequestError.is(error) && status === 400) {
    return answer(400, { error: error.oauthError ?? 'invalid_request' })
  }
  const down = status === 0 || status >= 500 || TimeoutError.is(error)
  return answer(down ? 503 : 502, { error: down ? 'platform_unavailable' : 'token_request_failed' }, headers)
}

/**
 * The server half of a session whose refresh token stays out of the browser (the "backend for
 * frontend" of OAuth for browser-based apps, RFC 9700): a route handler that keeps the token pair
 * in an HttpOnly cookie — sealed with AES-256-GCM under your secret, `SameSite=Lax`, `Secure` and
 * `__Host-` on https — and answers the browser's `routeSession()` with short-lived access tokens.
 *
 * - `renew`: the cookie's access token while it is fresh; else the refresh grant, server side
 *   (a refused refresh token — `invalid_grant` — becomes a new visitor, and the answer says
 *   `reset`); with no cookie, a new visitor: the first time a browser needs a token, never for a
 *   page view.
 * - `login`: exchanges the authorization code of a hosted or background login (PKCE), so the
 *   member's refresh token goes from the platform straight into the cookie.
 * - `logout`: clears the cookies; with a `returnUrl`, also creates the platform's hosted logout
 *   with the member's token (it ends their platform session and revokes the refresh token) and
 *   answers its URL.
 *
 * The route refuses what its own pages did not send (`Sec-Fetch-Site`, else `Origin`: 403), a
 * body that is not JSON (415), any method but `POST` (405); every answer is `no-store`. A cookie
 * that was tampered with, sealed for another name, with an unknown secret, or kept past its
 * expiry reads as no session. A platform that fails (5xx, network, timeout) answers `503` and
 * leaves the cookie as it was: a member stays a member.
 *
 * Nothing is read from the clock, randomness or the secret until the first request.
 *
 * @param options - the client id, the secret, the platform's host, cookie settings.
 * @example
 * ```ts
 * // app/api/session/route.ts (Next.js); the browser uses routeSession({ clientId: 'my-client' })
 * import { sessionRoute } from '@vitrine/auth/server'
 *
 * const route = sessionRoute({
 *   clientId: 'my-client',
 *   secret: process.env['SESSION_SECRET'] ?? '',
 *   host: process.env['VITRINE_HOST'],
 * })
 * export const POST = (request: Request): Promise<Response> => route.handle(request)
 * ```
 */
export function sessionRoute(options: SessionRouteOptions): SessionRoute {
  checkInput([OPTIONS, options, ''])
  const { clientId, host, days = 30, origins = [], renewWithin = 300 } = options
  const base = options.name ?? DEFAULT_NAME
  const sealer = new CookieSealer(typeof options.secret === 'string' ? [options.secret] : options.secret)
  const platformFetch = options.fetch

  /** A session attached to a client of the platform, starting with `tokens`. */
  const platformSession = (tokens: Tokens | undefined, onReset?: () => void): OAuthSession => {
    const session = oauth({ clientId, tokens, onSessionReset: onReset })
    createClient({ host, fetch: platformFetch, auth: session })
    return session
  }

  const secureFor = (request: Request): boolean =>
    options.secure ?? new URL(request.url).protocol === 'https:'
  const nameFor = (secure: boolean): string => (secure ? `__Host-${base}` : base)

  /** The session of a `Cookie` header: the `__Host-` cookie first; each opens only under its own name. */
  const read = async (header: string | null | undefined): Promise<Tokens | undefined> => {
    const now = nowInSeconds()
    for (const name of [`__Host-${base}`, base]) {
      const value = single(header, name)
      if (value === undefined) continue
      const opened = await sealer.open(name, value, now)
      if (opened) return opened.tokens
    }
    return undefined
  }

  const maxAge = Math.round(days * DAY)
  const attributes = (secure: boolean): string =>
    `; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`
  /** The role hint: readable by scripts, it holds the role only (the browser's first render). */
  const hint = (tokens: Tokens, secure: boolean): string =>
    `${nameFor(secure)}.role=${tokens.refreshToken.role}${attributes(secure)}`

  /** The `Set-Cookie` values that store `tokens` (the sealed pair, HttpOnly; the role hint, readable). */
  const store = async (tokens: Tokens, secure: boolean): Promise<string[]> => {
    const name = nameFor(secure)
    const sealed = await sealer.seal(name, { tokens, expiresAt: nowInSeconds() + maxAge })
    return [`${name}=${sealed}${attributes(secure)}; HttpOnly`, hint(tokens, secure)]
  }

  const clear = (secure: boolean): string[] => {
    const name = nameFor(secure)
    const attributes = `=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`
    return [`${name}${attributes}; HttpOnly`, `${name}.role${attributes}`]
  }

  /** The browser's answer for `tokens`: never the refresh token. */
  const answerOf = (tokens: Tokens, reset: boolean): RouteAnswer => ({
    role: tokens.refreshToken.role,
    accessToken: tokens.accessToken.value,
    expiresIn: Math.max(0, tokens.accessToken.expiresAt - nowInSeconds()),
    ...(reset ? { reset: 'invalid_grant' as const } : {}),
  })

  /** The refresh grant (or a new visitor without tokens); `reset` when the refresh token was refused for good. */
  const renewed = async (current: Tokens | undefined): Promise<{ tokens: Tokens; reset: boolean }> => {
    let reset = false
    const session = platformSession(current, () => {
      reset = true
    })
    await session.renewTokens()
    return { tokens: session.getTokens(), reset }
  }

  const renew = async (request: Request, body: Record<string, unknown>): Promise<Response> => {
    const current = await read(request.headers.get('cookie'))
    const secure = secureFor(request)
    const rejected = typeof body['rejected'] === 'string' ? body['rejected'] : undefined
    if (current && isUsable(current.accessToken) && current.accessToken.value !== rejected) {
      // Still fresh: no platform call. The role hint is set again in case it was lost.
      return answer(200, answerOf(current, false), {}, [hint(current, secure)])
    }
    let next: { tokens: Tokens; reset: boolean }
    try {
      next = await renewed(current)
    } catch (error) {
      return failure(error)
    }
    return answer(200, answerOf(next.tokens, next.reset), {}, await store(next.tokens, secure))
  }

  const login = async (request: Request, body: Record<string, unknown>): Promise<Response> => {
    const { code, codeVerifier, redirectUri } = body
    if (
      typeof code !== 'string' ||
      code === '' ||
      code.length > 4096 ||
      typeof codeVerifier !== 'string' ||
      !VERIFIER.test(codeVerifier) ||
      (redirectUri !== undefined && (typeof redirectUri !== 'string' || redirectUri.length > 4096))
    ) {
      return answer(400, { error: 'invalid_request' })
    }
    const grant: Record<string, string> = { clientId, grantType: 'authorization_code', code, codeVerifier }
    if (redirectUri !== undefined) grant['redirectUri'] = redirectUri
    let tokens: Tokens
    try {
      // The session is core's `AuthStrategy`: its `prepare` runs the token operation on its client.
      tokens = await requestNewTokens(
        platformSession(undefined) as OAuthSession & Pick<SessionCore, 'prepare'>,
        grant,
        'member',
      )
    } catch (error) {
      return failure(error)
    }
    return answer(200, answerOf(tokens, false), {}, await store(tokens, secureFor(request)))
  }

  const logout = async (request: Request, body: Record<string, unknown>): Promise<Response> => {
    const cleared = clear(secureFor(request))
    const returnUrl = body['returnUrl']
    if (returnUrl === undefined) return answer(200, { role: 'none' }, {}, cleared)
    if (typeof returnUrl !== 'string' || returnUrl.length > 4096)
      return answer(400, { error: 'invalid_request' })
    // The platform's hosted logout, created with the member's token (so that it ends their
    // platform session and revokes the refresh token); the cookies go whatever happens.
    const current = await read(request.headers.get('cookie'))
    // No session: nothing to end on the platform (and no visitor created to say so).
    if (!current) return answer(200, { role: 'none', logoutUrl: returnUrl }, {}, cleared)
    let logoutUrl: string
    try {
      const session = platformSession(current) as OAuthSession & SessionCore
      logoutUrl = await hostedLogout(session, current, { returnUrl })
    } catch (error) {
      if (InvalidInputError.is(error)) return answer(400, { error: 'invalid_request' }, {}, cleared)
      const failed = failure(error)
      for (const cookie of cleared) failed.headers.append('set-cookie', cookie)
      return failed
    }
    return answer(200, { role: 'none', logoutUrl }, {}, cleared)
  }

  return {
    async handle(request) {
      // ---- validate: our own pages, POST, JSON ----------------------------------------------
      if (request.method !== 'POST') return answer(405, { error: 'method_not_allowed' }, { allow: 'POST' })
      if (!fromOwnPages(request, origins)) return answer(403, { error: 'cross_site_request' })
      const type = request.headers.get('content-type') ?? ''
      if (!/^application\/json\s*(;|$)/i.test(type)) return answer(415, { error: 'json_required' })
      const body = fieldsOf(await readBody(request))
      // ---- route -------------------------------------------------------------------------
      switch (body['action']) {
        case 'renew':
          return renew(request, body)
        case 'login':
          return login(request, body)
        case 'logout':
          return logout(request, body)
        default:
          return answer(400, { error: 'invalid_request' })
      }
    },

    async session(cookie) {
      return oauth({ clientId, tokens: (await read(cookie)) ?? emptyTokens() })
    },

    async refresh(request) {
      const header = request.headers.get('cookie')
      const current = await read(header)
      const unchanged: SessionRefresh = { setCookies: [], cookie: undefined }
      if (!current || current.accessToken.expiresAt - nowInSeconds() > renewWithin) return unchanged
      let next: { tokens: Tokens; reset: boolean }
      try {
        next = await renewed(current)
      } catch {
        // The platform is down: the pages render with what there is, the browser tries again.
        return unchanged
      }
      const setCookies = await store(next.tokens, secureFor(request))
      const ours = setCookies.map((cookie) => cookie.slice(0, cookie.indexOf(';')))
      const names = new Set(ours.map((pair) => pair.slice(0, pair.indexOf('='))))
      const others = (header ?? '')
        .split(';')
        .map((part) => part.trim())
        .filter((part) => part !== '' && !names.has(part.slice(0, part.indexOf('='))))
      return { setCookies, cookie: [...others, ...ours].join('; ') }
    },
  }
}

import {
  bind,
  checkInput,
  inputFunction,
  inputNonEmpty,
  inputOptional,
  inputValue,
  lazy,
} from '@vitrine/core/module'
import { isBrowser } from '../env'
import { Session } from '../session/oauth'
import type { OAuthSession, SessionResetEvent } from '../session/types'
import { emptyTokens, type Tokens } from '../tokens'
import { roleHint } from './role-hint'
import { routeConfigs } from './route-config'

/** Options of {@link routeSession}. */
export interface RouteSessionOptions {
  /** The OAuth client id of your headless site (the one the route's `sessionRoute()` uses). */
  clientId: string
  /** The app's session route: the handler of `sessionRoute()` from `@vitrine/auth/server`. Default `/api/session`. */
  route?: string | undefined
  /** The cookie name given to `sessionRoute({ name })`. Default `vitrine_session`. */
  name?: string | undefined
  /** A custom `fetch` for the route (tests). Default: the global `fetch`, sending the page's cookies. */
  fetch?: typeof fetch | undefined
  /**
   * Called when the platform refused the refresh token for good (`invalid_grant`) and the route
   * replaced the session with a new visitor. Called after the renewal, never during `routeSession()`.
   */
  onSessionReset?: ((event: SessionResetEvent) => void) | undefined
}

const OPTIONS = {
  clientId: inputNonEmpty,
  route: /* @__PURE__ */ inputOptional(inputNonEmpty),
  name: /* @__PURE__ */ inputOptional(
    /* @__PURE__ */ inputValue(
      (value) => typeof value === 'string' && /^[\w-]+$/.test(value),
      'a cookie name: letters, digits, _ and -',
    ),
  ),
  fetch: /* @__PURE__ */ inputOptional(inputFunction),
  onSessionReset: /* @__PURE__ */ inputOptional(inputFunction),
}

/** Renewal and the code exchange through the route, and its logout: one chunk, loaded on first use. */
const source = /* @__PURE__ */ lazy(() => import('./index'), ['renew', 'grant'])
const ending = /* @__PURE__ */ lazy(() => import('./index'), ['end'])

/**
 * A browser session whose refresh token never reaches the page: the "backend for frontend"
 * pattern of OAuth for browser-based apps (RFC 9700). The app's server holds the refresh token in
 * an HttpOnly cookie (`sessionRoute()` of `@vitrine/auth/server`, mounted at `route`); this session
 * holds only a short-lived access token, in memory, and renews it through the route — never at
 * the platform's token endpoint. It is an {@link OAuthSession} like `oauth()`'s, so the hooks of
 * `@vitrine/react` and every flow work unchanged: `login()` and `register()` (with their captcha
 * and e-mail verification states), `loginInBackground()`, the hosted login (`loginWithRedirect()`
 * / `handleRedirect()`, whose authorization code the route exchanges on the server), `logout()`
 * (the route clears its cookie; with `returnUrl`, the platform's hosted logout follows), and the
 * visitor's cart carrying over to the member.
 *
 * Renewal keeps `oauth()`'s rules: single flight, the same back-off (a `503` of the route, when
 * the platform is down, keeps the session and its role), and tabs take turns. The role is known
 * at once from the route's script-readable `<name>.role` cookie (it holds the role only), so a
 * page shows the member before any request; a page with no session cookie makes no request
 * until something needs a token.
 *
 * @param options - the client id, the route, the cookie name the route uses.
 * @example
 * ```ts
 * import { routeSession } from '@vitrine/auth/route-session'
 * import { currentCart } from '@vitrine/cart'
 * import { createClient } from '@vitrine/core'
 *
 * const client = createClient({
 *   auth: routeSession({ clientId: 'my-client', route: '/api/session' }),
 *   modules: { cart: currentCart },
 * })
 * await client.cart.addItems({ lineItems: [] }) // the route creates the visitor on first need
 * ```
 */
export function routeSession(options: RouteSessionOptions): OAuthSession {
  checkInput([OPTIONS, options, ''])
  const { clientId, onSessionReset } = options
  const session = new Session({ clientId, onSessionReset }, source)
  const name = options.name ?? 'vitrine_session'
  const browser = isBrowser()
  /** The tokens of the role the route announces: no access token yet (the first call asks the route). */
  const announced = (): Tokens => {
    const role = typeof document === 'undefined' ? undefined : roleHint(document.cookie, name)
    return role
      ? { accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role } }
      : emptyTokens()
  }
  // Another tab signed in or out, or created the visitor: follow the role its route call announced.
  const channel =
    browser && typeof BroadcastChannel === 'function'
      ? new BroadcastChannel(`vitrine.route-session:${name}`)
      : undefined
  channel?.addEventListener('message', () => {
    const next = announced()
    if (next.refreshToken.role === session.role) return
    session.generation++
    session.apply(next, 'other-tab')
  })
  routeConfigs.set(session, {
    url: options.route ?? '/api/session',
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    channel,
  })
  session.end = bind(session, ending).end
  session.seed = announced
  return session
}

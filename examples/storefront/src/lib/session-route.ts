// The shop's session route (`@vitrine/auth/server`): the visitor's and the member's refresh token
// live only in its HttpOnly cookie, sealed with `VITRINE_SESSION_SECRET`; the browser holds a
// short-lived access token and renews it through `/api/session`. Server only.
import { type SessionRoute, sessionRoute } from '@vitrine/auth/server'
import { CLIENT_ID, SESSION_COOKIE } from './config'
import { hostName, isLoopback, overHttps } from './request-host'
import { onEmulator, vitrineHost } from './server-config'

/**
 * The secret of the local emulator's shop when `VITRINE_SESSION_SECRET` is not set: public, so it
 * protects nothing — on the platform the shop refuses to start a session without a real one.
 */
const EMULATOR_SECRET = 'vitrine-emulator-shop-development-secret (public: never use it on the platform)'

/** The secret sealing the session cookie: `VITRINE_SESSION_SECRET` (32+ characters, the same on every instance). */
function sessionSecret(): string {
  const secret = process.env['VITRINE_SESSION_SECRET']
  if (secret) return secret
  if (onEmulator()) return EMULATOR_SECRET
  throw new Error('Set VITRINE_SESSION_SECRET (at least 32 random characters) to seal the session cookie.')
}

/**
 * Whether the shop's cookies are `__Host-vitrine_shop` (`Secure`, `Path=/`, no `Domain`: no other
 * site, not even a sibling subdomain, can set or shadow it) for this request: over https, and on
 * the machine itself over plain http — Chromium keeps `Secure` and `__Host-` cookies that
 * `http://localhost` and `http://127.0.0.1` set (measured with Chromium 150), as Firefox and
 * Safari do for localhost. Plain http to another name (a phone on the LAN trying the dev server)
 * gets the plain `vitrine_shop`: a browser would drop a `Secure` cookie there.
 */
export function secureCookies(request: Request): boolean {
  return overHttps(request) || isLoopback(hostName(request.headers.get('host') ?? new URL(request.url).host))
}

let current: { key: string; routes: Map<boolean, SessionRoute> } | undefined

/**
 * The session route for the platform and secret configured now (one per configuration and
 * cookie kind, reused). Any of them reads both cookie names (the `__Host-` one first); `secure`
 * chooses which one it writes — pass {@link secureCookies} of the request.
 */
export function shopSessionRoute(secure = true): SessionRoute {
  const host = vitrineHost()
  const secret = sessionSecret()
  const key = `${host}\n${secret}`
  if (current?.key !== key) current = { key, routes: new Map() }
  let route = current.routes.get(secure)
  if (!route) {
    route = sessionRoute({ clientId: CLIENT_ID, secret, host, name: SESSION_COOKIE, secure })
    current.routes.set(secure, route)
  }
  return route
}

// The shop's session route (`@vitrine/auth/server`): the visitor's and the member's refresh token
// live only in its HttpOnly cookie, sealed with `VITRINE_SESSION_SECRET`; the browser holds a
// short-lived access token and renews it through `/api/session`. Server only.
import { type SessionRoute, sessionRoute } from '@vitrine/auth/server'
import { CLIENT_ID, SESSION_COOKIE } from './config'
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

let current: { key: string; route: SessionRoute } | undefined

/** The session route for the platform and secret configured now (one per configuration, reused). */
export function shopSessionRoute(): SessionRoute {
  const host = vitrineHost()
  const secret = sessionSecret()
  const key = `${host}\n${secret}`
  if (current?.key !== key) {
    current = { key, route: sessionRoute({ clientId: CLIENT_ID, secret, host, name: SESSION_COOKIE }) }
  }
  return current.route
}

import { identity, redirects } from '@vitrine/auth'
import { routeSession } from '@vitrine/auth/route-session'
import { currentCart } from '@vitrine/cart'
import { createClient } from '@vitrine/core'
import { CLIENT_ID, SESSION_COOKIE } from './config'

/**
 * The browser's client: the cart, the identity calls (password change and reset) and redirect
 * sessions (the members area's orders), both loading on first use. Its session holds a short-lived access token only: the refresh token stays in
 * the HttpOnly cookie of the shop's session route (`/api/session`), through which it renews and
 * signs in and out. The catalogue is read by the server pages, so the browser does not ship it.
 */
export function makeBrowserClient(host: string) {
  return createClient({
    host,
    auth: routeSession({ clientId: CLIENT_ID, name: SESSION_COOKIE, route: '/api/session' }),
    modules: { cart: currentCart, identity, redirects },
  })
}

/** The browser client's type, which the hooks of `@vitrine/react` use. */
export type ShopClient = ReturnType<typeof makeBrowserClient>

declare module '@vitrine/react' {
  interface Register {
    client: ShopClient
  }
}

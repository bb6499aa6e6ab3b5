import { cookieStore, identity, oauth } from '@vitrine/auth'
import { currentCart } from '@vitrine/cart'
import { createClient } from '@vitrine/core'
import { CLIENT_ID, SESSION_COOKIE } from './config'

/**
 * The visitor's session on either side: tokens in a cookie, so a server renders their own cart and
 * role, and the browser continues the same visitor. On a server, pass the request's `Cookie`
 * header; in the browser, nothing (the store reads `document.cookie`).
 */
export function shopSession(cookie?: string | null) {
  return oauth({
    clientId: CLIENT_ID,
    storage: cookieStore({ name: SESSION_COOKIE, ...(cookie === undefined ? {} : { cookie }) }),
  })
}

/**
 * The browser's client: the cart and the identity calls (password change and reset, which load
 * on first use). The catalogue is read by the server pages, so the browser does not ship it.
 */
export function makeBrowserClient(host: string) {
  return createClient({ host, auth: shopSession(), modules: { cart: currentCart, identity } })
}

/** The browser client's type, which the hooks of `@vitrine/react` use. */
export type ShopClient = ReturnType<typeof makeBrowserClient>

declare module '@vitrine/react' {
  interface Register {
    client: ShopClient
  }
}

import { cookieStore, identity, oauth } from '@vitrine/auth'
import { currentCart } from '@vitrine/cart'
import { collections, products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { CLIENT_ID, SESSION_COOKIE } from './config'

/** Options of {@link makeClient}. */
export interface ClientSetup {
  /** The platform (or emulator) origin. */
  host: string
  /** On the server, the request's `Cookie` header; omitted in the browser (it reads `document.cookie`). */
  cookie?: string | null
  /** Whether the session cookie is `Secure` (https); the browser decides for itself. */
  secure?: boolean
}

/**
 * The shop's client, on both sides: the visitor's tokens live in a cookie, so a server renders
 * their own cart and role, and the browser continues the same visitor. One per request on the
 * server, one per page in the browser.
 */
export function makeClient(setup: ClientSetup) {
  const { host, cookie, secure } = setup
  return createClient({
    host,
    auth: oauth({
      clientId: CLIENT_ID,
      storage: cookieStore({
        name: SESSION_COOKIE,
        ...(cookie === undefined ? {} : { cookie }),
        ...(secure === undefined ? {} : { secure }),
      }),
    }),
    // `identity` for the password change and the reset link; its calls load on first use.
    modules: { cart: currentCart, products, collections, identity },
  })
}

/** The shop's client type. */
export type ShopClient = ReturnType<typeof makeClient>

declare module '@vitrine/react' {
  interface Register {
    client: ShopClient
  }
}

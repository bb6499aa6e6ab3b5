import { identity, localStorageStore, oauth } from '@vitrine/auth'
import { currentCart } from '@vitrine/cart'
import { collections, products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { CLIENT_ID, VITRINE_HOST } from './config'

/**
 * The shop's one client. Tokens live in `localStorage`, so the cart survives a reload and all
 * tabs share one visitor (and see each other's logins and cart changes).
 */
export const client = createClient({
  host: VITRINE_HOST,
  auth: oauth({ clientId: CLIENT_ID, storage: localStorageStore({ key: 'vitrine.storefront' }) }),
  // `identity` for the password-reset link (`identity.recover`); the rest go through the session.
  modules: { cart: currentCart, products, collections, identity },
})

declare module '@vitrine/react' {
  interface Register {
    client: typeof client
  }
}

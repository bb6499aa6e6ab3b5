import { localStorageStore, oauth } from '@vitrine/auth'
import { currentCart } from '@vitrine/cart'
import { collections, products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'

export const client = createClient({
  host: 'http://127.0.0.1:4010',
  auth: oauth({ clientId: 'demo-storefront', storage: localStorageStore() }),
  modules: { cart: currentCart, products, collections },
})

declare module '@vitrine/react' {
  interface Register {
    client: typeof client
  }
}

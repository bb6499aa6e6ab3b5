// The client of the personal server pages (account, sign-in): one per request, reading the
// visitor's cookie (React's `cache` scopes it to it): a client owns a session, so a server never
// shares one between visitors. Catalogue pages read no cookie: their personal parts (role, cart)
// are client components on the browser's session; `catalogue.ts` reads the public catalogue with
// one server-wide visitor.
import { currentCart } from '@vitrine/cart'
import { collections, products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { cookies } from 'next/headers'
import { cache } from 'react'
import { vitrineHost } from './server-config'
import { shopSessionRoute } from './session-route'

/**
 * A client whose session is read from one request's cookie (read only: `proxy.ts` and the session
 * route write it). Without a session cookie its role is `none`: the cart is `null` with no request.
 */
async function makeServerClient(cookie: string) {
  return createClient({
    host: vitrineHost(),
    auth: await shopSessionRoute().session(cookie),
    modules: { cart: currentCart, products, collections },
  })
}

/** This request's client, whose session reads the visitor's cookie. */
export const serverClient: () => Promise<Awaited<ReturnType<typeof makeServerClient>>> = cache(async () =>
  makeServerClient((await cookies()).toString()),
)

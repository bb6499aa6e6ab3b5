// The clients of the server pages. The visitor's own (their cart, their role) is one per request
// (React's `cache` scopes it to it): a client owns a session, so a server never shares one between
// visitors. The catalogue is public: `catalogue.ts` reads it with one server-wide visitor.
import { QueryClient } from '@tanstack/react-query'
import { currentCart } from '@vitrine/cart'
import { collections, products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { cookies } from 'next/headers'
import { cache } from 'react'
import { CLIENT_ID } from './config'
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

/** This request's query client, for prefetching what client components show. */
export const serverQueryClient: () => QueryClient = cache(
  () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } }),
)

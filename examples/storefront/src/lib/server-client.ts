// The client and the query client of one server request (React's `cache` scopes them to it):
// a client owns a session, so a server never shares one between visitors.
import { QueryClient } from '@tanstack/react-query'
import { currentCart } from '@vitrine/cart'
import { collections, products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { cookies } from 'next/headers'
import { cache } from 'react'
import { vitrineHost } from './server-config'
import { shopSession } from './vitrine'

/** A client whose session reads one request's cookie: the catalogue, and the visitor's cart. */
function makeServerClient(cookie: string) {
  return createClient({
    host: vitrineHost(),
    auth: shopSession(cookie),
    modules: { cart: currentCart, products, collections },
  })
}

/** This request's client, whose session reads the visitor's cookie (set by `proxy.ts`). */
export const serverClient: () => Promise<ReturnType<typeof makeServerClient>> = cache(async () =>
  makeServerClient((await cookies()).toString()),
)

/** This request's query client, for prefetching what client components show. */
export const serverQueryClient: () => QueryClient = cache(
  () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } }),
)

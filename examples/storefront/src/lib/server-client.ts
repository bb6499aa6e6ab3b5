// The client and the query client of one server request (React's `cache` scopes them to it):
// a client owns a session, so a server never shares one between visitors.
import { QueryClient } from '@tanstack/react-query'
import { cookies } from 'next/headers'
import { cache } from 'react'
import { vitrineHost } from './server-config'
import { makeClient, type ShopClient } from './vitrine'

/** This request's client, whose session reads the visitor's cookie (set by `proxy.ts`). */
export const serverClient: () => Promise<ShopClient> = cache(async () => {
  const jar = await cookies()
  return makeClient({ host: vitrineHost(), cookie: jar.toString() })
})

/** This request's query client, for prefetching what client components show. */
export const serverQueryClient: () => QueryClient = cache(
  () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } }),
)

import { moduleOf } from './errors'
import { type SessionSnapshot, sessionKey } from './query-keys'
import type { SessionShape } from './register'
import { type VitrineQueryOptions, vitrineQueryOptions } from './vitrine-query-options'

/** The client's session, or a usage error saying how to give it one. */
export function sessionOf(client: unknown): SessionShape {
  const auth = moduleOf<SessionShape>(
    client,
    'auth',
    'useSession',
    "auth: oauth({ clientId }) with oauth from '@vitrine/auth'",
  )
  if (typeof auth.subscribe !== 'function') {
    moduleOf(undefined, 'auth', 'useSession', "auth: oauth({ clientId }) with oauth from '@vitrine/auth'")
  }
  return auth
}

/**
 * The session's role as a query, for a server to prefetch and dehydrate: `useSession()` then
 * renders the visitor's real role on the server and during hydration, with no mismatch. Without
 * it, the server and the hydrating browser both render `none`, and the browser updates to the
 * session's role right after hydration.
 *
 * @example
 * ```ts
 * import { sessionQueryOptions } from '@vitrine/react/server'
 *
 * await queryClient.prefetchQuery(sessionQueryOptions(client))
 * ```
 */
export function sessionQueryOptions(client: object): VitrineQueryOptions<SessionSnapshot> {
  return vitrineQueryOptions(sessionKey(), async () => ({ role: sessionOf(client).role }))
}

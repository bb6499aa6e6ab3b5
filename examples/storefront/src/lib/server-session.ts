// The session of the personal server pages (account, sign-in): one per request, read from the
// visitor's cookie (React's `cache` scopes it to it), never shared between visitors. Those pages
// only ask for the role, which the sealed cookie holds: no client, no platform call. Catalogue
// pages read no cookie: their personal parts (role, cart) are client components on the browser's
// session; `catalogue.ts` reads the public catalogue with one server-wide visitor.
import type { OAuthSession } from '@vitrine/auth'
import { cookies } from 'next/headers'
import { cache } from 'react'
import { shopSessionRoute } from './session-route'

/**
 * This request's session, read from the visitor's cookie (read only: `proxy.ts` and the session
 * route write it). Without a session cookie its role is `none`.
 */
export const serverSession: () => Promise<OAuthSession> = cache(async () =>
  shopSessionRoute().session((await cookies()).toString()),
)

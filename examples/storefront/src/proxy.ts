// Next.js 16's proxy (it replaces `middleware.ts`): runs before the pages that read the shopper's
// session on the server (`/account`, `/sign-in`) and keeps its access token fresh, so they render
// with it. The catalogue pages read no session on the server (they are everyone's, served whole
// from the cache; the personal parts are client components), so the proxy does not run for them:
// a cached view costs no proxy call either.
//
// It creates nothing: a request without a session cookie (a first visit, a crawler, a link
// preview) passes through and costs the platform no anonymous grant. The visitor is created when
// the browser first needs a token — its first cart write, through the session route
// (`app/api/session`) — once per browser.
//
// Why renew here: a Server Component cannot set cookies. If a page renewed the token while
// rendering, the renewed pair would be thrown away. The proxy writes the cookie both to the
// response and to the request the pages then see.
import { type NextRequest, NextResponse } from 'next/server'
import { shopSessionRoute } from './lib/session-route'

export async function proxy(request: NextRequest): Promise<NextResponse> {
  // Renews a session whose access token expires within five minutes; nothing without one. A
  // failure keeps what there was: the page renders with it and the browser tries again.
  const { setCookies, cookie } = await shopSessionRoute().refresh(request)
  if (setCookies.length === 0 || cookie === undefined) return NextResponse.next()
  // The pages of this request see the renewed session…
  const headers = new Headers(request.headers)
  headers.set('cookie', cookie)
  const response = NextResponse.next({ request: { headers } })
  // …and so does the browser.
  for (const setCookie of setCookies) response.headers.append('set-cookie', setCookie)
  return response
}

export const config = {
  // The pages that read the session on the server; nothing else.
  matcher: ['/account', '/sign-in'],
}

// Next.js 16's proxy (it replaces `middleware.ts`): runs before every page request and makes
// sure the visitor has tokens in their cookie — created here, once per browser.
//
// Why here: a Server Component cannot set cookies. If a page created the visitor while rendering,
// the tokens would be thrown away and the browser would create another visitor (a second
// anonymous grant per first page view, and a server-rendered cart that is not the browser's).
// The proxy can write the cookie both to the response and to the request the pages then see, so
// the first page view already renders the visitor's own (empty) cart, the browser continues the
// same visitor, and a browser costs the platform one anonymous grant however many pages it opens.
// Tokens about to expire are renewed here too, for the same reason.
import { cookieStore, oauth } from '@vitrine/auth'
import { createClient } from '@vitrine/core'
import { type NextRequest, NextResponse } from 'next/server'
import { CLIENT_ID, SESSION_COOKIE } from './lib/config'
import { vitrineHost } from './lib/server-config'

/** Renew tokens that expire within this many seconds (pages render with them afterwards). */
const RENEW_WITHIN_SECONDS = 300

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const store = cookieStore({
    name: SESSION_COOKIE,
    cookie: request.headers.get('cookie'),
    secure: request.nextUrl.protocol === 'https:',
  })
  const session = oauth({ clientId: CLIENT_ID, storage: store })
  createClient({ host: vitrineHost(), auth: session })
  const { accessToken, refreshToken } = session.getTokens()
  const fresh = accessToken.value !== '' && accessToken.expiresAt - Date.now() / 1000 > RENEW_WITHIN_SECONDS
  if (refreshToken.value !== '' && fresh) return NextResponse.next()
  // No session yet (a crawler, a link preview, a first page view): the page needs none (the
  // catalogue is read by the server's own visitor), so no visitor is created for it; the
  // browser's session creates one when the shopper first adds to the cart.
  if (refreshToken.value === '') return NextResponse.next()
  // Expiring tokens: the refresh grant. A failure keeps
  // what there was; the page then renders without a cart, and the browser tries again.
  await session.renewTokens().catch(() => undefined)
  // Every value: tokens too big for one cookie continue in numbered ones (`name.1`, …).
  const setCookies = store.setCookieHeaders()
  if (setCookies.length === 0) return NextResponse.next()
  // The pages of this request see the new tokens…
  const fresher = setCookies.map((setCookie) => setCookie.slice(0, setCookie.indexOf(';')))
  const ours = new RegExp(`^${SESSION_COOKIE}(\\.\\d+)?=`)
  const others = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !ours.test(part))
  const headers = new Headers(request.headers)
  headers.set('cookie', [...others, ...fresher].join('; '))
  const response = NextResponse.next({ request: { headers } })
  // …and so does the browser, which continues the same visitor.
  for (const setCookie of setCookies) response.headers.append('set-cookie', setCookie)
  return response
}

export const config = {
  // Pages only: not Next's assets, not files, not the sitemap or robots (crawlers keep no cookie).
  matcher: ['/((?!_next/|api/|favicon|robots.txt|sitemap.xml|.*\\.[a-z0-9]+$).*)'],
}

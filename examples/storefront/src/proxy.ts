// Next.js 16's proxy (it replaces `middleware.ts`). It runs before the pages rendered per request
// only (`NONCE_PAGES` of `lib/security-headers.ts`: the matcher below lists them) and does two
// things:
//
// 1. Their security headers, with a fresh nonce in their Content-Security-Policy, which Next.js
//    reads from the request's `Content-Security-Policy` header and sets on its own scripts. The
//    prerendered pages get fixed headers from `next.config.ts` instead, so a cached view runs no
//    code of ours and costs the platform nothing.
//
// 2. Before the pages that read the shopper's session on the server (`/account`, `/sign-in`), it
//    keeps its access token fresh, so they render with it. It creates nothing: a request without
//    a session cookie (a first visit, a crawler, a link preview) passes through and costs the
//    platform no anonymous grant. The visitor is created when the browser first needs a token —
//    its first cart write, through the session route (`app/api/session`) — once per browser.
//
// Why renew here: a Server Component cannot set cookies. If a page renewed the token while
// rendering, the renewed pair would be thrown away. The proxy writes the cookie both to the
// response and to the request the pages then see.
import { type NextRequest, NextResponse } from 'next/server'
import { overHttps, ownHost } from './lib/request-host'
import { newNonce, securityHeaders, takesNonce } from './lib/security-headers'
import { vitrineHost } from './lib/server-config'
import { secureCookies, shopSessionRoute } from './lib/session-route'

/** The pages that read the session on the server. */
const SESSION_PAGES = new Set(['/account', '/sign-in'])

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl
  const nonce = takesNonce(pathname) ? newNonce() : undefined
  const headers = securityHeaders({
    nonce,
    platform: new URL(vitrineHost()).origin,
    https: overHttps(request),
    dev: process.env.NODE_ENV === 'development',
  })
  // The emulator's mailbox shows reset links: only to this machine's names or the shop's own
  // (`SITE_URL`), never to a page of another site made to resolve here (DNS rebinding). The page
  // checks it too; here the answer is a plain 404 before anything renders.
  if (pathname.startsWith('/emulator-mailbox') && !ownHost(request.headers, process.env['SITE_URL'])) {
    const refused = new NextResponse('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
    for (const [name, value] of headers) refused.headers.set(name, value)
    return refused
  }
  let requestHeaders: Headers | undefined
  // Next.js takes the nonce for its scripts from the request's policy.
  if (nonce) {
    requestHeaders = new Headers(request.headers)
    requestHeaders.set('content-security-policy', headers[0]?.[1] ?? '')
  }

  // Renews a session whose access token expires within five minutes; nothing without one. A
  // failure keeps what there was: the page renders with it and the browser tries again.
  let setCookies: string[] = []
  if (SESSION_PAGES.has(pathname)) {
    const refreshed = await shopSessionRoute(secureCookies(request)).refresh(request)
    if (refreshed.cookie !== undefined) {
      setCookies = refreshed.setCookies
      // The pages of this request see the renewed session…
      requestHeaders ??= new Headers(request.headers)
      requestHeaders.set('cookie', refreshed.cookie)
    }
  }
  const response = requestHeaders
    ? NextResponse.next({ request: { headers: requestHeaders } })
    : NextResponse.next()
  // …and so does the browser.
  for (const setCookie of setCookies) response.headers.append('set-cookie', setCookie)
  for (const [name, value] of headers) response.headers.set(name, value)
  return response
}

export const config = {
  // `NONCE_PAGES`, written out: Next.js reads the matcher from this file at build time (a test
  // checks that the two lists agree).
  matcher: [
    '/account/:path*',
    '/sign-in/:path*',
    '/thank-you/:path*',
    '/reset-password/:path*',
    '/emulator-mailbox/:path*',
  ],
}

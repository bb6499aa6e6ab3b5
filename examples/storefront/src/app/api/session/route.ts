// The browser's session route (`routeSession()` in `lib/vitrine.ts` calls it): renewals, the code
// exchange of a sign-in and sign-out. It refuses requests that the shop's own pages did not send.
import { secureCookies, shopSessionRoute } from '../../../lib/session-route'

export function POST(request: Request): Promise<Response> {
  return shopSessionRoute(secureCookies(request)).handle(request)
}

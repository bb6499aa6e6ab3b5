import type { Context } from 'hono'
import { findClient, isAllowedRedirect } from '../oauth/clients'
import { revokeRefreshToken } from '../oauth/token-service'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { endRedirectSession, liveRedirectSession } from '../redirects/redirect-sessions'
import { endBrowserSession } from './browser-session'
import { errorPage, htmlPage, redirectTo } from './html'

/**
 * `GET /_api/iam/authentication/v1/logout?postLogoutRedirectUri&clientId`: ends the hosted-pages
 * session, revokes the refresh token that started the logout, and returns to the post-flow URL.
 */
export function hostedLogout(context: EmulatorContext, c: Context): Response {
  const target = c.req.query('postLogoutRedirectUri')
  const client = findClient(context, c.req.query('clientId'))
  if (target !== undefined && (!client || !isAllowedRedirect(context, client, target))) {
    return errorPage('Cannot log out', 'The address to return to is not allowed for this client.')
  }
  const session = liveRedirectSession(context, c, ['logout'])
  if (session?.creatorRefreshToken && session.creator?.kind === 'member') {
    revokeRefreshToken(context, session.creatorRefreshToken)
  }
  if (session) endRedirectSession(context, session)
  const cookie = endBrowserSession(context, c)
  if (target) return redirectTo(target, 302, { 'set-cookie': cookie })
  return htmlPage('Logged out', '<h1>Logged out</h1>\n<p>You are logged out.</p>', 200, {
    'set-cookie': cookie,
  })
}

import type { Context } from 'hono'
import { escapeHtml, htmlPage, jsonForScript, redirectTo } from '../hosted/html'
import type { MemberRecord } from '../identity/identity-records'
import { findClient, isAllowedRedirect } from '../oauth/clients'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { newSecret } from '../state/random'
import type { AuthRequestRecord, RedirectKind, RedirectSessionRecord } from './redirect-session-record'

/** How long a redirect session's URL works. */
export const REDIRECT_SESSION_TTL_MS: number = 60 * 60_000

/** The redirect session named by the `redirect_session_id` query parameter, if it is live and of this kind. */
export function liveRedirectSession(
  context: EmulatorContext,
  c: Context,
  kinds: readonly RedirectKind[],
): RedirectSessionRecord | undefined {
  const id = c.req.query('redirect_session_id')
  const session = id ? context.state.redirectSessions.get(id) : undefined
  if (!session || !kinds.includes(session.kind)) return undefined
  return session.createdAt + REDIRECT_SESSION_TTL_MS > context.now() ? session : undefined
}

/** Issues a single-use authorization code for a member, bound to the auth request. */
export function issueAuthorizationCode(
  context: EmulatorContext,
  session: RedirectSessionRecord,
  auth: AuthRequestRecord,
  member: MemberRecord,
): string {
  const code = newSecret('AC')
  context.state.authCodes.set(code, {
    code,
    clientId: auth.clientId,
    ...(auth.redirectUri === undefined ? {} : { redirectUri: auth.redirectUri }),
    codeChallenge: auth.codeChallenge,
    memberId: member.id,
    ...(session.creator?.kind === 'visitor' ? { visitorId: session.creator.visitorId } : {}),
    expiresAt: context.now() + context.options.authorizationCodeTtlSeconds * 1000,
    used: false,
  })
  context.changed()
  return code
}

/** What an authorization flow ends with. */
export type AuthResult = { code: string } | { error: string; error_description: string }

/**
 * The origin a `web_message` result may be posted to: the redirect URI's origin, or else the
 * embedding page's origin (from the `Referer` of the frame request) when the client allows it.
 */
function messageTargetOrigin(
  context: EmulatorContext,
  c: Context,
  auth: AuthRequestRecord,
): string | undefined {
  if (auth.redirectUri) return new URL(auth.redirectUri).origin
  const referer = c.req.header('referer')
  const client = findClient(context, auth.clientId)
  if (!referer || !client || !URL.canParse(referer)) return undefined
  const origin = new URL(referer).origin
  return isAllowedRedirect(context, client, origin) ? origin : undefined
}

/** Delivers an authorization result in the requested response mode. */
export function deliverAuthResult(
  context: EmulatorContext,
  c: Context,
  auth: AuthRequestRecord,
  result: AuthResult,
  afterForm: boolean,
  headers: Record<string, string> = {},
): Response {
  const params = { ...result, state: auth.state }
  if (auth.responseMode === 'web_message') {
    const targetOrigin = messageTargetOrigin(context, c, auth)
    const script = targetOrigin
      ? `<script>(function () {
  var target = window.opener || (window.parent !== window ? window.parent : null);
  if (target) target.postMessage(${jsonForScript(params)}, ${jsonForScript(targetOrigin)});
})();</script>`
      : ''
    const text =
      'code' in result
        ? 'Signed in. You can close this window.'
        : `Sign-in failed: ${result.error_description}`
    return htmlPage(
      'Signing in',
      `<h1>Signing in</h1>\n<p>${escapeHtml(text)}</p>\n${script}`,
      200,
      headers,
      targetOrigin ?? "'none'",
    )
  }
  const target = new URL(auth.redirectUri ?? context.origin)
  const search = new URLSearchParams(Object.entries(params))
  if (auth.responseMode === 'query') {
    for (const [key, value] of search) target.searchParams.set(key, value)
  } else target.hash = search.toString()
  return redirectTo(target.toString(), afterForm ? 303 : 302, headers)
}

/** Stores a new redirect session. */
export function saveRedirectSession(context: EmulatorContext, session: RedirectSessionRecord): void {
  context.state.redirectSessions.set(session.id, session)
  context.changed()
}

/** Ends a redirect session: its flow finished, failed or was abandoned (a session is used once). */
export function endRedirectSession(context: EmulatorContext, session: RedirectSessionRecord): void {
  context.state.redirectSessions.delete(session.id)
  context.changed()
}

import type { Context } from 'hono'
import { IDENTITY_CODES } from '../identity/identity-codes'
import type { MemberRecord } from '../identity/identity-records'
import { login } from '../identity/login'
import { useSessionToken } from '../identity/members'
import { verifyEmailCode } from '../identity/verify-code'
import type { EmulatorContext } from '../pipeline/emulator-context'
import type { RedirectSessionRecord } from '../redirects/redirect-session-record'
import {
  deliverAuthResult,
  endRedirectSession,
  issueAuthorizationCode,
  liveRedirectSession,
} from '../redirects/redirect-sessions'
import { WireError } from '../wire/wire-error'
import { browserMember, startBrowserSession } from './browser-session'
import { readForm } from './form-body'
import { errorPage, escapeHtml, htmlPage, redirectTo } from './html'

function expired(): Response {
  return errorPage(
    'Link expired',
    'This sign-in link is invalid or has expired. Go back to the site and try again.',
  )
}

function loginForm(action: string, message?: string, email = '', status = 200): Response {
  return htmlPage(
    'Log in',
    `<h1>Log in</h1>
${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
  <label for="email">E-mail</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}">
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit" name="action" value="login">Log in</button>
  <button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Cancel</button>
</form>`,
    status,
  )
}

function verifyForm(
  action: string,
  stateToken: string,
  email: string,
  message?: string,
  status = 200,
): Response {
  return htmlPage(
    'Verify your e-mail',
    `<h1>Verify your e-mail</h1>
<p>We sent a 6-digit code to ${escapeHtml(email)}.</p>
${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
  <input type="hidden" name="stateToken" value="${escapeHtml(stateToken)}">
  <label for="code">Verification code</label>
  <input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" required>
  <button type="submit" name="action" value="verify">Verify</button>
  <button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Cancel</button>
</form>`,
    status,
  )
}

function approvalPage(action: string): Response {
  return htmlPage(
    'Waiting for approval',
    `<h1>Waiting for approval</h1>
<p role="alert">Your membership request was received. The site owner must approve it before you can log in.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit" name="action" value="cancel">Back to the site</button></form>`,
  )
}

function pageAction(c: Context, session: RedirectSessionRecord, path?: string): string {
  return `${path ?? new URL(c.req.url).pathname}?redirect_session_id=${encodeURIComponent(session.id)}`
}

/** Ends a flow successfully: a code for `auth` sessions, the post-flow URL for `login` sessions. */
function complete(
  context: EmulatorContext,
  c: Context,
  session: RedirectSessionRecord,
  member: MemberRecord,
  afterForm: boolean,
  cookie?: string,
): Response {
  const headers: Record<string, string> = cookie ? { 'set-cookie': cookie } : {}
  endRedirectSession(context, session)
  if (session.kind === 'auth' && session.auth) {
    const code = issueAuthorizationCode(context, session, session.auth, member)
    return deliverAuthResult(context, c, session.auth, { code }, afterForm, headers)
  }
  if (session.callbacks.postFlowUrl)
    return redirectTo(session.callbacks.postFlowUrl, afterForm ? 303 : 302, headers)
  return htmlPage(
    'Logged in',
    `<h1>Logged in</h1>\n<p>You are logged in as ${escapeHtml(member.email)}.</p>`,
    200,
    headers,
  )
}

function fail(
  context: EmulatorContext,
  c: Context,
  session: RedirectSessionRecord,
  error: string,
  description: string,
  afterForm: boolean,
): Response {
  endRedirectSession(context, session)
  if (session.kind === 'auth' && session.auth) {
    return deliverAuthResult(context, c, session.auth, { error, error_description: description }, afterForm)
  }
  if (session.callbacks.postFlowUrl) return redirectTo(session.callbacks.postFlowUrl, afterForm ? 303 : 302)
  return errorPage('Not logged in', description, 200)
}

/** The member of a direct-login session token, consumed on use. */
function sessionTokenMember(context: EmulatorContext, token: string | undefined): MemberRecord | undefined {
  if (!token) return undefined
  const record = context.state.sessionTokens.get(token)
  if (!record) return undefined
  useSessionToken(context, record)
  const member = record.expiresAt > context.now() ? context.state.members.get(record.memberId) : undefined
  return member?.status === 'ACTIVE' ? member : undefined
}

/** `GET` of the hosted login (`/oauth2/authorize` for `auth`, `/hosted/login` for `login` sessions). */
export function showLogin(context: EmulatorContext, c: Context): Response {
  const session = liveRedirectSession(context, c, ['auth', 'login'])
  if (!session) return expired()
  const auth = session.auth
  const fromToken = sessionTokenMember(context, auth?.sessionToken)
  if (fromToken) return complete(context, c, session, fromToken, false)
  if (auth?.prompt === 'none') {
    const member = browserMember(context, c)
    return member
      ? complete(context, c, session, member, false)
      : fail(context, c, session, 'login_required', 'The member is not logged in', false)
  }
  return loginForm(pageAction(c, session))
}

function loginFailureMessage(error: unknown): string {
  if (!(error instanceof WireError)) throw error
  const body = error.body as { details?: { applicationError?: { code?: string } } } | null
  const code = body?.details?.applicationError?.code
  if (code === IDENTITY_CODES.resetPassword) return 'You must reset your password before logging in.'
  if (code === IDENTITY_CODES.memberBlocked) return 'This account is blocked.'
  if (error.status === 400 && !code) return 'Enter a valid e-mail address and your password.'
  return 'Wrong e-mail or password.'
}

/** `POST` of the hosted login form. */
export async function submitLogin(context: EmulatorContext, c: Context): Promise<Response> {
  const session = liveRedirectSession(context, c, ['auth', 'login'])
  if (!session) return expired()
  const form = await readForm(context, c)
  if (form.get('action') === 'cancel')
    return fail(context, c, session, 'access_denied', 'The member cancelled the login', true)
  const email = form.get('email') ?? ''
  let result: Record<string, unknown>
  try {
    result = await login(context, {
      email,
      password: form.get('password') ?? '',
      captchaTokens: undefined,
      emailField: 'email',
      passwordField: 'password',
      skipCaptcha: true,
    })
  } catch (error) {
    return loginForm(pageAction(c, session), loginFailureMessage(error), email, 401)
  }
  const identity = result['identity'] as { id: string }
  const member = context.state.members.get(identity.id)
  if (!member) return expired()
  if (result['state'] === 'REQUIRE_EMAIL_VERIFICATION') {
    return verifyForm(
      pageAction(c, session, `${new URL(c.req.url).pathname}/verify`),
      String(result['stateToken']),
      member.email,
    )
  }
  if (result['state'] === 'REQUIRE_OWNER_APPROVAL') return approvalPage(pageAction(c, session))
  return complete(context, c, session, member, true, startBrowserSession(context, member))
}

/** `POST` of the e-mail verification form shown during a hosted login. */
export async function submitVerification(context: EmulatorContext, c: Context): Promise<Response> {
  const session = liveRedirectSession(context, c, ['auth', 'login'])
  if (!session) return expired()
  const form = await readForm(context, c)
  if (form.get('action') === 'cancel')
    return fail(context, c, session, 'access_denied', 'The member cancelled the login', true)
  const stateToken = form.get('stateToken') ?? ''
  const record = context.state.stateTokens.get(stateToken)
  const member =
    record && record.expiresAt > context.now() ? context.state.members.get(record.memberId) : undefined
  if (!member) return expired()
  try {
    verifyEmailCode(context, member, form.get('code') ?? '')
  } catch (error) {
    if (!(error instanceof WireError)) throw error
    return verifyForm(c.req.url, stateToken, member.email, 'That code is wrong or has expired.', 401)
  }
  if (member.pendingReasons.includes('PENDING_ADMIN_APPROVAL_REQUIRED')) {
    return approvalPage(pageAction(c, session, new URL(c.req.url).pathname.replace(/\/verify$/, '')))
  }
  return complete(context, c, session, member, true, startBrowserSession(context, member))
}

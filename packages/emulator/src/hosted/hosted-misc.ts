import type { Context } from 'hono'
import { touchMember } from '../identity/members'
import { hashPassword } from '../identity/passwords'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { liveRedirectSession } from '../redirects/redirect-sessions'
import { WireError } from '../wire/wire-error'
import { readForm } from './form-body'
import { errorPage, escapeHtml, htmlPage } from './html'

/** Hosted page of an intent the emulator only acknowledges (bookings, events, plans, product page...). */
export function showGenericPage(context: EmulatorContext, c: Context): Response {
  const session = liveRedirectSession(context, c, ['other'])
  if (!session) return errorPage('Link expired', 'This link is invalid or has expired.')
  const intent = Object.keys(session.request).find((k) => k !== 'callbacks' && k !== 'preferences') ?? 'page'
  const back = session.callbacks.postFlowUrl
    ? `<p><a href="${escapeHtml(session.callbacks.postFlowUrl)}">Continue</a></p>`
    : ''
  return htmlPage(
    'Hosted page',
    `<h1>${escapeHtml(intent)}</h1>\n<p>The emulator acknowledges this flow but does not emulate its pages.</p>\n${back}`,
  )
}

function resetForm(token: string, message?: string, status = 200): Response {
  return htmlPage(
    'Choose a new password',
    `<h1>Choose a new password</h1>
${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="/hosted/reset-password">
  <input type="hidden" name="recoveryToken" value="${escapeHtml(token)}">
  <label for="password">New password</label>
  <input id="password" name="password" type="password" autocomplete="new-password" minlength="4" required>
  <button type="submit">Save password</button>
</form>`,
    status,
  )
}

/** `GET /hosted/reset-password?recoveryToken=`: the password-reset form of recovery e-mails. */
export function showResetPassword(_context: EmulatorContext, c: Context): Response {
  return resetForm(c.req.query('recoveryToken') ?? '')
}

/** `POST /hosted/reset-password`. */
export async function submitResetPassword(context: EmulatorContext, c: Context): Promise<Response> {
  const form = await readForm(context, c)
  const token = form.get('recoveryToken') ?? ''
  const password = form.get('password') ?? ''
  const record = context.state.recoveryTokens.get(token)
  const member =
    record && !record.used && record.expiresAt > context.now()
      ? context.state.members.get(record.memberId)
      : undefined
  if (!record || !member)
    return errorPage('Link expired', 'This password reset link is invalid, used or expired.')
  if (password === '') return resetForm(token, 'Choose a password.', 400)
  try {
    member.passwordHash = await hashPassword(password)
  } catch (error) {
    if (error instanceof WireError) return resetForm(token, error.message, 400)
    throw error
  }
  record.used = true
  member.passwordResetRequired = false
  member.emailVerified = true
  member.pendingReasons = member.pendingReasons.filter((r) => r !== 'PENDING_EMAIL_VERIFICATION_REQUIRED')
  touchMember(context, member)
  return htmlPage('Password saved', '<h1>Password saved</h1>\n<p>You can log in with your new password.</p>')
}

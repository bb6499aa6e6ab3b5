import { checkInput } from '../check'
import { isRecord } from '../env'
import type { Send } from '../send'

/** Input of `identity.sendRecoveryEmail()`. */
export interface SendRecoveryEmailInput {
  /** The member's e-mail. */
  email: string
  /** The language of the e-mail (`en`). */
  language?: string | undefined
  /** Where the reset link leads, and the OAuth client it belongs to. */
  redirect?: { url: string; clientId?: string | undefined } | undefined
}

/**
 * `POST /v1/send-email` (identity recovery): sends a password-reset e-mail.
 *
 * @param send - a client's `request`.
 * @param input - e-mail, language and redirect.
 * @example
 * ```ts
 * await sendRecoveryEmail(client.request, { email: 'ada@example.com', redirect: { url: 'https://shop.example/reset', clientId } })
 * ```
 */
export async function sendRecoveryEmail(send: Send, input: SendRecoveryEmailInput): Promise<void> {
  const check = checkInput(input).email('email', input.email).string('language', input.language, true)
  check.object('redirect', input.redirect, true)
  if (isRecord(input.redirect)) {
    check.url('redirect.url', input.redirect.url).string('redirect.clientId', input.redirect.clientId, true)
  }
  check.done()
  await send<unknown>({
    method: 'POST',
    service: 'iam-recovery',
    path: '/v1/send-email',
    body: { email: input.email, language: input.language, redirect: input.redirect },
  })
}

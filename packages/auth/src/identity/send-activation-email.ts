import { checkInput } from '../check'
import type { Send } from '../send'

/** Input of `identity.sendActivationEmail()`. */
export interface SendActivationEmailInput {
  /** The identity to activate. */
  identityId: string
  /** Options of the e-mail (language, redirect, …), as the platform takes them. */
  emailOptions?: Readonly<Record<string, unknown>> | undefined
}

/**
 * `POST /v1/activation-email` (identity recovery): sends an activation e-mail to an identity.
 *
 * @param send - a client's `request`.
 * @param input - the identity id and e-mail options.
 * @example
 * ```ts
 * await sendActivationEmail(client.request, { identityId })
 * ```
 */
export async function sendActivationEmail(send: Send, input: SendActivationEmailInput): Promise<void> {
  checkInput(input)
    .string('identityId', input.identityId)
    .object('emailOptions', input.emailOptions, true)
    .done()
  await send<unknown>({
    method: 'POST',
    service: 'iam-recovery',
    path: '/v1/activation-email',
    body: { identityId: input.identityId, emailOptions: input.emailOptions },
  })
}

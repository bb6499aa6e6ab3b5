import { checkInput } from '../check'
import type { Send } from '../send'

/** Input of `identity.recover()`. */
export interface RecoverInput {
  /** The token from the reset link. */
  recoveryToken: string
  /** The new password. */
  password: string
}

/**
 * `POST /v1/recover` (identity recovery): sets a new password with the token of a reset e-mail.
 * The member then logs in with it.
 *
 * @param send - a client's `request`.
 * @param input - the recovery token and the new password.
 * @example
 * ```ts
 * const url = new URL(location.href)
 * await recover(client.request, { recoveryToken: url.searchParams.get('token')!, password: 'new secret' })
 * ```
 */
export async function recover(send: Send, input: RecoverInput): Promise<void> {
  checkInput(input).string('recoveryToken', input.recoveryToken).string('password', input.password).done()
  await send<unknown>({
    method: 'POST',
    service: 'iam-recovery',
    path: '/v1/recover',
    body: { recoveryToken: input.recoveryToken, password: input.password },
  })
}

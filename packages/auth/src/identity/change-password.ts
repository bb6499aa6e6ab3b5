import { checkInput } from '../check'
import type { Send } from '../send'

/** Input of `identity.changePassword()`. */
export interface ChangePasswordInput {
  /** The member's new password. */
  newPassword: string
}

/**
 * `POST /v2/change-password` (identity authentication): changes the logged-in member's password.
 *
 * @param send - a client's `request` (authenticated as the member).
 * @param input - the new password.
 * @example
 * ```ts
 * await changePassword(client.request, { newPassword: 'another secret' })
 * ```
 */
export async function changePassword(send: Send, input: ChangePasswordInput): Promise<void> {
  checkInput(input).string('newPassword', input.newPassword).done()
  await send<unknown>({
    method: 'POST',
    service: 'iam-authentication',
    path: '/v2/change-password',
    body: { newPassword: input.newPassword },
  })
}

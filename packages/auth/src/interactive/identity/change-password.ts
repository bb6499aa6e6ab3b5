import { inputNonEmpty, nothing, type Operation } from '@vitrine/core/module'
import type { ChangePasswordInput } from '../../identity/inputs'

/** `POST /v2/change-password` (identity authentication): changes the logged-in member's password. */
export const changePassword: Operation<[input: ChangePasswordInput], unknown, void> = {
  name: 'identity.changePassword',
  params: [['', { newPassword: inputNonEmpty }]],
  request: ([input]) => ({
    method: 'POST',
    service: 'iam-authentication',
    path: '/v2/change-password',
    body: { newPassword: input.newPassword },
  }),
  result: nothing,
}

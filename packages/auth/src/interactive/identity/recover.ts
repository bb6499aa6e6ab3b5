import { inputNonEmpty, nothing, type Operation } from '@vitrine/core/module'
import type { RecoverInput } from '../../identity/inputs'

/** `POST /v1/recover` (identity recovery): sets a new password with the token of a reset e-mail. */
export const recover: Operation<[input: RecoverInput], unknown, void> = {
  name: 'identity.recover',
  params: [['', { recoveryToken: inputNonEmpty, password: inputNonEmpty }]],
  request: ([input]) => ({
    method: 'POST',
    service: 'iam-recovery',
    path: '/v1/recover',
    body: { recoveryToken: input.recoveryToken, password: input.password },
  }),
  result: nothing,
}

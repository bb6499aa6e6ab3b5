import { inputNonEmpty, inputOptional, nothing, type Operation } from '@vitrine/core/module'
import type { SendActivationEmailInput } from '../../identity/inputs'

/** `POST /v1/activation-email` (identity recovery): sends an activation e-mail to an identity. */
export const sendActivationEmail: Operation<[input: SendActivationEmailInput], unknown, void> = {
  name: 'identity.sendActivationEmail',
  params: [['', { identityId: inputNonEmpty, emailOptions: /* @__PURE__ */ inputOptional({}) }]],
  request: ([input]) => ({
    method: 'POST',
    service: 'iam-recovery',
    path: '/v1/activation-email',
    body: { identityId: input.identityId, emailOptions: input.emailOptions },
  }),
  result: nothing,
}

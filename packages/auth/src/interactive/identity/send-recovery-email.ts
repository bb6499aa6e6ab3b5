import { inputNonEmpty, inputOptional, type Operation } from '@vitrine/core/module'
import type { SendRecoveryEmailInput } from '../../identity/inputs'
import { email, httpUrl } from '../validation'

/** `POST /v1/send-email` (identity recovery): sends a password-reset e-mail. */
export const sendRecoveryEmail: Operation<[input: SendRecoveryEmailInput], unknown, void> = {
  name: 'identity.sendRecoveryEmail',
  params: [
    [
      '',
      {
        email,
        language: /* @__PURE__ */ inputOptional(inputNonEmpty),
        redirect: /* @__PURE__ */ inputOptional({ url: httpUrl, clientId: inputOptional(inputNonEmpty) }),
      },
    ],
  ],
  request: ([input]) => ({
    method: 'POST',
    service: 'iam-recovery',
    path: '/v1/send-email',
    body: { email: input.email, language: input.language, redirect: input.redirect },
  }),
  result: () => undefined,
}

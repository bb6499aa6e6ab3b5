import { inputEmail, inputNonEmpty, inputOptional, nothing, type Operation } from '@vitrine/core/module'
import { inputHttpUrl } from '@vitrine/core/url-rule'
import type { SendRecoveryEmailInput } from '../../identity/inputs'

/** `POST /v1/send-email` (identity recovery): sends a password-reset e-mail. */
export const sendRecoveryEmail: Operation<[input: SendRecoveryEmailInput], unknown, void> = {
  name: 'identity.sendRecoveryEmail',
  params: [
    [
      '',
      {
        email: inputEmail,
        language: /* @__PURE__ */ inputOptional(inputNonEmpty),
        redirect: /* @__PURE__ */ inputOptional({
          url: inputHttpUrl,
          clientId: inputOptional(inputNonEmpty),
        }),
      },
    ],
  ],
  request: ([input]) => ({
    method: 'POST',
    service: 'iam-recovery',
    path: '/v1/send-email',
    body: { email: input.email, language: input.language, redirect: input.redirect },
  }),
  result: nothing,
}

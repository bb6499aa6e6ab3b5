import { inputEmail, inputNonEmpty, type Operation } from '@vitrine/core/module'
import type { LoginV2Input } from '../../identity/inputs'
import type { StateMachineResponse } from '../../identity/types'
import { captchaTokens, captchaTokensOf } from './captcha'
import { STATE_MACHINE_FIELDS } from './fields'

/** `POST /v2/login` (identity authentication): logs a member in with e-mail and password. */
export const loginV2: Operation<[input: LoginV2Input], StateMachineResponse> = {
  name: 'identity.loginV2',
  params: [['', { email: inputEmail, password: inputNonEmpty, captchaTokens }]],
  request: ([input]) => ({
    method: 'POST',
    service: 'iam-authentication',
    path: '/v2/login',
    body: {
      loginId: { email: input.email },
      password: input.password,
      captchaTokens: captchaTokensOf(input.captchaTokens),
    },
    fields: { response: STATE_MACHINE_FIELDS },
    argumentNames: { 'loginId.email': 'email' },
  }),
}

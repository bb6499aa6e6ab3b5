import { inputEmail, inputNonEmpty, inputOptional, type Operation } from '@vitrine/core/module'
import type { RegisterV2Input } from '../../identity/inputs'
import type { StateMachineResponse } from '../../identity/types'
import { captchaTokens, captchaTokensOf } from './captcha'
import { PROFILE_FIELDS, STATE_MACHINE_FIELDS } from './fields'

/** `POST /v2/register` (identity authentication): registers a member with e-mail and password. */
export const registerV2: Operation<[input: RegisterV2Input], StateMachineResponse> = {
  name: 'identity.registerV2',
  params: [
    [
      '',
      {
        email: inputEmail,
        password: inputNonEmpty,
        profile: /* @__PURE__ */ inputOptional({}),
        clientMetaData: /* @__PURE__ */ inputOptional({}),
        captchaTokens,
      },
    ],
  ],
  request: ([input]) => ({
    method: 'POST',
    service: 'iam-authentication',
    path: '/v2/register',
    body: {
      loginId: { email: input.email },
      password: input.password,
      profile: input.profile,
      captchaTokens: captchaTokensOf(input.captchaTokens),
      clientMetaData: input.clientMetaData,
    },
    fields: { request: PROFILE_FIELDS, response: STATE_MACHINE_FIELDS },
    argumentNames: { 'loginId.email': 'email' },
  }),
}

import { inputEmail, inputNonEmpty, inputOptional, type Operation } from '@vitrine/core/module'
import type { LoginV1Input } from '../../identity/inputs'
import type { StateMachineResponse } from '../../identity/types'
import { anArray } from '../validation'
import { STATE_MACHINE_FIELDS } from './fields'

/** `POST /v1/login` (identity authentication): logs in with an authenticator. */
export const loginV1: Operation<[input: LoginV1Input], StateMachineResponse> = {
  name: 'identity.loginV1',
  params: [
    [
      '',
      {
        identifier: /* @__PURE__ */ inputOptional({}),
        authenticatorId: /* @__PURE__ */ inputOptional(inputNonEmpty),
        inputs: /* @__PURE__ */ inputOptional(anArray),
        captchaTokens: /* @__PURE__ */ inputOptional(anArray),
        loginId: /* @__PURE__ */ inputOptional({ email: inputEmail }),
      },
    ],
  ],
  request: ([input]) => ({
    method: 'POST',
    service: 'iam-authentication',
    path: '/v1/login',
    body: {
      identifier: input.identifier,
      authenticatorId: input.authenticatorId,
      inputs: input.inputs,
      captchaTokens: input.captchaTokens,
      loginId: input.loginId,
    },
    fields: { response: STATE_MACHINE_FIELDS },
  }),
}

import { inputNonEmpty, inputOptional, type Operation } from '@vitrine/core/module'
import type { RegisterV1Input } from '../../identity/inputs'
import type { StateMachineResponse } from '../../identity/types'
import { anArray } from '../validation'
import { STATE_MACHINE_FIELDS } from './fields'

/** `POST /v1/register` (identity authentication): registers an identity with an authenticator. */
export const registerV1: Operation<[input: RegisterV1Input], StateMachineResponse> = {
  name: 'identity.registerV1',
  params: [
    [
      '',
      {
        identity: /* @__PURE__ */ inputOptional({}),
        authenticatorId: /* @__PURE__ */ inputOptional(inputNonEmpty),
        inputs: /* @__PURE__ */ inputOptional(anArray),
        captchaTokens: /* @__PURE__ */ inputOptional(anArray),
      },
    ],
  ],
  request: ([input]) => ({
    method: 'POST',
    service: 'iam-authentication',
    path: '/v1/register',
    body: {
      identity: input.identity,
      authenticatorId: input.authenticatorId,
      inputs: input.inputs,
      captchaTokens: input.captchaTokens,
    },
    fields: { request: STATE_MACHINE_FIELDS, response: STATE_MACHINE_FIELDS },
  }),
}

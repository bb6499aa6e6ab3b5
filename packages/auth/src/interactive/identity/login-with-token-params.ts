import { inputRecord, inputString } from '@vitrine/core/lazy-leaves'
import { inputNonEmpty, type Operation } from '@vitrine/core/module'
import type { LoginWithTokenParamsInput } from '../../identity/inputs'
import type { StateMachineResponse } from '../../identity/types'
import { STATE_MACHINE_FIELDS } from './fields'

/**
 * `POST /v1/sso/login-with-token-params` (identity authentication): logs in with tokens from an
 * external identity provider.
 */
export const loginWithTokenParams: Operation<[input: LoginWithTokenParamsInput], StateMachineResponse> = {
  name: 'identity.loginWithTokenParams',
  params: [['', { idpConnectionId: inputNonEmpty, tokenParams: /* @__PURE__ */ inputRecord(inputString) }]],
  request: ([input]) => ({
    method: 'POST',
    service: 'iam-authentication',
    path: '/v1/sso/login-with-token-params',
    body: { idpConnectionId: input.idpConnectionId, tokenParams: input.tokenParams },
    fields: { response: STATE_MACHINE_FIELDS },
  }),
}

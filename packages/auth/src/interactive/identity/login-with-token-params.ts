import { checkInput, type InputFields, inputNonEmpty, type Operation } from '@vitrine/core/module'
import type { LoginWithTokenParamsInput } from '../../identity/inputs'
import type { StateMachineResponse } from '../../identity/types'
import { aString } from '../validation'
import { STATE_MACHINE_FIELDS } from './fields'

/** Every parameter the caller gave must be a string: a shape with one entry per key. */
function stringsOf(params: Readonly<Record<string, unknown>>): InputFields {
  return Object.fromEntries(Object.keys(params).map((key) => [key, aString]))
}

/**
 * `POST /v1/sso/login-with-token-params` (identity authentication): logs in with tokens from an
 * external identity provider.
 */
export const loginWithTokenParams: Operation<[input: LoginWithTokenParamsInput], StateMachineResponse> = {
  name: 'identity.loginWithTokenParams',
  params: [['', { idpConnectionId: inputNonEmpty, tokenParams: {} }]],
  request: ([input]) => {
    // The keys are the provider's: the shape of their values is known only now.
    checkInput([{ tokenParams: stringsOf(input.tokenParams) }, input, ''])
    return {
      method: 'POST',
      service: 'iam-authentication',
      path: '/v1/sso/login-with-token-params',
      body: { idpConnectionId: input.idpConnectionId, tokenParams: input.tokenParams },
      fields: { response: STATE_MACHINE_FIELDS },
    }
  },
}

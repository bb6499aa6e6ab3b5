import type { Operation } from '@vitrine/core/module'
import { inputNonEmpty } from '@vitrine/core/module'
import type { VerifyInput } from '../../identity/inputs'
import type { StateMachineResponse } from '../../identity/types'
import { STATE_MACHINE_FIELDS } from './fields'

/** `POST /v1/auth/verify` (identity verification): submits an e-mail verification code. */
export const verify: Operation<[input: VerifyInput], StateMachineResponse> = {
  name: 'identity.verify',
  params: [['', { code: inputNonEmpty, stateToken: inputNonEmpty }]],
  request: ([input]) => ({
    method: 'POST',
    service: 'iam-verification',
    path: '/v1/auth/verify',
    body: { code: input.code, stateToken: input.stateToken },
    fields: { response: STATE_MACHINE_FIELDS },
  }),
}

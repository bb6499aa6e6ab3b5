import type { Operation } from '@vitrine/core/module'
import { inputNonEmpty } from '@vitrine/core/module'
import type { ResendInput } from '../../identity/inputs'
import type { StateMachineResponse } from '../../identity/types'
import { STATE_MACHINE_FIELDS } from './fields'

/** `POST /v1/auth/resend` (identity verification): sends the verification code again. */
export const resend: Operation<[input: ResendInput], StateMachineResponse | undefined, StateMachineResponse> =
  {
    name: 'identity.resend',
    params: [['', { stateToken: inputNonEmpty }]],
    request: ([input]) => ({
      method: 'POST',
      service: 'iam-verification',
      path: '/v1/auth/resend',
      body: { stateToken: input.stateToken },
      fields: { response: STATE_MACHINE_FIELDS },
    }),
    result: (answer) => answer ?? {},
  }

import type { Operation } from '@vitrine/core/module'
import { inputNonEmpty } from '@vitrine/core/module'
import type { ProceedInput } from '../../identity/inputs'
import type { StateMachineResponse } from '../../identity/types'
import { STATE_MACHINE_FIELDS } from './fields'

/** `POST /v1/state/proceed` (identity authentication): moves a login state machine on. */
export const proceed: Operation<[input: ProceedInput], StateMachineResponse> = {
  name: 'identity.proceed',
  params: [['', { stateToken: inputNonEmpty }]],
  request: ([input]) => ({
    method: 'POST',
    service: 'iam-authentication',
    path: '/v1/state/proceed',
    body: { stateToken: input.stateToken },
    fields: { response: STATE_MACHINE_FIELDS },
  }),
}

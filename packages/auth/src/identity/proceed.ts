import { checkInput } from '../check'
import type { Send } from '../send'
import { STATE_MACHINE_FIELDS, type StateMachineResponse } from './types'

/** Input of `identity.proceed()`. */
export interface ProceedInput {
  /** The state token of the current login state. */
  stateToken: string
}

/**
 * `POST /v1/state/proceed` (identity authentication): moves a login state machine on (e.g.
 * after the owner approved a member).
 *
 * @param send - a client's `request`.
 * @param input - the state token.
 * @example
 * ```ts
 * const next = await proceed(client.request, { stateToken })
 * ```
 */
export async function proceed(send: Send, input: ProceedInput): Promise<StateMachineResponse> {
  checkInput(input).string('stateToken', input.stateToken).done()
  return send<StateMachineResponse>({
    method: 'POST',
    service: 'iam-authentication',
    path: '/v1/state/proceed',
    body: { stateToken: input.stateToken },
    fields: { response: STATE_MACHINE_FIELDS },
  })
}

import { checkInput } from '../check'
import type { Send } from '../send'
import { STATE_MACHINE_FIELDS, type StateMachineResponse } from './types'

/** Input of `identity.verify()`. */
export interface VerifyInput {
  /** The code from the verification e-mail. */
  code: string
  /** The state token of the `REQUIRE_EMAIL_VERIFICATION` state. */
  stateToken: string
}

/**
 * `POST /v1/auth/verify` (identity verification): submits an e-mail verification code during a
 * login or registration.
 *
 * @param send - a client's `request`.
 * @param input - the code and the state token.
 * @example
 * ```ts
 * const next = await verify(client.request, { code: '123456', stateToken })
 * ```
 */
export async function verify(send: Send, input: VerifyInput): Promise<StateMachineResponse> {
  checkInput(input).string('code', input.code).string('stateToken', input.stateToken).done()
  return send<StateMachineResponse>({
    method: 'POST',
    service: 'iam-verification',
    path: '/v1/auth/verify',
    body: { code: input.code, stateToken: input.stateToken },
    fields: { response: STATE_MACHINE_FIELDS },
  })
}

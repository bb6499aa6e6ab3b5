import { checkInput } from '../check'
import type { Send } from '../send'
import { STATE_MACHINE_FIELDS, type StateMachineResponse } from './types'

/** Input of `identity.resend()`. */
export interface ResendInput {
  /** The state token of the `REQUIRE_EMAIL_VERIFICATION` state. */
  stateToken: string
}

/**
 * `POST /v1/auth/resend` (identity verification): sends the verification code again.
 *
 * @param send - a client's `request`.
 * @param input - the state token.
 * @example
 * ```ts
 * await resend(client.request, { stateToken })
 * ```
 */
export async function resend(send: Send, input: ResendInput): Promise<StateMachineResponse> {
  checkInput(input).string('stateToken', input.stateToken).done()
  return send<StateMachineResponse | undefined>({
    method: 'POST',
    service: 'iam-verification',
    path: '/v1/auth/resend',
    body: { stateToken: input.stateToken },
    fields: { response: STATE_MACHINE_FIELDS },
  }).then((answer) => answer ?? {})
}

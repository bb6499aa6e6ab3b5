import { checkInput } from '../check'
import type { Send } from '../send'
import { type CaptchaToken, type Identity, STATE_MACHINE_FIELDS, type StateMachineResponse } from './types'

/** Input of `identity.registerV1()`. */
export interface RegisterV1Input {
  /** The identity to create (its profile). */
  identity?: Identity | undefined
  /** The authenticator that checks `inputs` (e.g. the password authenticator). */
  authenticatorId?: string | undefined
  /** The authenticator's inputs (e.g. the password). */
  inputs?: readonly Record<string, unknown>[] | undefined
  /** Captcha tokens, as the platform takes them. */
  captchaTokens?: readonly CaptchaToken[] | undefined
}

/**
 * `POST /v1/register` (identity authentication): registers an identity with an authenticator.
 *
 * @param send - a client's `request`.
 * @param input - identity, authenticator id, its inputs and captcha tokens.
 * @example
 * ```ts
 * await registerV1(client.request, {
 *   identity: { identityProfile: { nickname: 'ada' }, email: { address: 'ada@example.com' } },
 *   authenticatorId: 'password',
 *   inputs: [{ value: 'secret' }],
 * })
 * ```
 */
export async function registerV1(send: Send, input: RegisterV1Input): Promise<StateMachineResponse> {
  const check = checkInput(input)
    .object('identity', input.identity, true)
    .string('authenticatorId', input.authenticatorId, true)
  if (input.inputs !== undefined && !Array.isArray(input.inputs)) check.fail('inputs', 'must be an array')
  if (input.captchaTokens !== undefined && !Array.isArray(input.captchaTokens)) {
    check.fail('captchaTokens', 'must be an array')
  }
  check.done()
  return send<StateMachineResponse>({
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
  })
}

import { checkInput } from '../check'
import type { Send } from '../send'
import { type CaptchaToken, type LoginId, STATE_MACHINE_FIELDS, type StateMachineResponse } from './types'

/** Input of `identity.loginV1()`. */
export interface LoginV1Input {
  /** Who logs in, as the authenticator identifies them. */
  identifier?: Readonly<Record<string, unknown>> | undefined
  /** The authenticator that checks `inputs`. */
  authenticatorId?: string | undefined
  /** The authenticator's inputs (e.g. the password). */
  inputs?: readonly Record<string, unknown>[] | undefined
  /** Captcha tokens, as the platform takes them. */
  captchaTokens?: readonly CaptchaToken[] | undefined
  /** The login e-mail. */
  loginId?: LoginId | undefined
}

/**
 * `POST /v1/login` (identity authentication): logs in with an authenticator.
 *
 * @param send - a client's `request`.
 * @param input - identifier, authenticator id, inputs, captcha tokens and login id.
 * @example
 * ```ts
 * await loginV1(client.request, { loginId: { email: 'ada@example.com' }, authenticatorId: 'password', inputs: [{ value: 'secret' }] })
 * ```
 */
export async function loginV1(send: Send, input: LoginV1Input): Promise<StateMachineResponse> {
  const check = checkInput(input)
    .object('identifier', input.identifier, true)
    .string('authenticatorId', input.authenticatorId, true)
    .object('loginId', input.loginId, true)
  if (input.loginId !== undefined) check.email('loginId.email', input.loginId?.email)
  if (input.inputs !== undefined && !Array.isArray(input.inputs)) check.fail('inputs', 'must be an array')
  if (input.captchaTokens !== undefined && !Array.isArray(input.captchaTokens)) {
    check.fail('captchaTokens', 'must be an array')
  }
  check.done()
  return send<StateMachineResponse>({
    method: 'POST',
    service: 'iam-authentication',
    path: '/v1/login',
    body: {
      identifier: input.identifier,
      authenticatorId: input.authenticatorId,
      inputs: input.inputs,
      captchaTokens: input.captchaTokens,
      loginId: input.loginId,
    },
    fields: { response: STATE_MACHINE_FIELDS },
  })
}

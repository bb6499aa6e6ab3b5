import { type Check, checkInput } from '../check'
import type { Send } from '../send'
import { captchaTokensOf, captchaViolations } from './captcha'
import { type CaptchaTokens, STATE_MACHINE_FIELDS, type StateMachineResponse } from './types'

/** Input of `identity.loginV2()`. */
export interface LoginV2Input {
  /** The member's login e-mail. */
  email: string
  /** Their password. */
  password: string
  /** Captcha tokens, when the site asks for them. */
  captchaTokens?: CaptchaTokens | undefined
}

/**
 * `POST /v2/login` (identity authentication): logs a member in with e-mail and password.
 *
 * @param send - a client's `request`.
 * @param input - e-mail, password and captcha tokens.
 * @example
 * ```ts
 * const answer = await loginV2(client.request, { email: 'ada@example.com', password: 'secret' })
 * ```
 */
export async function loginV2(send: Send, input: LoginV2Input): Promise<StateMachineResponse> {
  const check: Check = checkInput(input).email('email', input.email).string('password', input.password)
  for (const v of captchaViolations(input.captchaTokens)) check.fail(v.field, v.description)
  check.done()
  return send<StateMachineResponse>({
    method: 'POST',
    service: 'iam-authentication',
    path: '/v2/login',
    body: {
      loginId: { email: input.email },
      password: input.password,
      captchaTokens: captchaTokensOf(input.captchaTokens),
    },
    fields: { response: STATE_MACHINE_FIELDS },
    argumentNames: { 'loginId.email': 'email' },
  })
}

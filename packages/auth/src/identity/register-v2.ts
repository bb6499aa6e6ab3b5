import { checkInput } from '../check'
import type { Send } from '../send'
import { captchaTokensOf, captchaViolations } from './captcha'
import {
  type CaptchaTokens,
  type IdentityProfile,
  PROFILE_FIELDS,
  STATE_MACHINE_FIELDS,
  type StateMachineResponse,
} from './types'

/** Input of `identity.registerV2()`. */
export interface RegisterV2Input {
  /** The new member's login e-mail. */
  email: string
  /** Their password. */
  password: string
  /** Profile fields (nickname, names, custom fields, …). */
  profile?: IdentityProfile | undefined
  /** Captcha tokens, when the site asks for them. */
  captchaTokens?: CaptchaTokens | undefined
  /** Free-form data about the client. */
  clientMetaData?: Record<string, unknown> | undefined
}

/**
 * `POST /v2/register` (identity authentication): registers a member.
 *
 * @param send - a client's `request`.
 * @param input - e-mail, password, profile and captcha tokens.
 * @example
 * ```ts
 * await registerV2(client.request, { email: 'ada@example.com', password: 'secret', profile: { nickname: 'ada' } })
 * ```
 */
export async function registerV2(send: Send, input: RegisterV2Input): Promise<StateMachineResponse> {
  const check = checkInput(input)
    .email('email', input.email)
    .string('password', input.password)
    .object('profile', input.profile, true)
    .object('clientMetaData', input.clientMetaData, true)
  for (const v of captchaViolations(input.captchaTokens)) check.fail(v.field, v.description)
  check.done()
  return send<StateMachineResponse>({
    method: 'POST',
    service: 'iam-authentication',
    path: '/v2/register',
    body: {
      loginId: { email: input.email },
      password: input.password,
      profile: input.profile,
      captchaTokens: captchaTokensOf(input.captchaTokens),
      clientMetaData: input.clientMetaData,
    },
    fields: { request: PROFILE_FIELDS, response: STATE_MACHINE_FIELDS },
    argumentNames: { 'loginId.email': 'email' },
  })
}

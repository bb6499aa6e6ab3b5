import { checkInput } from '../check'
import type { Send } from '../send'
import { STATE_MACHINE_FIELDS, type StateMachineResponse } from './types'

/** Input of `identity.loginWithTokenParams()`. */
export interface LoginWithTokenParamsInput {
  /** The identity provider connection. */
  idpConnectionId: string
  /** The provider's token parameters. */
  tokenParams: Readonly<Record<string, string>>
}

/**
 * `POST /v1/sso/login-with-token-params` (identity authentication): logs in with tokens from an
 * external identity provider.
 *
 * @param send - a client's `request`.
 * @param input - the connection id and the provider's token parameters.
 * @example
 * ```ts
 * await loginWithTokenParams(client.request, { idpConnectionId: 'idp-1', tokenParams: { id_token: idToken } })
 * ```
 */
export async function loginWithTokenParams(
  send: Send,
  input: LoginWithTokenParamsInput,
): Promise<StateMachineResponse> {
  const check = checkInput(input)
    .string('idpConnectionId', input.idpConnectionId)
    .object('tokenParams', input.tokenParams)
  for (const [key, value] of Object.entries(input.tokenParams ?? {})) {
    if (typeof value !== 'string') check.fail(`tokenParams.${key}`, 'must be a string')
  }
  check.done()
  return send<StateMachineResponse>({
    method: 'POST',
    service: 'iam-authentication',
    path: '/v1/sso/login-with-token-params',
    body: { idpConnectionId: input.idpConnectionId, tokenParams: input.tokenParams },
    fields: { response: STATE_MACHINE_FIELDS },
  })
}

import { InvalidInputError } from '@vitrine/core'
import { loginV2 } from '../identity/login-v2'
import { inputFailure, type LoginResult, loginFailure, resultFromState } from '../login-result'
import type { SessionCore } from '../session/session-core'
import type { LoginInput } from '../session/types'

/**
 * Direct login (`POST /v2/login`): moves the session's login machine and resolves to its new
 * state. Never rejects for a refusal, a validation problem or a network failure: those are
 * `FAILURE` results with the spec's codes.
 */
export async function login(core: SessionCore, input: LoginInput): Promise<LoginResult> {
  const send = core.send()
  let result: LoginResult
  try {
    result = resultFromState(await loginV2(send, input))
  } catch (error) {
    result = InvalidInputError.is(error) ? inputFailure(error) : loginFailure(error)
  }
  core.machine = result
  return result
}

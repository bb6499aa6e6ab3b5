import { InvalidInputError } from '@vitrine/core'
import { registerV2 } from '../identity/register-v2'
import { inputFailure, type LoginResult, registerFailure, resultFromState } from '../login-result'
import type { SessionCore } from '../session/session-core'
import type { RegisterInput } from '../session/types'

/**
 * Registration (`POST /v2/register`): moves the session's login machine and resolves to its
 * new state. Never rejects for a refusal, a validation problem or a network failure.
 */
export async function register(core: SessionCore, input: RegisterInput): Promise<LoginResult> {
  const send = core.send()
  let result: LoginResult
  try {
    result = resultFromState(await registerV2(send, input))
  } catch (error) {
    result = InvalidInputError.is(error) ? inputFailure(error) : registerFailure(error)
  }
  core.machine = result
  return result
}

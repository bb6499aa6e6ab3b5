import { type CallOptions, InvalidInputError } from '@vitrine/core'
import type { LoginResult } from '../../login-result'
import type { SessionCore } from '../../session/session-core'
import type { RegisterInput } from '../../session/types'
import { registerV2 } from '../identity/register-v2'
import { notAborted } from './require-browser'
import { inputFailure, registerFailure, resultFromState } from './results'

/**
 * Registration (`POST /v2/register`): moves the session's login machine and resolves to its
 * new state. Never rejects for a refusal, a validation problem or a network failure; an abort
 * rejects with the signal's reason.
 */
export async function register(
  core: SessionCore,
  input: RegisterInput,
  options?: CallOptions,
): Promise<LoginResult> {
  notAborted(options)
  let result: LoginResult
  try {
    result = resultFromState(await core.prepare(registerV2, [input], options)())
  } catch (error) {
    notAborted(options)
    result = InvalidInputError.is(error) ? inputFailure(error) : registerFailure(error)
  }
  core.machine = result
  return result
}

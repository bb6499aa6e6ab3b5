import { type CallOptions, InvalidInputError } from '@vitrine/core'
import type { LoginResult } from '../../login-result'
import type { SessionCore } from '../../session/session-core'
import type { LoginInput } from '../../session/types'
import { loginV2 } from '../identity/login-v2'
import { notAborted } from './require-browser'
import { inputFailure, loginFailure, resultFromState } from './results'

/**
 * Direct login (`POST /v2/login`): moves the session's login machine and resolves to its new
 * state. Never rejects for a refusal, a validation problem or a network failure: those are
 * `FAILURE` results with the spec's codes. An abort rejects with the signal's reason.
 */
export async function login(
  core: SessionCore,
  input: LoginInput,
  options?: CallOptions,
): Promise<LoginResult> {
  notAborted(options)
  let result: LoginResult
  try {
    result = resultFromState(await core.prepare(loginV2, [input], options)())
  } catch (error) {
    notAborted(options)
    result = InvalidInputError.is(error) ? inputFailure(error) : loginFailure(error)
  }
  core.machine = result
  return result
}

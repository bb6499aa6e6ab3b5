import { type CallOptions, InvalidInputError } from '@vitrine/core'
import type { LoginResult } from '../../login-result'
import type { SessionCore } from '../../session/session-core'
import { verify } from '../identity/verify'
import { notAborted } from './require-browser'
import { inputFailure, registerFailure, resultFromState, unknownState } from './results'

/**
 * Submits the e-mailed verification code (`POST /v1/auth/verify`), only while the machine is
 * in `EMAIL_VERIFICATION_REQUIRED`; otherwise `Unknown _state` without a request. A refused
 * code is a `FAILURE` that leaves the machine waiting for another code.
 */
export async function verifyEmail(
  core: SessionCore,
  code: string,
  options?: CallOptions,
): Promise<LoginResult> {
  notAborted(options)
  const machine = core.machine
  if (machine?.state !== 'EMAIL_VERIFICATION_REQUIRED') return unknownState()
  let result: LoginResult
  try {
    result = resultFromState(
      await core.prepare(verify, [{ code, stateToken: machine.stateToken }], options)(),
    )
  } catch (error) {
    notAborted(options)
    return InvalidInputError.is(error) ? inputFailure(error) : registerFailure(error)
  }
  core.machine = result
  return result
}

import { InvalidInputError } from '@vitrine/core'
import { verify } from '../identity/verify'
import {
  inputFailure,
  type LoginResult,
  registerFailure,
  resultFromState,
  unknownState,
} from '../login-result'
import type { SessionCore } from '../session/session-core'

/**
 * Submits the e-mailed verification code (`POST /v1/auth/verify`), only while the machine is
 * in `EMAIL_VERIFICATION_REQUIRED`; otherwise `Unknown _state` without a request. A refused
 * code is a `FAILURE` that leaves the machine waiting for another code.
 */
export async function verifyEmail(core: SessionCore, code: string): Promise<LoginResult> {
  const machine = core.machine
  if (machine?.state !== 'EMAIL_VERIFICATION_REQUIRED') return unknownState()
  const send = core.send()
  let result: LoginResult
  try {
    result = resultFromState(await verify(send, { code, stateToken: machine.stateToken }))
  } catch (error) {
    return InvalidInputError.is(error) ? inputFailure(error) : registerFailure(error)
  }
  core.machine = result
  return result
}

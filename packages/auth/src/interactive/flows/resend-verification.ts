import type { CallOptions } from '@vitrine/core'
import type { LoginResult } from '../../login-result'
import type { SessionCore } from '../../session/session-core'
import { resend } from '../identity/resend'
import { notAborted } from './require-browser'
import { registerFailure, unknownState } from './results'

/**
 * Sends the verification code again (`POST /v1/auth/resend`), only while the machine is in
 * `EMAIL_VERIFICATION_REQUIRED` (else `Unknown _state`). Resolves to the machine's state, with
 * the new state token when the platform issued one.
 */
export async function resendVerification(core: SessionCore, options?: CallOptions): Promise<LoginResult> {
  notAborted(options)
  const machine = core.machine
  if (machine?.state !== 'EMAIL_VERIFICATION_REQUIRED') return unknownState()
  try {
    const answer = await core.prepare(resend, [{ stateToken: machine.stateToken }], options)()
    const stateToken =
      typeof answer.stateToken === 'string' && answer.stateToken !== '' ? answer.stateToken : undefined
    const next: LoginResult = stateToken ? { ...machine, stateToken } : machine
    core.machine = next
    return next
  } catch (error) {
    notAborted(options)
    return registerFailure(error)
  }
}

import { resend } from '../identity/resend'
import { type LoginResult, registerFailure, unknownState } from '../login-result'
import type { SessionCore } from '../session/session-core'

/**
 * Sends the verification code again (`POST /v1/auth/resend`), only while the machine is in
 * `EMAIL_VERIFICATION_REQUIRED` (else `Unknown _state`). Resolves to the machine's state, with
 * the new state token when the platform issued one.
 */
export async function resendVerification(core: SessionCore): Promise<LoginResult> {
  const machine = core.machine
  if (machine?.state !== 'EMAIL_VERIFICATION_REQUIRED') return unknownState()
  const send = core.send()
  try {
    const answer = await resend(send, { stateToken: machine.stateToken })
    const stateToken =
      typeof answer.stateToken === 'string' && answer.stateToken !== '' ? answer.stateToken : undefined
    const next: LoginResult = stateToken ? { ...machine, stateToken } : machine
    core.machine = next
    return next
  } catch (error) {
    return registerFailure(error)
  }
}

import { Check } from '../check'
import { sendRecoveryEmail } from '../identity/send-recovery-email'
import type { SessionCore } from '../session/session-core'

/** Sends a password-reset e-mail (`POST /v1/send-email`) whose link leads to `redirectUrl`. */
export async function sendPasswordResetEmail(
  core: SessionCore,
  email: string,
  redirectUrl: string,
): Promise<void> {
  new Check().email('email', email).url('redirectUrl', redirectUrl).done()
  await sendRecoveryEmail(core.send(), { email, redirect: { url: redirectUrl, clientId: core.clientId } })
}

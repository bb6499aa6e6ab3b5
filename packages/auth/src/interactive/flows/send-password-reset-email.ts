import type { CallOptions } from '@vitrine/core'
import { checkInput } from '@vitrine/core/module'
import type { SessionCore } from '../../session/session-core'
import { sendRecoveryEmail } from '../identity/send-recovery-email'
import { email as anEmail, httpUrl } from '../validation'
import { notAborted } from './require-browser'

/** Sends a password-reset e-mail (`POST /v1/send-email`) whose link leads to `redirectUrl`. */
export async function sendPasswordResetEmail(
  core: SessionCore,
  email: string,
  redirectUrl: string,
  options?: CallOptions,
): Promise<void> {
  notAborted(options)
  checkInput([anEmail, email, 'email'], [httpUrl, redirectUrl, 'redirectUrl'])
  await core.call(
    sendRecoveryEmail,
    [{ email, redirect: { url: redirectUrl, clientId: core.clientId } }],
    options,
  )
}

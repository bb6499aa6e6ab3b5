import type { CallOptions } from '@vitrine/core'
import { checkInput, inputEmail } from '@vitrine/core/module'
import { inputHttpUrl } from '@vitrine/core/url-rule'
import type { SessionCore } from '../../session/session-core'
import { sendRecoveryEmail } from '../identity/send-recovery-email'
import { notAborted } from './require-browser'

/** Sends a password-reset e-mail (`POST /v1/send-email`) whose link leads to `redirectUrl`. */
export async function sendPasswordResetEmail(
  core: SessionCore,
  email: string,
  redirectUrl: string,
  options?: CallOptions,
): Promise<void> {
  notAborted(options)
  checkInput([inputEmail, email, 'email'], [inputHttpUrl, redirectUrl, 'redirectUrl'])
  await core.prepare(
    sendRecoveryEmail,
    [{ email, redirect: { url: redirectUrl, clientId: core.clientId } }],
    options,
  )()
}

import { bind, checkInput } from '@vitrine/core/module'
import { inputHttpUrl } from '@vitrine/core/url-rule'
import type { SessionCore } from '../../session/session-core'
import type { LogoutOptions } from '../../session/types'
import { isUsable } from '../../session/usable'
import type { Tokens } from '../../tokens'
import { createRedirectSession } from '../redirects/create-redirect-session'
import { notAborted } from './require-browser'

/**
 * The hosted logout URL (a redirect session with `logout` and the post-flow URL). Sent with the
 * access token the session had before it cleared its tokens, while that token is still usable,
 * so that the platform knows whose session ends.
 */
export async function hostedLogout(
  core: SessionCore,
  previous: Tokens,
  options: LogoutOptions,
): Promise<string> {
  notAborted(options)
  checkInput([{ returnUrl: inputHttpUrl }, options, ''])
  const token = previous.accessToken
  // The member's token, no longer the session's: a credential of this binding, not the strategy's.
  const { create } = bind(
    core,
    { create: createRedirectSession },
    { credentials: isUsable(token) ? { authorization: token.value } : undefined },
  )
  const redirect = await create(
    { logout: { clientId: core.clientId }, callbacks: { postFlowUrl: options.returnUrl } },
    options,
  )
  return redirect.fullUrl
}

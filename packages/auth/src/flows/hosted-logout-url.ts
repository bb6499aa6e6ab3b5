import { Check } from '../check'
import { createRedirectSession } from '../redirects/create-redirect-session'
import type { Send } from '../send'
import type { SessionCore } from '../session/session-core'
import type { LogoutOptions } from '../session/types'
import { isUsable } from '../session/usable'
import type { Tokens } from '../tokens'

/**
 * The hosted logout URL (a redirect session with `logout` and the post-flow URL). Sent with the
 * access token the session had before it cleared its tokens, while that token is still usable,
 * so that the platform knows whose session ends.
 */
export async function hostedLogoutUrl(
  core: SessionCore,
  previous: Tokens,
  options: LogoutOptions,
): Promise<string> {
  new Check().object('options', options).done()
  new Check().url('returnUrl', options.returnUrl).done()
  const base = core.send()
  const token = previous.accessToken
  const send: Send = isUsable(token)
    ? (descriptor) =>
        base({ ...descriptor, auth: false, headers: { ...descriptor.headers, authorization: token.value } })
    : base
  const redirect = await createRedirectSession(send, {
    logout: { clientId: core.clientId },
    callbacks: { postFlowUrl: options.returnUrl },
  })
  return redirect.fullUrl
}

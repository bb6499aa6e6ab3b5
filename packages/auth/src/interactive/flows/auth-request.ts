import type { CallOptions } from '@vitrine/core'
import type { AuthRequest, Prompt } from '../../redirects/types'
import type { SessionCore } from '../../session/session-core'
import { createPkce, randomString } from '../pkce'
import { createRedirectSession } from '../redirects/create-redirect-session'

/** A hosted-login request started on the platform: where to send the browser, and what finishes it. */
export interface StartedAuthRequest {
  /** The hosted page's URL. */
  fullUrl: string
  /** The one-time `state` of the request. */
  state: string
  /** The PKCE verifier of its challenge. */
  codeVerifier: string
}

/**
 * Creates the redirect session of an authorization request: a fresh PKCE S256 challenge and
 * `state`, response type `code`, scope `offline_access`. The hosted login (`authUrl`) and the
 * hidden frame (`loginInBackground`) differ only in where the answer goes and how they prompt.
 */
export async function startAuthRequest(
  core: SessionCore,
  request: Pick<AuthRequest, 'redirectUri' | 'responseMode' | 'sessionToken'>,
  prompt: Prompt,
  options: CallOptions | undefined,
): Promise<StartedAuthRequest> {
  const pkce = await createPkce()
  const state = randomString(43)
  const redirect = await core.prepare(
    createRedirectSession,
    [
      {
        auth: {
          authRequest: {
            clientId: core.clientId,
            ...request,
            codeChallenge: pkce.codeChallenge,
            codeChallengeMethod: 'S256',
            responseType: 'code',
            scope: 'offline_access',
            state,
          },
          prompt,
        },
      },
    ],
    options,
  )()
  return { fullUrl: redirect.fullUrl, state, codeVerifier: pkce.codeVerifier }
}

import { type Check, checkInput } from '../check'
import { createRedirectSession, type Prompt } from '../redirects/create-redirect-session'
import type { SessionCore } from '../session/session-core'
import type { AuthUrlOptions } from '../session/types'
import { createPkce, randomString } from './pkce'
import { requireBrowser } from './require-browser'
import { transactionsOf } from './transactions'

const PROMPTS: readonly Prompt[] = ['login', 'none', 'consent', 'select_account']

function checkOptions(options: AuthUrlOptions): void {
  const check: Check = checkInput(options, 'options').url('redirectUri', options.redirectUri)
  if (options.prompt !== undefined && !PROMPTS.includes(options.prompt)) {
    check.fail('prompt', `must be one of ${PROMPTS.join(', ')}`)
  }
  if (
    options.responseMode !== undefined &&
    options.responseMode !== 'query' &&
    options.responseMode !== 'fragment'
  ) {
    check.fail('responseMode', 'must be "query" or "fragment"')
  }
  check.string('originalUri', options.originalUri, true).done()
}

/**
 * Creates a hosted-login redirect session (PKCE S256, `offline_access`, a fresh `state`) and
 * remembers the one-time transaction under that state. Resolves to the URL to send the
 * browser to.
 */
export async function authUrl(core: SessionCore, options: AuthUrlOptions): Promise<string> {
  checkOptions(options)
  const responseMode = options.responseMode ?? 'fragment'
  const pkce = await createPkce()
  const state = randomString(43)
  const redirect = await createRedirectSession(core.send(), {
    auth: {
      authRequest: {
        clientId: core.clientId,
        redirectUri: options.redirectUri,
        codeChallenge: pkce.codeChallenge,
        codeChallengeMethod: 'S256',
        responseMode,
        responseType: 'code',
        scope: 'offline_access',
        state,
      },
      prompt: options.prompt ?? 'login',
    },
  })
  transactionsOf(core).save({
    state,
    codeVerifier: pkce.codeVerifier,
    redirectUri: options.redirectUri,
    responseMode,
    originalUri: options.originalUri,
    createdAt: Date.now(),
  })
  return redirect.fullUrl
}

/** {@link authUrl}, then sends the browser there. Browser only. */
export async function loginWithRedirect(core: SessionCore, options: AuthUrlOptions): Promise<void> {
  requireBrowser('loginWithRedirect')
  const url = await authUrl(core, options)
  window.location.assign(url)
}

import { checkInput, inputNonEmpty, inputOptional, inputValue } from '@vitrine/core/module'
import { inputHttpUrl } from '@vitrine/core/url-rule'
import type { Prompt } from '../../redirects/types'
import type { SessionCore } from '../../session/session-core'
import type { AuthUrlOptions } from '../../session/types'
import { startAuthRequest } from './auth-request'
import { notAborted, requireBrowser } from './require-browser'
import { transactionsOf } from './transactions'

const PROMPTS: readonly Prompt[] = ['login', 'none', 'consent', 'select_account']

const OPTIONS = {
  redirectUri: inputHttpUrl,
  prompt: /* @__PURE__ */ inputOptional(
    /* @__PURE__ */ inputValue((v) => PROMPTS.includes(v as Prompt), `one of ${PROMPTS.join(', ')}`),
  ),
  responseMode: /* @__PURE__ */ inputOptional(
    /* @__PURE__ */ inputValue((v) => v === 'query' || v === 'fragment', '"query" or "fragment"'),
  ),
  originalUri: /* @__PURE__ */ inputOptional(inputNonEmpty),
}

/**
 * Creates a hosted-login redirect session (PKCE S256, `offline_access`, a fresh `state`) and
 * remembers the one-time transaction under that state. Resolves to the URL to send the
 * browser to.
 */
export async function authUrl(core: SessionCore, options: AuthUrlOptions): Promise<string> {
  notAborted(options)
  checkInput([OPTIONS, options, ''])
  const responseMode = options.responseMode ?? 'fragment'
  const started = await startAuthRequest(
    core,
    { redirectUri: options.redirectUri, responseMode },
    options.prompt ?? 'login',
    options,
  )
  transactionsOf(core).save({
    state: started.state,
    codeVerifier: started.codeVerifier,
    redirectUri: options.redirectUri,
    responseMode,
    originalUri: options.originalUri,
    createdAt: Date.now(),
  })
  return started.fullUrl
}

/** {@link authUrl}, then sends the browser there. Browser only. */
export async function loginWithRedirect(core: SessionCore, options: AuthUrlOptions): Promise<void> {
  notAborted(options)
  requireBrowser('loginWithRedirect')
  window.location.assign(await authUrl(core, options))
}

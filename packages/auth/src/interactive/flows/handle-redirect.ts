import { checkInput } from '@vitrine/core/module'
import { inputUrl } from '@vitrine/core/url-rule'
import { OAuthCallbackError, OAuthError } from '../../errors'
import type { SessionCore } from '../../session/session-core'
import type { HandleRedirectOptions, HandleRedirectResult } from '../../session/types'
import { assertVerifier } from '../pkce'
import { exchangeCode } from './exchange-code'
import { notAborted, requireBrowser } from './require-browser'
import { type OAuthTransaction, transactionsOf } from './transactions'

/** The parameters an OAuth callback carries; each may appear at most once. */
const ANSWER = ['code', 'state', 'error', 'error_description']
const OAUTH_PARAMS = [...ANSWER, 'error_uri']
type Mode = 'query' | 'fragment'

/** The URL without the OAuth parameters of the part that carried them. */
function cleaned(url: URL, mode: Mode): string {
  const copy = new URL(url.href)
  if (mode === 'query') {
    for (const name of OAUTH_PARAMS) copy.searchParams.delete(name)
  } else {
    const params = new URLSearchParams(copy.hash.slice(1))
    for (const name of OAUTH_PARAMS) params.delete(name)
    const rest = params.toString()
    copy.hash = rest === '' ? '' : `#${rest}`
  }
  return copy.href
}

/**
 * Finishes a hosted login from its callback URL. Refused before any token request:
 * - a callback that repeats `code`, `state`, `error` or `error_description` (in either part of
 *   the URL): ambiguous, and no transaction is touched;
 * - no state (`Missing code or _state`);
 * - a state this browser did not start (`Invalid _state`): no other pending login is touched (a
 *   forged callback cannot cancel a genuine login in another tab), but a code it carries is
 *   burned — someone else has seen it, so it is never exchanged, even with its own state;
 * - the server's `error=` (an `OAuthError`), a missing code, an answer in the other part of the
 *   URL than the flow asked for (query or fragment: the other part is not read).
 *
 * A transaction is used once: it is deleted before the code is exchanged (a reload, a second
 * tab). When handling the current page, its URL is cleaned with `history.replaceState`.
 */
export async function handleRedirect(
  core: SessionCore,
  url?: string,
  options?: HandleRedirectOptions,
): Promise<HandleRedirectResult> {
  notAborted(options)
  const transactions = transactionsOf(core)
  const current = url === undefined
  if (current) requireBrowser('handleRedirect')
  const href = url ?? window.location.href
  checkInput([inputUrl, href, 'url'])
  const parsed = new URL(href)
  const parts: Record<Mode, URLSearchParams> = {
    query: parsed.searchParams,
    fragment: new URLSearchParams(parsed.hash.slice(1)),
  }
  for (const mode of ['fragment', 'query'] as const) {
    if (ANSWER.some((name) => parts[mode].getAll(name).length > 1)) {
      throw new OAuthCallbackError('AMBIGUOUS_CALLBACK')
    }
  }
  const clean = (mode: Mode): void => {
    const onThisPage = current || (typeof window !== 'undefined' && href === window.location?.href)
    if (onThisPage && options?.cleanUrl !== false && typeof history !== 'undefined') {
      history.replaceState(history.state, '', cleaned(parsed, mode))
    }
  }

  let found: { transaction: OAuthTransaction; params: URLSearchParams; mode: Mode } | undefined
  let sawState = false
  for (const mode of ['fragment', 'query'] as const) {
    const state = parts[mode].get('state')
    if (!state) continue
    sawState = true
    const transaction = transactions.get(state)
    if (!transaction) continue
    // One time only: gone before anything else can happen (a reload, a second tab).
    transactions.remove(state)
    if (transaction.responseMode !== mode) {
      // The answer is not where this flow asked for it: it is not read.
      clean(mode)
      throw new OAuthCallbackError('MISSING_CODE_OR_STATE')
    }
    found = { transaction, params: parts[mode], mode }
    break
  }
  if (!found) {
    if (!sawState) throw new OAuthCallbackError('MISSING_CODE_OR_STATE')
    // A forged (or replayed) callback: its code is burned; every pending login stays as it was.
    for (const part of Object.values(parts)) {
      const code = part.get('code')
      if (code) transactions.burn(code)
    }
    throw new OAuthCallbackError('INVALID_STATE')
  }
  const { transaction, params, mode } = found
  clean(mode)
  const error = params.get('error')
  if (error) throw new OAuthError(error, params.get('error_description'))
  const code = params.get('code')
  if (!code) throw new OAuthCallbackError('MISSING_CODE_OR_STATE')
  // The code came back once before with a state that was not ours: someone else has it.
  if (transactions.burned(code)) throw new OAuthCallbackError('INVALID_STATE')
  assertVerifier(transaction.codeVerifier, 'codeVerifier')
  const tokens = await exchangeCode(
    core,
    { code, codeVerifier: transaction.codeVerifier, redirectUri: transaction.redirectUri },
    options,
  )
  return { tokens, originalUri: transaction.originalUri }
}

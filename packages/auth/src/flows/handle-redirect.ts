import { InvalidInputError } from '@vitrine/core'
import { OAuthCallbackError, OAuthError } from '../errors'
import type { SessionCore } from '../session/session-core'
import type { HandleRedirectOptions, HandleRedirectResult } from '../session/types'
import { exchangeCode } from './exchange-code'
import { assertVerifier } from './pkce'
import { requireBrowser } from './require-browser'
import { type OAuthTransaction, transactionsOf } from './transactions'

const OAUTH_PARAMS = ['code', 'state', 'error', 'error_description', 'error_uri']
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
 * Finishes a hosted login from its callback URL: finds the one-time transaction by `state` in
 * the part of the URL its flow asked for (query or fragment — the other part is not read),
 * deletes it, then exchanges the code. `Missing code or _state`, `Invalid _state` (every
 * pending transaction is then forgotten) and the server's `error=` (an `OAuthError`) end the
 * flow before any token request. When handling the current page, its URL is cleaned with
 * `history.replaceState`.
 */
export async function handleRedirect(
  core: SessionCore,
  url?: string,
  options: HandleRedirectOptions = {},
): Promise<HandleRedirectResult> {
  const transactions = transactionsOf(core)
  const current = url === undefined
  if (current) requireBrowser('handleRedirect')
  const href = url ?? window.location.href
  let parsed: URL
  try {
    parsed = new URL(href)
  } catch {
    throw new InvalidInputError([{ field: 'url', description: 'must be an absolute URL' }])
  }
  const parts: Record<Mode, URLSearchParams> = {
    query: parsed.searchParams,
    fragment: new URLSearchParams(parsed.hash.slice(1)),
  }
  const clean = (mode: Mode): void => {
    const onThisPage = current || (typeof window !== 'undefined' && href === window.location?.href)
    if (onThisPage && options.cleanUrl !== false && typeof history !== 'undefined') {
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
    transactions.clear()
    throw new OAuthCallbackError('INVALID_STATE')
  }
  const { transaction, params, mode } = found
  clean(mode)
  const error = params.get('error')
  if (error) throw new OAuthError(error, params.get('error_description'))
  const code = params.get('code')
  if (!code) throw new OAuthCallbackError('MISSING_CODE_OR_STATE')
  assertVerifier(transaction.codeVerifier, 'codeVerifier')
  const tokens = await exchangeCode(core, {
    code,
    codeVerifier: transaction.codeVerifier,
    redirectUri: transaction.redirectUri,
  })
  return { tokens, originalUri: transaction.originalUri }
}

import type { AuthStrategy } from '@vitrine/core'
import { checkInput, inputNonEmpty, inputOptional } from '@vitrine/core/module'
import { isBrowser } from './env'

/** Options of {@link apiKey}. */
export interface ApiKeyOptions {
  /** The API key (from the platform's API keys page). Secret: server side only. */
  key: string
  /** The site the calls act on (`wix-site-id`). */
  siteId: string
  /** The account, for account-level calls (`wix-account-id`). */
  accountId?: string | undefined
}

/**
 * Authenticates calls as the site owner or an app with an API key: every request carries
 * `authorization: <key>` and `wix-site-id: <siteId>`. For servers, scripts and webhooks
 * handlers — an API key in a browser gives every visitor owner rights, so in development a
 * warning is printed when one is created in a page.
 *
 * @param options - the key, the site id and optionally the account id.
 * @example
 * ```ts
 * import { apiKey } from '@vitrine/auth'
 * import { products } from '@vitrine/catalog'
 * import { createClient } from '@vitrine/core'
 *
 * const admin = createClient({
 *   auth: apiKey({ key: process.env.VITRINE_API_KEY!, siteId: process.env.VITRINE_SITE_ID! }),
 *   modules: { products },
 * })
 * ```
 */
export function apiKey(options: ApiKeyOptions): AuthStrategy {
  checkInput([
    { key: inputNonEmpty, siteId: inputNonEmpty, accountId: inputOptional(inputNonEmpty) },
    options ?? {},
    '',
  ])
  const { key, siteId, accountId } = options
  // Written inline so that bundlers which define `process.env.NODE_ENV` as "production" fold the
  // condition to false and drop the warning; safe where `process` does not exist.
  if (typeof process !== 'undefined' && process.env.NODE_ENV !== 'production' && isBrowser()) {
    console.warn(
      '[@vitrine/auth] apiKey() is running in a browser: anyone who opens this page can read the key and act as the site owner. Use API keys on a server only; use oauth() in browsers.',
    )
  }
  const headers: Record<string, string> = { authorization: key, 'wix-site-id': siteId }
  if (accountId !== undefined) headers['wix-account-id'] = accountId
  return { getAuthHeaders: () => ({ ...headers }) }
}

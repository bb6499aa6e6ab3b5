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
 * The platform's own hosts, where a client created without `host` sends its calls (core's
 * default: `https://www.wixapis.com`, read-only GETs to `https://readonly.wixapis.com`).
 */
const PLATFORM_HOSTS = /^https:\/\/(www|readonly)\.wixapis\.com\//

/**
 * The sentence a refusal warning ends with when the request went to the platform's own hosts: the
 * client was created without `host`, which is the mistake when the key was meant for the emulator
 * or another deployment. (The OAuth token endpoint's warning says the same of a client id.)
 */
const noHostHint = (url: string): string =>
  PLATFORM_HOSTS.test(url)
    ? " This client has no host, so it asked the platform's own hosts (https://www.wixapis.com): to use the emulator or another deployment, pass createClient({ host }) its URL (VITRINE_HOST in the examples)."
    : ''

/**
 * Authenticates calls as the site owner or an app with an API key: every request carries
 * `authorization: <key>` and `wix-site-id: <siteId>`. For servers, scripts and webhooks
 * handlers — an API key in a browser gives every visitor owner rights, so in development a
 * warning is printed when one is created in a page. When the platform refuses the key (a 401) or
 * the site id with it (a 403), the call fails with the platform's `ApplicationError` and a warning,
 * once per `apiKey()` and kind, says which credential was refused and where it comes from
 * (`apiKey({ key })`, `apiKey({ siteId })`) — never the key itself — and, when the client has no
 * `host` and so asked the platform's own hosts, that `createClient({ host })` is the missing setting.
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
  const site = JSON.stringify(siteId)
  const told = new Set<string>()
  // Said once per kind of refusal, never with the key.
  const tell = (message: string): void => {
    if (told.has(message)) return
    told.add(message)
    console.warn(`[@vitrine/auth] ${message}`)
  }
  return {
    getAuthHeaders: () => ({ ...headers }),
    // A 401: the platform refused the key itself. Nothing to renew.
    onUnauthorized: async (_used, url) => {
      tell(
        `The platform refused the API key (401 Unauthorized) sent for site ${site}: it is unknown or revoked. The key comes from apiKey({ key }) (VITRINE_API_KEY in the examples): copy it from the platform's API keys page, or use the emulator's DEMO_API_KEY against the emulator.${noHostHint(url)}`,
      )
      return false
    },
    // A 403: the key is known, but not for this site (or not for this call).
    onForbidden: (_used, url) => {
      tell(
        `The platform refused the site id ${site} sent with the API key (403 Forbidden): the key is not one of this site's, or may not make this call. The site id comes from apiKey({ siteId }) (VITRINE_SITE_ID in the examples): the id of the site the key was created for (the emulator's DEMO_SITE_ID against the emulator).${noHostHint(url)}`,
      )
    },
  }
}

import type { Module } from '@vitrine/core/module'
import { loadInteractive } from '../flows/load-interactive'
import type { RedirectSession, RedirectSessionInput } from './create-redirect-session'

/** The redirect calls of the platform, bound to a client. */
export interface RedirectsApi {
  /** `POST /v1/redirect-session`: a session on the hosted pages. */
  createRedirectSession(input: RedirectSessionInput): Promise<RedirectSession>
}

/**
 * Redirect sessions as a client module, for hosted pages the session does not wrap (bookings,
 * events, paid plans, a product page).
 *
 * @example
 * ```ts
 * const client = createClient({ auth: session, modules: { redirects } })
 * const { fullUrl } = await client.redirects.createRedirectSession({ storesProduct: { productSlug: 'shoe' } })
 * ```
 */
export const redirects: Module<RedirectsApi> = (ctx) => ({
  // Loads the interactive chunk on the first call (see `loadInteractive`).
  createRedirectSession: async (input) => (await loadInteractive()).createRedirectSession(ctx.request, input),
})

import type { CallOptions } from '@vitrine/core'
import { bind, defineModule, lazy, type Module } from '@vitrine/core/module'
import type { RedirectSession, RedirectSessionInput } from './types'

/** The redirect calls of the platform, bound to a client: `client.redirects`. */
export interface RedirectsApi {
  /**
   * `POST /v1/redirect-session`: a session on the platform's hosted pages (login, logout,
   * checkout, a product page, …). Its `fullUrl` is checked to be an http(s) URL (else a
   * `RedirectSessionError`) before anyone navigates to it. Hooks see it as
   * `redirects.createRedirectSession`.
   *
   * @example
   * ```ts
   * const { checkoutId } = await client.cart.createCheckout()
   * const { fullUrl } = await client.redirects.createRedirectSession(
   *   { ecomCheckout: { checkoutId }, callbacks: { postFlowUrl: 'https://shop.example/' } },
   *   { signal: AbortSignal.timeout(10_000) },
   * )
   * location.assign(fullUrl)
   * ```
   */
  createRedirectSession(input: RedirectSessionInput, options?: CallOptions): Promise<RedirectSession>
}

/**
 * Redirect sessions as a client module, for hosted pages the session does not wrap (bookings,
 * events, paid plans, a product page). The call loads on first use (the interactive chunk).
 *
 * @example
 * ```ts
 * import { oauth, redirects } from '@vitrine/auth'
 * import { createClient } from '@vitrine/core'
 *
 * const client = createClient({ auth: oauth({ clientId: 'my-client' }), modules: { redirects } })
 * const { fullUrl } = await client.redirects.createRedirectSession({ storesProduct: { productSlug: 'shoe' } })
 * ```
 */
export const redirects: Module<RedirectsApi> = /* @__PURE__ */ defineModule(
  (context): RedirectsApi =>
    bind(
      context,
      lazy(() => import('../interactive/index'), ['createRedirectSession']),
    ),
)

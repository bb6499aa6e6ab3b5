// Types-only module: service plugins (the platform calling the app synchronously with a signed
// request and waiting for its JSON answer).
import type { WebhookIdentity } from './entities'

/** The signed context of a service-plugin call. */
export interface ServicePluginMetadata {
  /** The kind of plugin the platform calls, e.g. `ECOM_SHIPPING_RATES`. */
  appExtensionType: string
  /** The app instance (site installation) the call is for. */
  instanceId?: string
  /** The platform's id for this call. */
  requestId?: string
  /** The site's currency. */
  currency?: string
  /** The site's languages. */
  languages?: string[]
  /** Who triggered the call. */
  identity?: WebhookIdentity
}

/** What a service-plugin method receives. */
export interface ServicePluginCall {
  /** The request body the platform signed (validate it before use). */
  request: unknown
  /** The signed context. */
  metadata: ServicePluginMetadata
  /** The URL the platform called (its path selects the method). */
  url: string
}

/**
 * One method of a service plugin. Return the JSON answer; throw a `ServicePluginError` to
 * answer the platform's application-error shape.
 *
 * @example
 * ```ts
 * import type { ServicePluginMethod } from '@vitrine/webhooks'
 *
 * const getShippingRates: ServicePluginMethod = async ({ request, metadata }) => ({
 *   shippingRates: [{ code: 'standard', title: 'Standard', cost: { price: '5' } }],
 * })
 * ```
 */
export type ServicePluginMethod = (call: ServicePluginCall) => unknown

/**
 * Service plugins of an app: register implementations, then answer the platform's calls.
 *
 * @example
 * ```ts
 * webhooks.servicePlugins.register('ECOM_SHIPPING_RATES', {
 *   '/v1/getRates': async ({ request }) => ({ shippingRates: [] }),
 * })
 * export const POST = (request: Request) => webhooks.servicePlugins.processRequest(request)
 * ```
 */
export interface ServicePlugins {
  /**
   * Registers the methods of one plugin kind. A call is routed by its signed
   * `metadata.appExtensionType` (case-insensitive) and by the end of the URL path.
   *
   * @param componentType - the plugin kind, e.g. `ECOM_SHIPPING_RATES`.
   * @param methods - URL path suffix (e.g. `/v1/getRates`) → implementation.
   * @returns a function that unregisters them.
   */
  register(componentType: string, methods: Record<string, ServicePluginMethod>): () => void
  /**
   * Verifies a service-plugin call and answers it: 200 with the method's JSON; the error's
   * status with `{ applicationError: { code, description, data } }` when the method threw a
   * `ServicePluginError`; 400 / 401 / 413 (no details) for a bad token; 404 when nothing is
   * registered for the call; 500 when the method failed otherwise. Never rejects.
   *
   * @param request - the platform's request (its raw body is the signed JWT).
   */
  processRequest(request: Request): Promise<Response>
}

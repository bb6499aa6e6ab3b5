import { VitrineError } from '@vitrine/core'

/** Options of a {@link ServicePluginError}. */
export interface ServicePluginErrorOptions {
  /** A human-readable description for the platform. Default: the code. */
  description?: string
  /** Data the platform passes on with the error. */
  data?: Record<string, unknown>
  /** HTTP status of the answer. Default 400. */
  status?: number
}

/**
 * Thrown by a service-plugin method to answer the platform's application-error shape:
 * `{ "applicationError": { "code", "description", "data" } }` with the given status.
 *
 * @example
 * ```ts
 * webhooks.servicePlugins.register('ECOM_SHIPPING_RATES', {
 *   '/v1/getRates': ({ request }) => {
 *     throw new ServicePluginError('DESTINATION_NOT_SUPPORTED', { description: 'We do not ship there' })
 *   },
 * })
 * ```
 */
export class ServicePluginError extends VitrineError {
  static override readonly kind: string = 'ServicePluginError'
  /** The description sent to the platform. */
  readonly description: string
  /** The data sent to the platform. */
  readonly data: Record<string, unknown>
  /** The HTTP status of the answer. */
  readonly status: number

  /**
   * @param code - the application error code the platform receives.
   * @param options - description, data and status.
   */
  constructor(code: string, options: ServicePluginErrorOptions = {}) {
    super(options.description ?? code, code)
    this.description = options.description ?? code
    this.data = options.data ?? {}
    this.status = options.status ?? 400
  }
}

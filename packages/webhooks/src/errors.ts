/**
 * Error classes of `@vitrine/webhooks`. Both are `VitrineError`s (from `@vitrine/core`) with a
 * stable `code` typed as a union, so that `switch (error.code)` narrows; guards match by kind,
 * not `instanceof`, so they keep working across duplicated copies of the package. Fields are
 * declared (`declare readonly`) and assigned in the constructor, as in `@vitrine/core`.
 */
import { VitrineError } from '@vitrine/core'
import { escapeForLog } from './escape-for-log'

/**
 * Why a delivery was refused. Stable: switch on it.
 *
 * - `TOO_LARGE`: the body is larger than `maxBytes` (checked before any crypto).
 * - `INVALID_TOKEN`: not a compact JWS/JWT (wrong segment count, a JWE, bad header, unknown
 *   `crit` extension, claims that are not a JSON object), or a body that could not be read.
 * - `ALGORITHM_NOT_ALLOWED`: the header's `alg` is not in the allow-list (`none` never is).
 * - `INVALID_SIGNATURE`: the signature does not match the configured public key.
 * - `EXPIRED`: `exp` is not after now (minus the clock tolerance).
 * - `NOT_YET_VALID`: `nbf` is in the future (beyond the clock tolerance).
 * - `LIFETIME_TOO_LONG`: `exp` is not finite, or further ahead than `maxExpiresIn` (plus the clock
 *   tolerance): a token that stays valid that long could be replayed after the seen-store forgot it.
 * - `ISSUED_IN_FUTURE`: `iat` is in the future (beyond the clock tolerance).
 * - `INVALID_CLAIM`: `exp` missing or not a number, `iat` / `nbf` not a number, or a wrong
 *   `iss` / `aud`; see `claim`.
 * - `INVALID_PAYLOAD`: the token is authentic but its `data` is not the platform's envelope:
 *   malformed, of the wrong shape, or a JSON level nested deeper than 64 objects / arrays.
 * - `UNEXPECTED_EVENT_TYPE`: an event type this SDK does not know and no catch-all handles.
 * - `DUPLICATE`: the seen-store already holds this event id.
 */
export type WebhookVerificationErrorCode =
  | 'TOO_LARGE'
  | 'INVALID_TOKEN'
  | 'ALGORITHM_NOT_ALLOWED'
  | 'INVALID_SIGNATURE'
  | 'EXPIRED'
  | 'NOT_YET_VALID'
  | 'LIFETIME_TOO_LONG'
  | 'ISSUED_IN_FUTURE'
  | 'INVALID_CLAIM'
  | 'INVALID_PAYLOAD'
  | 'UNEXPECTED_EVENT_TYPE'
  | 'DUPLICATE'

/** Extra facts a {@link WebhookVerificationError} may carry. None of them is secret. */
export interface WebhookVerificationErrorDetails {
  /** The claim that failed (`exp`, `nbf`, `iat`, `iss`, `aud`), for claim failures. */
  claim?: string | undefined
  /** The event type, for `UNEXPECTED_EVENT_TYPE` (and `DUPLICATE`). */
  eventType?: string | undefined
  /** The event id, for `DUPLICATE` (and `UNEXPECTED_EVENT_TYPE` when known). */
  eventId?: string | undefined
}

/**
 * A webhook or service-plugin delivery was refused. Never carries the token itself.
 *
 * @example
 * ```ts
 * import { WebhookVerificationError } from '@vitrine/webhooks'
 *
 * export async function POST(request: Request): Promise<Response> {
 *   try {
 *     await webhooks.process(request)
 *   } catch (error) {
 *     if (!WebhookVerificationError.is(error)) throw error // a handler failed: a 500, the platform retries
 *     switch (error.code) {
 *       case 'DUPLICATE':
 *         break // already processed: acknowledge
 *       case 'EXPIRED':
 *       case 'INVALID_SIGNATURE':
 *         console.warn('rejected delivery', error.code)
 *         return new Response(null, { status: 401 })
 *       default:
 *         console.warn(error.message)
 *         return new Response(null, { status: 400 })
 *     }
 *   }
 *   return new Response(null, { status: 200 })
 * }
 * ```
 */
export class WebhookVerificationError extends VitrineError {
  static override readonly kind: string = 'WebhookVerificationError'
  declare readonly name: 'WebhookVerificationError'
  declare readonly code: WebhookVerificationErrorCode
  /** The claim that failed, for `EXPIRED`, `NOT_YET_VALID`, `LIFETIME_TOO_LONG`, `ISSUED_IN_FUTURE` and `INVALID_CLAIM`. */
  declare readonly claim: string | undefined
  /** The event type, when the token was authentic enough to tell it. */
  declare readonly eventType: string | undefined
  /** The event id, when the token was authentic enough to tell it. */
  declare readonly eventId: string | undefined

  /**
   * @param code - why the delivery was refused.
   * @param message - a human-readable message (never the token); its control characters are
   *   escaped ({@link escapeForLog}): it may quote text from the delivery.
   * @param details - the failing claim, event type or event id.
   */
  constructor(
    code: WebhookVerificationErrorCode,
    message: string,
    details?: WebhookVerificationErrorDetails,
  ) {
    super(escapeForLog(message), code)
    this.claim = details?.claim
    this.eventType = details?.eventType
    this.eventId = details?.eventId
  }
}

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
 * The code is the app's own: name your codes in the type parameter and `switch (error.code)`
 * narrows over them (it is `string` otherwise).
 *
 * @typeParam Code - the application error codes the app answers with.
 * @example
 * ```ts
 * import { ServicePluginError } from '@vitrine/webhooks'
 *
 * type ShippingCode = 'DESTINATION_NOT_SUPPORTED' | 'EMPTY_ORDER'
 *
 * webhooks.servicePlugins.register('ECOM_SHIPPING_RATES', {
 *   '/v1/getRates': ({ request }) => {
 *     throw new ServicePluginError<ShippingCode>('DESTINATION_NOT_SUPPORTED', {
 *       description: 'We do not ship there',
 *     })
 *   },
 * })
 * ```
 */
export class ServicePluginError<Code extends string = string> extends VitrineError {
  static override readonly kind: string = 'ServicePluginError'
  declare readonly name: 'ServicePluginError'
  /** The application error code the platform receives. */
  declare readonly code: Code
  /** The description sent to the platform. */
  declare readonly description: string
  /** The data sent to the platform. */
  declare readonly data: Record<string, unknown>
  /** The HTTP status of the answer. */
  declare readonly status: number

  /**
   * @param code - the application error code the platform receives.
   * @param options - description, data and status.
   */
  constructor(code: Code, options: ServicePluginErrorOptions = {}) {
    super(options.description ?? code, code)
    this.description = options.description ?? code
    this.data = options.data ?? {}
    this.status = options.status ?? 400
  }
}

import { VitrineError } from '@vitrine/core'

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
 * - `INVALID_CLAIM`: `exp` missing or not a number, or a wrong `iss` / `aud`; see `claim`.
 * - `INVALID_PAYLOAD`: the token is authentic but its `data` is not the platform's envelope.
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
  | 'INVALID_CLAIM'
  | 'INVALID_PAYLOAD'
  | 'UNEXPECTED_EVENT_TYPE'
  | 'DUPLICATE'

/** Extra facts a {@link WebhookVerificationError} may carry. None of them is secret. */
export interface WebhookVerificationErrorDetails {
  /** The claim that failed (`exp`, `nbf`, `iss`, `aud`), for claim failures. */
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
 * try {
 *   await webhooks.process(body)
 * } catch (error) {
 *   if (WebhookVerificationError.is(error)) {
 *     switch (error.code) {
 *       case 'DUPLICATE':
 *         break // already processed: acknowledge
 *       case 'EXPIRED':
 *       case 'INVALID_SIGNATURE':
 *         console.warn('rejected delivery', error.code)
 *         break
 *       default:
 *         console.warn(error.message)
 *     }
 *   }
 * }
 * ```
 */
export class WebhookVerificationError extends VitrineError {
  static override readonly kind: string = 'WebhookVerificationError'
  declare readonly code: WebhookVerificationErrorCode
  /** The claim that failed, for `EXPIRED`, `NOT_YET_VALID` and `INVALID_CLAIM`. */
  readonly claim: string | undefined
  /** The event type, when the token was authentic enough to tell it. */
  readonly eventType: string | undefined
  /** The event id, when the token was authentic enough to tell it. */
  readonly eventId: string | undefined

  /**
   * @param code - why the delivery was refused.
   * @param message - a human-readable message (never the token).
   * @param details - the failing claim, event type or event id.
   */
  constructor(
    code: WebhookVerificationErrorCode,
    message: string,
    details?: WebhookVerificationErrorDetails,
  ) {
    super(message, code)
    this.claim = details?.claim
    this.eventType = details?.eventType
    this.eventId = details?.eventId
  }
}

import { WebhookVerificationError } from '../errors'

/** The HTTP status for a failure. Bodies stay empty: nothing about the cause is leaked. */
export function statusOf(error: unknown): number {
  if (!WebhookVerificationError.is(error)) return 500
  const { code } = error
  return code === 'DUPLICATE'
    ? 200 // already processed: the platform must stop retrying
    : code === 'TOO_LARGE'
      ? 413
      : code === 'INVALID_TOKEN' || code === 'INVALID_PAYLOAD' || code === 'UNEXPECTED_EVENT_TYPE'
        ? 400
        : 401
}

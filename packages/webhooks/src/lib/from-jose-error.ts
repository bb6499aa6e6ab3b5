import { WebhookVerificationError, type WebhookVerificationErrorCode } from '../errors'

// jose's stable error codes → ours (no import of jose's error classes). Claims are checked by
// check-claims.ts, so jose only reports on the token's shape, its algorithm and its signature:
// anything else it refuses is INVALID_TOKEN.
const CODES: Record<string, WebhookVerificationErrorCode> = {
  ERR_JWS_SIGNATURE_VERIFICATION_FAILED: 'INVALID_SIGNATURE',
  ERR_JOSE_ALG_NOT_ALLOWED: 'ALGORITHM_NOT_ALLOWED',
}

/** jose's failure → a WebhookVerificationError. jose's messages name the check, never the token. */
export function fromJoseError(error: unknown): WebhookVerificationError {
  const { code, message } = (error ?? {}) as Record<string, string | undefined>
  return new WebhookVerificationError(
    CODES[code!] ?? 'INVALID_TOKEN',
    `Invalid JWT: ${String(message || 'malformed token').slice(0, 200)}`,
  )
}

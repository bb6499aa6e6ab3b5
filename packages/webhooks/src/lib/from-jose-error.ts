import { WebhookVerificationError, type WebhookVerificationErrorCode } from '../webhook-verification-error'

// jose's stable error codes → ours (no import of jose's error classes). A claim check that
// fails on `nbf` is NOT_YET_VALID; any other claim failure (missing, wrong type, iss, aud) is
// INVALID_CLAIM; anything else jose refuses is INVALID_TOKEN.
const CODES: Record<string, WebhookVerificationErrorCode> = {
  ERR_JWT_EXPIRED: 'EXPIRED',
  ERR_JWS_SIGNATURE_VERIFICATION_FAILED: 'INVALID_SIGNATURE',
  ERR_JOSE_ALG_NOT_ALLOWED: 'ALGORITHM_NOT_ALLOWED',
  ERR_JWT_CLAIM_VALIDATION_FAILED: 'INVALID_CLAIM',
}

/** jose's failure → a WebhookVerificationError. jose's messages name the check, never the token. */
export function fromJoseError(error: unknown): WebhookVerificationError {
  const { code, claim, reason, message } = (error ?? {}) as Record<string, string | undefined>
  return new WebhookVerificationError(
    claim === 'nbf' && reason === 'check_failed' ? 'NOT_YET_VALID' : (CODES[code!] ?? 'INVALID_TOKEN'),
    `Invalid JWT: ${String(message || 'malformed token').slice(0, 200)}`,
    { claim },
  )
}

import { WebhookVerificationError, type WebhookVerificationErrorCode } from '../errors'
import { segmentText, strictUtf8 } from './segment-text'

export type Claims = Record<string, unknown>

/** The claim rules of one verifier: the options of `createWebhooks`, normalised. */
export interface ClaimRules {
  issuer: readonly string[] | undefined
  audience: readonly string[] | undefined
  clockTolerance: number
  maxExpiresIn: number
}

/**
 * The claims set of a payload: a base64url segment of the token, or jose's verified payload
 * bytes; `undefined` when it is not UTF-8 JSON (refused by {@link checkClaims}).
 */
export function readClaims(payload: string | Uint8Array): unknown {
  try {
    return JSON.parse(typeof payload === 'string' ? segmentText(payload) : strictUtf8.decode(payload))
  } catch {
    return undefined
  }
}

const claimError = (
  code: WebhookVerificationErrorCode,
  claim: string,
  why: string,
): WebhookVerificationError =>
  new WebhookVerificationError(code, `Invalid JWT: "${claim}" claim ${why}`, { claim })

/**
 * The claims set of a token whose signature jose verified (`compactVerify`), checked as jose's
 * `jwtVerify` checks it for our options — `iss` and `aud` when configured, `exp` required, `iat`
 * / `nbf` / `exp` numbers, `nbf` and `exp` against now with the clock tolerance, in jose's
 * order (`check-claims.test.ts` runs both on the same tokens) — and then the lifetime bound:
 * `exp` finite and at most `maxExpiresIn` ahead, `iat` not in the future. Doing it here rather
 * than in jose parses the claims once, not twice (the event is decoded from the same object),
 * and keeps jose's duration parser and unused claim options out of the bundle.
 */
export function checkClaims(claims: unknown, rules: ClaimRules): Claims {
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    throw new WebhookVerificationError('INVALID_TOKEN', 'Invalid JWT: the claims set is not a JSON object')
  }
  const { iss, aud, exp, nbf, iat } = claims as Claims
  const { issuer, audience, clockTolerance, maxExpiresIn } = rules
  const number = (claim: string, value: unknown): void => {
    if (value !== undefined && typeof value !== 'number')
      throw claimError('INVALID_CLAIM', claim, 'must be a number')
  }
  // jose's order: required claims present (iss, aud, exp), then iss and aud values, then times.
  if (issuer && iss === undefined) throw claimError('INVALID_CLAIM', 'iss', 'is missing')
  if (audience && aud === undefined) throw claimError('INVALID_CLAIM', 'aud', 'is missing')
  if (exp === undefined) throw claimError('INVALID_CLAIM', 'exp', 'is missing')
  if (issuer && !issuer.includes(iss as string)) throw claimError('INVALID_CLAIM', 'iss', 'is not accepted')
  if (
    audience &&
    !(typeof aud === 'string'
      ? audience.includes(aud)
      : Array.isArray(aud) && audience.some((one) => aud.includes(one)))
  ) {
    throw claimError('INVALID_CLAIM', 'aud', 'is not accepted')
  }
  const now = Math.floor(Date.now() / 1000)
  number('iat', iat)
  number('nbf', nbf)
  if ((nbf as number) > now + clockTolerance) throw claimError('NOT_YET_VALID', 'nbf', 'is in the future')
  number('exp', exp)
  if ((exp as number) <= now - clockTolerance) throw claimError('EXPIRED', 'exp', 'has passed')
  // Not `>`: a non-finite `exp` (JSON's 1e400 is Infinity) fails too.
  if (!((exp as number) <= now + clockTolerance + maxExpiresIn)) {
    throw claimError('LIFETIME_TOO_LONG', 'exp', `is more than ${maxExpiresIn} s ahead`)
  }
  if ((iat as number) > now + clockTolerance) throw claimError('ISSUED_IN_FUTURE', 'iat', 'is in the future')
  return claims as Claims
}

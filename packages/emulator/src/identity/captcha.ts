import { DEMO_CAPTCHA_TOKEN } from '../constants'
import { isJsonObject } from '../wire/json-body'
import { applicationError } from '../wire/wire-error'

/** Login code: no captcha token although one is required. */
export const MISSING_CAPTCHA = '-19971'
/** Login code: a captcha token that does not verify. */
export const INVALID_CAPTCHA = '-19970'

/** The token values of `captchaTokens: [{ Recaptcha | InvisibleRecaptcha | NoCaptcha: "…" }]`. */
function tokenValues(captchaTokens: unknown): string[] {
  if (!Array.isArray(captchaTokens)) return []
  return captchaTokens.flatMap((entry: unknown) => {
    if (!isJsonObject(entry)) return []
    return Object.values(entry).flatMap((v) => {
      if (typeof v === 'string' && v !== '') return [v]
      if (isJsonObject(v) && typeof v['token'] === 'string' && v['token'] !== '') return [v['token']]
      return []
    })
  })
}

/**
 * Enforces captcha when required: no token → `-19971`, a token other than
 * {@link DEMO_CAPTCHA_TOKEN} → `-19970` (spec section 8).
 */
export function checkCaptcha(required: boolean, captchaTokens: unknown): void {
  if (!required) return
  const tokens = tokenValues(captchaTokens)
  if (tokens.length === 0) throw applicationError(400, MISSING_CAPTCHA, 'A captcha token is required')
  if (!tokens.includes(DEMO_CAPTCHA_TOKEN))
    throw applicationError(400, INVALID_CAPTCHA, 'The captcha token is invalid')
}

import { inputString } from '@vitrine/core/lazy-leaves'
import { type InputOptional, inputOptional } from '@vitrine/core/module'
import type { CaptchaToken, CaptchaTokens } from '../../identity/types'

/** The shape of the captcha tokens a caller gives (`{ recaptchaToken, invisibleRecaptchaToken }`). */
export const captchaTokens: InputOptional = /* @__PURE__ */ inputOptional({
  recaptchaToken: /* @__PURE__ */ inputOptional(inputString),
  invisibleRecaptchaToken: /* @__PURE__ */ inputOptional(inputString),
})

/** The wire form of captcha tokens: one entry with the kinds given, or nothing at all. */
export function captchaTokensOf(tokens: CaptchaTokens | undefined): CaptchaToken[] | undefined {
  if (!tokens) return undefined
  const entry: CaptchaToken = {}
  if (tokens.recaptchaToken !== undefined) entry.Recaptcha = tokens.recaptchaToken
  if (tokens.invisibleRecaptchaToken !== undefined) entry.InvisibleRecaptcha = tokens.invisibleRecaptchaToken
  return Object.keys(entry).length > 0 ? [entry] : undefined
}

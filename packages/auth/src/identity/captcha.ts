import type { CaptchaToken, CaptchaTokens } from './types'

/** The wire form of captcha tokens: one entry with the kinds given, or nothing at all. */
export function captchaTokensOf(tokens: CaptchaTokens | undefined): CaptchaToken[] | undefined {
  if (!tokens) return undefined
  const entry: CaptchaToken = {}
  if (tokens.recaptchaToken !== undefined) entry.Recaptcha = tokens.recaptchaToken
  if (tokens.invisibleRecaptchaToken !== undefined) entry.InvisibleRecaptcha = tokens.invisibleRecaptchaToken
  return Object.keys(entry).length > 0 ? [entry] : undefined
}

/** Checks captcha tokens given by the caller. */
export function captchaViolations(
  tokens: unknown,
  field = 'captchaTokens',
): { field: string; description: string }[] {
  if (tokens === undefined) return []
  if (typeof tokens !== 'object' || tokens === null) return [{ field, description: 'must be an object' }]
  const out = []
  for (const key of ['recaptchaToken', 'invisibleRecaptchaToken'] as const) {
    const value = (tokens as Record<string, unknown>)[key]
    if (value !== undefined && typeof value !== 'string')
      out.push({ field: `${field}.${key}`, description: 'must be a string' })
  }
  return out
}

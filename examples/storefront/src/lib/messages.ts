// What to tell a shopper when something fails: a sentence, never wire text such as
// `INVALID_ARGUMENT: "password" must be 4 to 100 characters`. The sign-in and password forms'
// own sentences are in `account-messages.ts`: this module ships with every page ("Add to cart"
// needs it), those only with the pages that have the forms.
import { ApplicationError, InvalidInputError, ValidationError, VitrineError } from '@vitrine/core'

const FIELD_NAMES: Record<string, string> = {
  password: 'The password',
  newPassword: 'The new password',
  email: 'The e-mail address',
  loginId: 'The e-mail address',
  'loginId.email': 'The e-mail address',
  code: 'The code',
  quantity: 'The quantity',
  couponCode: 'The coupon code',
}

/** `lineItems[0].quantity` → `The quantity`; anything unknown → `This field`. */
function fieldName(field: string): string {
  const last =
    field
      .replace(/\[\d+\]/g, '')
      .split('.')
      .at(-1) ?? field
  return FIELD_NAMES[field] ?? FIELD_NAMES[last] ?? 'This field'
}

function sentence(text: string): string {
  const trimmed = text.trim().replace(/^"|"$/g, '')
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}

const CODES: Record<string, string> = {
  OWNED_CART_NOT_FOUND: 'Your cart is empty now. Add something and try again.',
  CART_NOT_FOUND: 'Your cart is empty now. Add something and try again.',
  COUPON_DOES_NOT_EXIST: 'There is no coupon with this code.',
  COUPON_IS_EXPIRED: 'This coupon has expired.',
  COUPON_LIMIT_PER_CUSTOMER_EXCEEDED: 'You have used this coupon already.',
  COUPON_USAGE_EXCEEDED: 'This coupon has been used up.',
  TOO_MANY_REQUESTS: 'The shop is busy. Wait a moment and try again.',
  FORBIDDEN: 'You are not allowed to do that. Try signing in again.',
  UNAUTHORIZED: 'Your session has ended. Reload the page and try again.',
}

/** A sentence for any error the shop can meet (the client's typed errors first). */
export function errorMessage(error: unknown): string {
  if (ValidationError.is(error) || InvalidInputError.is(error)) {
    const violations = (error as { violations: { field: string; description: string }[] }).violations
    if (violations.length > 0) {
      return violations.map((v) => sentence(`${fieldName(v.field)} ${v.description}`)).join(' ')
    }
  }
  if (ApplicationError.is(error)) {
    const known = CODES[error.code]
    if (known) return known
    if (/coupon/i.test(`${error.code} ${error.description}`)) return 'This coupon cannot be used.'
    if (error.status === 404) return 'That is no longer available.'
    return error.status >= 500
      ? 'Something went wrong on our side. Please try again.'
      : 'That did not work. Please check and try again.'
  }
  if (VitrineError.is(error)) {
    if (error.name === 'NetworkError')
      return 'The shop cannot be reached. Check your connection and try again.'
    if (error.name === 'TimeoutError') return 'The shop took too long to answer. Please try again.'
    if (error.name === 'OAuthError') {
      return (error as { oauthError?: string }).oauthError === 'access_denied'
        ? 'Signing in was cancelled.'
        : 'Signing in did not work. Please try again.'
    }
    if (error.name === 'StorageError')
      return 'Your browser refuses cookies, which the shop needs for your cart.'
  }
  return 'Something went wrong on our side. Please try again.'
}

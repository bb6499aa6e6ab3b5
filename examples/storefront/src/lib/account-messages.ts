// The sign-in, registration and password forms' sentences, apart from `messages.ts` (which every
// page loads): only the pages with these forms ship them.
import type { LoginResult } from '@vitrine/auth'
import { errorMessage } from './messages'

/** The form a message is for: the same refusal reads differently when signing in and registering. */
export type AuthFlow = 'sign-in' | 'register'

/** What to tell the shopper after a login or registration that did not succeed; `undefined` when nothing. */
export function loginMessage(
  result: LoginResult | undefined,
  flow: AuthFlow = 'sign-in',
): string | undefined {
  if (!result) return undefined
  switch (result.state) {
    case 'FAILURE':
      switch (result.errorCode) {
        case 'invalidPassword':
          return 'The e-mail or the password is not right.'
        case 'invalidEmail':
          return flow === 'register'
            ? 'This e-mail address cannot be used for an account. Check it, or use another one.'
            : 'There is no account with this e-mail, or the address is not valid.'
        case 'emailAlreadyExists':
          return 'An account with this e-mail exists already. Sign in instead.'
        case 'resetPassword':
          return 'Please choose a new password first: use “Forgot your password?”.'
        case 'missingCaptchaToken':
        case 'invalidCaptchaToken':
          return 'Please confirm you are not a robot, then try again.'
        default:
          return result.cause === undefined
            ? 'That did not work. Please try again.'
            : errorMessage(result.cause)
      }
    case 'OWNER_APPROVAL_REQUIRED':
      return 'Thanks! The shop owner approves new accounts; you can sign in once they have.'
    case 'SILENT_CAPTCHA_REQUIRED':
    case 'USER_CAPTCHA_REQUIRED':
      return 'Please confirm you are not a robot, then try again.'
    default:
      return undefined
  }
}

/** The password rule as the forms check it before sending, or `undefined` when the password passes. */
export function passwordProblem(password: string, min: number, max: number): string | undefined {
  if (password.length < min) return `The password must have at least ${min} characters.`
  if (password.length > max) return `The password must have at most ${max} characters.`
  return undefined
}

/** What is wrong with each field of a registration before it is sent (no entry: the field passes). */
export interface RegistrationProblems {
  email?: string
  password?: string
}

// One `@`, something on each side, a dot in the domain, no spaces: what a browser's type=email accepts, roughly.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** Checks a registration as the shopper typed it: every empty required field is named, not only the first. */
export function registrationProblems(
  input: { email: string; password: string },
  rule: { min: number; max: number },
): RegistrationProblems {
  const email = input.email.trim()
  const problems: RegistrationProblems = {}
  if (email === '') problems.email = 'Enter your e-mail address.'
  else if (email.length > 254 || !EMAIL_SHAPE.test(email))
    problems.email = 'Enter a valid e-mail address, like name@example.com.'
  if (input.password === '') problems.password = `Choose a password of ${rule.min} to ${rule.max} characters.`
  else {
    const password = passwordProblem(input.password, rule.min, rule.max)
    if (password) problems.password = password
  }
  return problems
}

// The account forms' checks, as zod schemas: the registration's e-mail is the SDK's own rule
// (`emailSchema` from `@vitrine/cart/schemas`, what sign-in, registration and checkout accept),
// the passwords are the platform's length rule. Apart from `account-messages.ts` (which the
// sign-in form loads too): only the registration and account pages load zod.
import { emailSchema } from '@vitrine/cart/schemas'
import { maxLength, minLength, object, refine, string } from 'zod/mini'
import { type Checked, checkForm } from './form-problems'

/** The platform's password length rule. */
export interface PasswordRule {
  min: number
  max: number
}

/** A new password: not empty, then within the rule's length, each with its sentence. */
const newPassword = (rule: PasswordRule) =>
  string().check(
    minLength(1, { error: `Choose a password of ${rule.min} to ${rule.max} characters.`, abort: true }),
    minLength(rule.min, `The password must have at least ${rule.min} characters.`),
    maxLength(rule.max, `The password must have at most ${rule.max} characters.`),
  )

/** What is wrong with each field of a registration before it is sent (no entry: the field passes). */
export type RegistrationProblems = Partial<Record<'email' | 'password', string>>

/**
 * Checks a registration as the shopper typed it: every empty or wrong field is named, not only the
 * first; the e-mail comes back trimmed.
 */
export function checkRegistration(
  input: { email: string; password: string },
  rule: PasswordRule,
): Checked<{ email: string; password: string }, 'email' | 'password'> {
  return checkForm(object({ email: emailSchema, password: newPassword(rule) }), input)
}

/** Checks a password change: the rule, then the two entries the same. */
export function checkPasswordChange(
  input: { password: string; repeat: string },
  rule: PasswordRule,
): Checked<{ password: string; repeat: string }, 'password' | 'repeat'> {
  return checkForm(
    object({ password: newPassword(rule), repeat: string() }).check(
      refine((value) => value.password === value.repeat, {
        error: 'The two passwords are not the same.',
        path: ['repeat'],
        // Only once the password itself passes: one thing to fix at a time.
        when: (payload) => payload.issues.length === 0,
      }),
    ),
    input,
  )
}

import { type InputLeaf, inputText } from './check-input'

// The one e-mail rule of the SDK, shared by sign-in, registration and checkout. Capped in length
// first (a lookahead that reads at most 255 characters), then a pattern that cannot backtrack (no part of it can match what the next
// part matches), so a crafted value costs time linear in its length.

/**
 * The longest e-mail address accepted: 254 characters, the longest address that fits an SMTP
 * path (RFC 5321 §4.5.3.1.3, RFC 3696 erratum 1690).
 */
export const MAX_EMAIL_LENGTH = 254

/**
 * At most 254 characters (the lookahead, which reads at most 255 of them); one `@` between a
 * local part of 1 to 64 characters and a domain of at least two non-empty, dot-separated labels;
 * no whitespace or control character anywhere.
 */
const EMAIL = /^(?=.{1,254}$)[^\s\p{Cc}@]{1,64}@[^\s\p{Cc}@.]+(?:\.[^\s\p{Cc}@.]+)+$/u

/**
 * An e-mail address: at most {@link MAX_EMAIL_LENGTH} characters, no whitespace or control
 * characters, one `@` between a local part of 1 to 64 characters and a domain of dot-separated,
 * non-empty labels with at least one dot (`a@b.co`, not `a@b`: the platform's checkout and
 * registration refuse a domain without a dot). The platform decides the rest.
 *
 * @example
 * ```ts
 * import { checkInput, inputEmail } from '@vitrine/core/module'
 *
 * checkInput([inputEmail, 'ada@example.com', 'email']) // passes
 * checkInput([inputEmail, 'a@b', 'email']) // InvalidInputError: "email" must be an e-mail address
 * ```
 */
export const inputEmail: InputLeaf = /* @__PURE__ */ inputText(EMAIL, 'must be an e-mail address')

import { type InputLeaf, inputEmail, inputValue } from '@vitrine/core/module'
import { inputHttpUrl, inputUrl } from '@vitrine/core/url-rule'

// Input leaves of the interactive chunk (identity calls, redirect sessions, login flows), in
// core's input vocabulary. Messages are the ones users (and tests) already rely on.

/** An e-mail address: core's one rule, shared with checkout. */
export const email: InputLeaf = inputEmail

/** An absolute http(s) URL: core's one rule, capped in length. */
export const httpUrl: InputLeaf = inputHttpUrl

/** An absolute URL of any scheme (a callback URL to read): core's one rule, capped in length. */
export const absoluteUrl: InputLeaf = inputUrl

/** A string (possibly empty). */
export const aString: InputLeaf = /* @__PURE__ */ inputValue((value) => typeof value === 'string', 'a string')

/** A boolean. */
export const aBoolean: InputLeaf = /* @__PURE__ */ inputValue(
  (value) => typeof value === 'boolean',
  'a boolean',
)

/** An array, of anything (the platform checks the items). */
export const anArray: InputLeaf = /* @__PURE__ */ inputValue(Array.isArray, 'an array')

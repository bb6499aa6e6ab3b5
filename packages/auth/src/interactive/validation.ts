import { type InputLeaf, inputValue } from '@vitrine/core/module'

// Input leaves of the interactive chunk (identity calls, redirect sessions, login flows), in
// core's input vocabulary. Messages are the ones users (and tests) already rely on.

const EMAIL = /^[^\s@]+@[^\s@]+$/

/** A plausible e-mail address (the platform decides the rest). */
export const email: InputLeaf = /* @__PURE__ */ inputValue(
  (value) => typeof value === 'string' && value.length <= 254 && EMAIL.test(value),
  'an e-mail address',
)

/** An absolute http(s) URL. */
export const httpUrl: InputLeaf = (value) => {
  try {
    if (typeof value === 'string') {
      const { protocol } = new URL(value)
      return protocol === 'http:' || protocol === 'https:' ? undefined : 'must use http or https'
    }
  } catch {
    // Not a URL at all: said below.
  }
  return 'must be an absolute http(s) URL'
}

/** An absolute URL of any scheme (a callback URL to read). */
export const absoluteUrl: InputLeaf = (value) => {
  try {
    if (typeof value === 'string' && new URL(value)) return undefined
  } catch {
    // Not a URL at all: said below.
  }
  return 'must be an absolute URL'
}

/** A string (possibly empty). */
export const aString: InputLeaf = /* @__PURE__ */ inputValue((value) => typeof value === 'string', 'a string')

/** A boolean. */
export const aBoolean: InputLeaf = /* @__PURE__ */ inputValue(
  (value) => typeof value === 'boolean',
  'a boolean',
)

/** An array, of anything (the platform checks the items). */
export const anArray: InputLeaf = /* @__PURE__ */ inputValue(Array.isArray, 'an array')

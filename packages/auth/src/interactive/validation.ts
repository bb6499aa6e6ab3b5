import { type InputLeaf, inputValue } from '@vitrine/core/module'

// Input leaves that only the interactive chunk has (identity calls, redirect sessions, login
// flows), in core's input vocabulary. The shared ones — e-mail, URLs, strings, booleans,
// non-blank strings — are core's (`@vitrine/core/module`, `@vitrine/core/url-rule`).

/** An array, of anything (the platform checks the items). */
export const anArray: InputLeaf = /* @__PURE__ */ inputValue(Array.isArray, 'an array')

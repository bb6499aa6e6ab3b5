import { type InputLeaf, inputValue } from '@vitrine/core/module'

// Input leaves shared by the session, the storages and the interactive chunk, written with
// core's input vocabulary. Messages are the ones users (and tests) already rely on.

/** A string with something other than spaces in it. */
export const nonEmpty: InputLeaf = /* @__PURE__ */ inputValue(
  (value) => typeof value === 'string' && value.trim() !== '',
  'a non-empty string',
)

/** A function. */
export const aFunction: InputLeaf = /* @__PURE__ */ inputValue(
  (value) => typeof value === 'function',
  'a function',
)

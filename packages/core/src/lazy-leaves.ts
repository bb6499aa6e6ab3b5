// `@vitrine/core/lazy-leaves`: leaves of core's input vocabulary that only code loaded on first use
// checks (auth's identity calls, its login flows, its server half). An entry of its own rather
// than part of `@vitrine/core/module` for the reason `@vitrine/core/url-rule` is one: a bundler
// puts a file in every chunk whose code imports the entry that re-exports it, so a leaf declared
// beside `checkInput` loads with every page that checks anything, used there or not.
import { type InputLeaf, InputRecord, type InputShape, inputValue } from './check-input'

/**
 * A string, possibly empty. Says `must be a string`.
 *
 * @example
 * ```ts
 * import { checkInput } from '@vitrine/core/module'
 * import { inputString } from '@vitrine/core/lazy-leaves'
 *
 * checkInput([{ state: inputString }, { state: '' }, ''])
 * ```
 */
export const inputString: InputLeaf = /* @__PURE__ */ inputValue(
  (value) => typeof value === 'string',
  'a string',
)

/**
 * A boolean. Says `must be a boolean`.
 *
 * @example
 * ```ts
 * import { checkInput } from '@vitrine/core/module'
 * import { inputBoolean } from '@vitrine/core/lazy-leaves'
 *
 * checkInput([{ secure: inputBoolean }, { secure: true }, 'options'])
 * ```
 */
export const inputBoolean: InputLeaf = /* @__PURE__ */ inputValue(
  (value) => typeof value === 'boolean',
  'a boolean',
)

/**
 * A record whose keys are the caller's (token parameters, metadata): an object whose every value
 * has the shape `item`, each named by its key (`tokenParams.id_token`).
 *
 * @example
 * ```ts
 * import { checkInput } from '@vitrine/core/module'
 * import { inputRecord, inputString } from '@vitrine/core/lazy-leaves'
 *
 * checkInput([{ tokenParams: inputRecord(inputString) }, { tokenParams: { id_token: 'eyJ' } }, ''])
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function inputRecord(item: InputShape): InputRecord {
  return new InputRecord(item)
}

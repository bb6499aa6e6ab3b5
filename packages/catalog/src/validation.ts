import {
  type InputFields,
  type InputLeaf,
  inputNonEmpty,
  inputOptional,
  inputValue,
} from '@vitrine/core/module'

// Leaves of core's input checker that only the catalogue has (core's `inputNonEmpty`, `inputIds`
// and the rest serve the shared ones). What only the admin writes check is in admin/validation.ts,
// so that a storefront's bundle does not carry it.

/** A whole number of at least `min`. */
export const whole = (min: number): InputLeaf =>
  inputValue((v) => Number.isSafeInteger(v) && (v as number) >= min, `a whole number, at least ${min}`)

/** Choices by option name, e.g. `{ Size: 'M' }`: names and choices non-empty strings. */
export const choices: InputLeaf = /* @__PURE__ */ inputValue(
  (v) =>
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    Object.entries(v).every(([name, choice]) => !inputNonEmpty(name) && !inputNonEmpty(choice)),
  'an object of option names to non-empty choices, e.g. { Size: "M" }',
)

/** The extra option of `collections.getBySlug`: which of the platform's endpoints answers. */
export const bySlugOptions: InputFields = {
  api: /* @__PURE__ */ inputOptional(
    /* @__PURE__ */ inputValue((api) => api === 'v1' || api === 'v2', '"v1" or "v2"'),
  ),
}

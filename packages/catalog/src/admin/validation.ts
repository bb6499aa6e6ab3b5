import {
  type InputLeaf,
  type InputList,
  inputList,
  inputNonEmpty,
  inputText,
  inputValue,
} from '@vitrine/core/module'

// Leaves only the admin writes check: they load with the admin chunk, never with the reads.

/** A slug: no spaces and no URL delimiters. */
export const slug: InputLeaf = /* @__PURE__ */ inputText(
  /^[^\s/?#%]+$/,
  'must be a slug: not empty, no spaces, "/", "?", "#" or "%"',
)

/**
 * A float: any number, `NaN` and `±Infinity` included (the codec sends those as the strings the
 * wire expects). A numeric string is refused: the caller should say what they mean.
 */
export const float: InputLeaf = /* @__PURE__ */ inputValue((v) => typeof v === 'number', 'a number')

/** A price, cost or weight: a float not below zero (`NaN` and `Infinity` pass as given). */
export const amount: InputLeaf = /* @__PURE__ */ inputValue(
  (v) => typeof v === 'number' && !(v < 0),
  'a number, not below 0',
)

/** A percentage: a finite number of at least -100. */
export const rate: InputLeaf = /* @__PURE__ */ inputValue(
  (v) => Number.isFinite(v) && (v as number) >= -100,
  'a finite number, at least -100',
)

/** Exactly one of `keys` is set. */
export const exactlyOne =
  (keys: readonly string[]) =>
  (value: Record<string, unknown>): boolean =>
    keys.filter((k) => value[k] !== undefined).length === 1

/** At least one field is set. */
export const notEmpty = (value: Record<string, unknown>): boolean => Object.keys(value).length > 0

/** A list of ids (possibly empty). */
export const ids: InputList = /* @__PURE__ */ inputList(inputNonEmpty)

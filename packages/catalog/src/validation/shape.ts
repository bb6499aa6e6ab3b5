import {
  type InputFields,
  type InputLeaf,
  type InputList,
  type InputOptional,
  type InputRule,
  type InputShape,
  inputList,
  inputOptional,
  inputRule,
  inputText,
  inputValue,
} from '@vitrine/core'

// What an input must look like, in the terms of core's input checker: plain predicates for the
// leaves, a few classes for the structure (objects, lists, optional parts, rules across fields).

/** A leaf: what is wrong with a present value, or `undefined`. */
export type Leaf = InputLeaf

/** Fields of an object to check; fields not named are sent unchecked (forward compatible). */
export type Fields = InputFields

/** What a value must look like. */
export type Shape = InputShape

/** A non-empty string (names, ids, choices). */
export const text: Leaf = /* @__PURE__ */ inputText(/\S/, 'must not be empty')

/** A slug: no spaces and no URL delimiters. */
export const slug: Leaf = /* @__PURE__ */ inputText(
  /^[^\s/?#%]+$/,
  'must be a slug: not empty, no spaces, "/", "?", "#" or "%"',
)

/** An absolute http(s) URL. */
export const httpUrl: Leaf = /* @__PURE__ */ inputText(
  /^https?:\/\/[^\s/?#]+[^\s]*$/i,
  'must be an absolute http(s) URL',
)

/**
 * A float: any number, `NaN` and `±Infinity` included (the codec sends those as the strings the
 * wire expects). A numeric string is refused: the caller should say what they mean.
 */
export const float: Leaf = /* @__PURE__ */ inputValue((v) => typeof v === 'number', 'a number')

/** A price, cost or weight: a float not below zero (`NaN` and `Infinity` pass as given). */
export const amount: Leaf = /* @__PURE__ */ inputValue(
  (v) => typeof v === 'number' && !(v < 0),
  'a number, not below 0',
)

/** A whole number of at least `min`. */
export const whole = (min: number): Leaf =>
  inputValue((v) => Number.isSafeInteger(v) && (v as number) >= min, `a whole number, at least ${min}`)

/** A percentage: a finite number of at least -100. */
export const rate: Leaf = /* @__PURE__ */ inputValue(
  (v) => Number.isFinite(v) && (v as number) >= -100,
  'a finite number, at least -100',
)

/** Choices by option name, e.g. `{ Size: 'M' }`: names and choices non-empty strings. */
export const choices: Leaf = /* @__PURE__ */ inputValue(
  (v) =>
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    Object.entries(v).every(
      ([name, choice]) => /\S/.test(name) && typeof choice === 'string' && /\S/.test(choice),
    ),
  'an object of option names to non-empty choices, e.g. { Size: "M" }',
)

/** A function. */
export const callback: Leaf = /* @__PURE__ */ inputValue((v) => typeof v === 'function', 'a function')

/** A list of `item`s; `min` 1 refuses an empty list. */
export const list = (item: Shape, min = 0): InputList => inputList(item, min)

/** `shape`, or absent. */
export const maybe = (shape: Shape): InputOptional => inputOptional(shape)

/** An object with `fields` that also passes `test`. */
export const rule = (
  fields: Fields,
  test: (value: Record<string, unknown>) => boolean,
  description: string,
): InputRule => inputRule(fields, test, description)

/** Exactly one of `keys` is set. */
export const exactlyOne =
  (keys: readonly string[]) =>
  (value: Record<string, unknown>): boolean =>
    keys.filter((k) => value[k] !== undefined).length === 1

/** At least one field is set. */
export const notEmpty = (value: Record<string, unknown>): boolean => Object.keys(value).length > 0

/** A list of ids (possibly empty). */
export const ids: InputList = /* @__PURE__ */ list(text)

/** A non-empty list of ids. */
export const someIds: InputList = /* @__PURE__ */ list(text, 1)

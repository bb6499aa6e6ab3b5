import {
  type InputFields,
  type InputLeaf,
  type InputList,
  type InputShape,
  inputList,
  inputText,
  inputValue,
} from '@vitrine/core/module'

// What an input must look like, in the terms of core's input checker: plain predicates for the
// leaves, a few classes for the structure (objects, lists, optional parts, rules across fields).
// This file holds what the reads check too; what only writes check is in write-shape.ts, so that
// a storefront's bundle does not carry it.

// `list(item, min)`: a list of `item`s, `min` 1 refusing an empty one. `maybe(shape)`: `shape`,
// or absent.
export { inputList as list, inputOptional as maybe } from '@vitrine/core/module'

/** A leaf: what is wrong with a present value, or `undefined`. */
export type Leaf = InputLeaf

/** Fields of an object to check; fields not named are sent unchecked (forward compatible). */
export type Fields = InputFields

/** What a value must look like. */
export type Shape = InputShape

/** A non-empty string (names, ids, choices). */
export const text: Leaf = /* @__PURE__ */ inputText(/\S/, 'must not be empty')

/** A whole number of at least `min`. */
export const whole = (min: number): Leaf =>
  inputValue((v) => Number.isSafeInteger(v) && (v as number) >= min, `a whole number, at least ${min}`)

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

/** A non-empty list of ids. */
export const someIds: InputList = /* @__PURE__ */ inputList(text, 1)

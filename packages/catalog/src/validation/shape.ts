import * as z from 'zod/mini'

// What an input must look like. zod/mini checks the leaves (strings, numbers); plain classes
// describe the structure (objects, lists, optional parts, rules across fields) and the walker in
// check-input.ts names each field as the caller wrote it. zod/mini's object and array schemas
// would cost a storefront ~3 KB gz more for the same checks.

/** A leaf checked by zod/mini. */
export type Leaf = z.ZodMiniType

/** Fields of an object to check; fields not named are sent unchecked (forward compatible). */
export interface Fields {
  readonly [key: string]: Shape
}

/** A list of `item`s, with at least `min` of them. */
export class List {
  constructor(
    readonly item: Shape,
    readonly min: number,
  ) {}
}

/** A shape that may be absent (`undefined` or `null`). */
export class Maybe {
  constructor(readonly shape: Shape) {}
}

/** An object whose fields pass, and which then passes `test` as a whole. */
export class Rule {
  constructor(
    readonly fields: Fields,
    readonly test: (value: Record<string, unknown>) => boolean,
    readonly description: string,
  ) {}
}

/** What a value must look like. */
export type Shape = Leaf | Fields | List | Maybe | Rule

/** Type errors say "is required" for a missing value and "must be …" otherwise. */
const must = (what: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : `must be ${what}`),
})

const pattern = (re: RegExp, description: string): Leaf =>
  z.string(must('a string')).check(z.regex(re, description))
const value = <T>(test: (v: unknown) => boolean, what: string): Leaf => z.custom<T>(test, must(what))

/** A non-empty string (names, ids, choices). */
export const text: Leaf = /* @__PURE__ */ pattern(/\S/, 'must not be empty')

/** A slug: no spaces and no URL delimiters. */
export const slug: Leaf = /* @__PURE__ */ pattern(
  /^[^\s/?#%]+$/,
  'must be a slug: not empty, no spaces, "/", "?", "#" or "%"',
)

/** An absolute http(s) URL. */
export const httpUrl: Leaf = /* @__PURE__ */ pattern(
  /^https?:\/\/[^\s/?#]+[^\s]*$/i,
  'must be an absolute http(s) URL',
)

/**
 * A float: any number, `NaN` and `±Infinity` included (the codec sends those as the strings the
 * wire expects). A numeric string is refused: the caller should say what they mean.
 */
export const float: Leaf = /* @__PURE__ */ value<number>((v) => typeof v === 'number', 'a number')

/** A price, cost or weight: a float not below zero (`NaN` and `Infinity` pass as given). */
export const amount: Leaf = /* @__PURE__ */ value<number>(
  (v) => typeof v === 'number' && !(v < 0),
  'a number, not below 0',
)

/** A whole number of at least `min`. */
export const whole = (min: number): Leaf =>
  value<number>((v) => Number.isSafeInteger(v) && (v as number) >= min, `a whole number, at least ${min}`)

/** A percentage: a finite number of at least -100. */
export const rate: Leaf = /* @__PURE__ */ value<number>(
  (v) => Number.isFinite(v) && (v as number) >= -100,
  'a finite number, at least -100',
)

/** Choices by option name, e.g. `{ Size: 'M' }`: names and choices non-empty strings. */
export const choices: Leaf = /* @__PURE__ */ value<Record<string, string>>(
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
export const callback: Leaf = /* @__PURE__ */ value<unknown>((v) => typeof v === 'function', 'a function')

/** A list of `item`s; `min` 1 refuses an empty list. */
export const list = (item: Shape, min = 0): List => new List(item, min)

/** `shape`, or absent. */
export const maybe = (shape: Shape): Maybe => new Maybe(shape)

/** An object with `fields` that also passes `test`. */
export const rule = (
  fields: Fields,
  test: (value: Record<string, unknown>) => boolean,
  description: string,
): Rule => new Rule(fields, test, description)

/** Exactly one of `keys` is set. */
export const exactlyOne =
  (keys: readonly string[]) =>
  (value: Record<string, unknown>): boolean =>
    keys.filter((k) => value[k] !== undefined).length === 1

/** At least one field is set. */
export const notEmpty = (value: Record<string, unknown>): boolean => Object.keys(value).length > 0

/** A list of ids (possibly empty). */
export const ids: List = /* @__PURE__ */ list(text)

/** A non-empty list of ids. */
export const someIds: List = /* @__PURE__ */ list(text, 1)

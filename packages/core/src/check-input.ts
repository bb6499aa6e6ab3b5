import { InvalidInputError, type Violation } from './errors'

// Input checks for modules: run before anything is sent, naming every offending field the way
// the caller wrote it (`lineItems[0].quantity`, `ids[3]`). Leaves are plain predicates and the
// structure is a few classes, so a storefront pays a few hundred bytes for them: a schema
// library's runtime would cost more than a quarter of the cart's bundle budget.

/** A check of one present value: what is wrong with it, or `undefined` when it is fine. */
export type InputLeaf = (value: unknown) => string | undefined

/** Fields of an object to check; fields not named pass unchecked (forward compatible). */
export interface InputFields {
  readonly [field: string]: InputShape
}

/** A list of `item`s, with at least `min` of them. */
export class InputList {
  /** The kind of shape: a list. */
  declare readonly kind: 'list'
  /** The shape of every item. */
  declare readonly item: InputShape
  /** The fewest items allowed. */
  declare readonly min: number
  // Fields declared, not parameter properties: those are emitted twice (a field, then an
  // assignment), bytes every page pays.
  /**
   * @param item - the shape of every item.
   * @param min - the fewest items allowed.
   */
  constructor(item: InputShape, min: number) {
    this.item = item
    this.min = min
    this.kind = 'list'
  }
}

/** A record: an object whose every value has the shape `item`, whatever its keys. */
export class InputRecord {
  /** The kind of shape: a record. */
  declare readonly kind: 'record'
  /** The shape of every value. */
  declare readonly item: InputShape
  /** @param item - the shape of every value. */
  constructor(item: InputShape) {
    this.item = item
    this.kind = 'record'
  }
}

/** A shape that may be absent (`undefined` or `null`). */
export class InputOptional {
  /** The kind of shape: optional. */
  declare readonly kind: 'optional'
  /** The shape when present. */
  declare readonly shape: InputShape
  /** @param shape - the shape when present. */
  constructor(shape: InputShape) {
    this.shape = shape
    this.kind = 'optional'
  }
}

/** An object whose fields pass, and which then passes `test` as a whole. */
export class InputRule {
  /** The kind of shape: a rule across fields. */
  declare readonly kind: 'rule'
  /** The fields to check first. */
  declare readonly fields: InputFields
  /** The rule across fields. */
  declare readonly test: (value: Record<string, unknown>) => boolean
  /** What the rule says, e.g. `must set exactly one of price or cost`. */
  declare readonly description: string
  /** The field to name when the rule fails; the object itself when absent. */
  declare readonly at?: string
  /**
   * @param fields - the fields to check first.
   * @param test - the rule across fields.
   * @param description - what the rule says, e.g. `must set exactly one of price or cost`.
   * @param at - the field to name when the rule fails; the object itself when absent.
   */
  constructor(
    fields: InputFields,
    test: (value: Record<string, unknown>) => boolean,
    description: string,
    at?: string,
  ) {
    this.fields = fields
    this.test = test
    this.description = description
    this.at = at
    this.kind = 'rule'
  }
}

/** What an input must look like. */
export type InputShape = InputLeaf | InputFields | InputList | InputOptional | InputRecord | InputRule

/** One argument to check: its shape, the caller's value and the caller's name for it (`''` for top-level fields). */
export type InputArgument = readonly [shape: InputShape, value: unknown, name: string]

/**
 * A leaf that passes when `test` holds, else says `must be <what>`.
 *
 * @example
 * ```ts
 * import { inputValue } from '@vitrine/core/module'
 *
 * const quantity = inputValue((n) => Number.isSafeInteger(n) && (n as number) > 0, 'a positive integer')
 * ```
 */
export function inputValue(test: (value: unknown) => boolean, what: string): InputLeaf {
  return (value) => (test(value) ? undefined : `must be ${what}`)
}

/**
 * A string leaf matching `pattern`, else `description`.
 *
 * @example
 * ```ts
 * import { inputText } from '@vitrine/core/module'
 *
 * const country = inputText(/^[A-Z]{2}$/, 'must be an ISO-3166 alpha-2 country code, e.g. "US"')
 * ```
 */
export function inputText(pattern: RegExp, description: string): InputLeaf {
  return (value) =>
    typeof value !== 'string' ? 'must be a string' : pattern.test(value) ? undefined : description
}

/**
 * A string with something besides white space: an id, a code, a name, a client id. The one
 * non-blank rule of the SDK (cart, catalogue and auth check with it): says `must be a string` for
 * anything else, `must not be empty` for a blank one.
 *
 * @example
 * ```ts
 * import { checkInput, inputNonEmpty } from '@vitrine/core/module'
 *
 * checkInput([{ clientId: inputNonEmpty }, { clientId: 'my-client' }, ''])
 * ```
 */
export const inputNonEmpty: InputLeaf = /* @__PURE__ */ inputText(/\S/, 'must not be empty')

/**
 * A non-empty list of ids: each one {@link inputNonEmpty}. Says `must be a list`, `must not be
 * empty`, or names the offending item (`ids[2]`).
 *
 * @example
 * ```ts
 * import { checkInput, inputIds } from '@vitrine/core/module'
 *
 * checkInput([inputIds, ['p-1', 'p-2'], 'productIds'])
 * ```
 */
export const inputIds: InputList = /* @__PURE__ */ new InputList(inputNonEmpty, 1)

/**
 * A function: a listener, a callback. Says `must be a function`.
 *
 * @example
 * ```ts
 * import { checkInput, inputFunction } from '@vitrine/core/module'
 *
 * checkInput([inputFunction, () => undefined, 'listener'])
 * ```
 */
export const inputFunction: InputLeaf = /* @__PURE__ */ inputValue(
  (value) => typeof value === 'function',
  'a function',
)

/**
 * An id or a slug sent in a request's path: refused when blank, `.` or `..`, or when it holds `/`,
 * `\`, `?`, `#` or an encoded slash or dot (`%2F`, `%5C`, `%2E`). URL parsing removes dot segments
 * after encoding keeps them, so `products.delete('..')` would otherwise reach another endpoint. The
 * `path` template refuses the same values, for calls made with `client.request(...)`.
 *
 * @example
 * ```ts
 * import { inputPathParam, type Operation } from '@vitrine/core/module'
 * import { path } from '@vitrine/core'
 *
 * export const getGiftCard: Operation<[id: string]> = {
 *   name: 'giftCards.get',
 *   params: [['id', inputPathParam]],
 *   request: ([id]) => ({ method: 'GET', service: 'ecom-cart', path: path`/v1/gift-cards/${id}` }),
 * }
 * ```
 */
export const inputPathParam: InputLeaf = (value) =>
  typeof value !== 'string'
    ? 'must be a string'
    : /^\s*$|^\.\.?$|[/\\?#]|%(2f|5c|2e)/i.test(value)
      ? 'must be one path segment: not blank, "." or "..", without / \\ ? # %2F %5C %2E'
      : undefined

/** A list of `item`s; `min` 1 refuses an empty list. */
export function inputList(item: InputShape, min = 0): InputList {
  return new InputList(item, min)
}

/** `shape`, or absent (`undefined` or `null`). */
export function inputOptional(shape: InputShape): InputOptional {
  return new InputOptional(shape)
}

/**
 * An object with `fields` that also passes `test` (checked only when its fields pass), named at
 * the field `at` when it fails (the object itself when `at` is absent).
 *
 * @example
 * ```ts
 * import { inputList, inputOptional, inputRule, inputValue } from '@vitrine/core/module'
 *
 * const quantity = inputValue((n) => Number.isSafeInteger(n) && (n as number) > 0, 'a positive integer')
 * const items = inputRule(
 *   { lineItems: inputOptional(inputList({ quantity })), customLineItems: inputOptional(inputList({ quantity })) },
 *   (input) => Array.isArray(input['lineItems']) || Array.isArray(input['customLineItems']),
 *   'must hold at least one item',
 *   'lineItems',
 * )
 * ```
 */
export function inputRule(
  fields: InputFields,
  test: (value: Record<string, unknown>) => boolean,
  description: string,
  at?: string,
): InputRule {
  return new InputRule(fields, test, description, at)
}

/** An object that is not a list: what a shape of fields, a record or an entity must be. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The kind of a structural shape (`list`, `optional`, `record`, `rule`), or `undefined` for a leaf or plain
 * fields. Told by the `kind` of an instance, not `instanceof`: a page whose bundler ends up with
 * two copies of core still recognises the shapes the other copy made, and plain fields (an object
 * literal) may have a field named `kind` of their own.
 */
const kindOf = (shape: InputShape): string | undefined =>
  typeof shape === 'object' && Object.getPrototypeOf(shape) !== Object.prototype
    ? (shape as { kind?: string }).kind
    : undefined

function walk(shape: InputShape, value: unknown, field: string, out: Violation[]): void {
  const kind = kindOf(shape)
  if (kind === 'optional') {
    if (value !== undefined && value !== null) walk((shape as InputOptional).shape, value, field, out)
    return
  }
  const fail = (description: string) => out.push({ field: field || 'input', description })
  if (value === undefined) return void fail('is required')
  if (typeof shape === 'function') {
    const problem = shape(value)
    if (problem !== undefined) fail(problem)
  } else if (kind === 'list') {
    const list = shape as InputList
    if (!Array.isArray(value)) fail('must be a list')
    else if (value.length < list.min) fail('must not be empty')
    else for (let i = 0; i < value.length; i++) walk(list.item, value[i], `${field}[${i}]`, out)
  } else if (!isObject(value)) {
    fail('must be an object')
  } else {
    const before = out.length
    const rule = kind === 'rule' ? (shape as InputRule) : undefined
    const fields = rule ? rule.fields : (shape as InputFields)
    const item = kind === 'record' ? (shape as InputRecord).item : undefined
    for (const key of Object.keys(item ? value : fields)) {
      walk(
        item ?? (fields[key] as InputShape),
        Object.hasOwn(value, key) ? value[key] : undefined,
        field ? `${field}.${key}` : key,
        out,
      )
    }
    if (rule && out.length === before && !rule.test(value)) {
      const at = rule.at
      out.push({
        field: at ? (field ? `${field}.${at}` : at) : field || 'input',
        description: rule.description,
      })
    }
  }
}

/**
 * Checks every argument of a call and throws one {@link InvalidInputError} naming every
 * offending field. Only checks: values are never changed.
 *
 * @example
 * ```ts
 * import { checkInput, inputList, inputText, inputValue } from '@vitrine/core/module'
 *
 * const sku = inputText(/\S/, 'must not be empty')
 * const amount = inputValue((n) => typeof n === 'number', 'a number')
 * checkInput([inputList(sku, 1), ['A-1', 'B-2', ''], 'ids'], [{ price: amount }, { price: '5' }, 'set'])
 * // InvalidInputError: Invalid input: "ids[2]" must not be empty, "set.price" must be a number
 * ```
 */
export function checkInput(...args: readonly InputArgument[]): void {
  const violations: Violation[] = []
  for (const [shape, value, name] of args) walk(shape, value, name, violations)
  if (violations.length > 0) throw new InvalidInputError(violations)
}

/**
 * Throws the checker's {@link InvalidInputError} for one field whose fault is found while using a
 * value rather than by a shape: a key that does not parse, a bound a result exceeds, a line that
 * left the cart. Shapes go through {@link checkInput}; this is its one-field form, so that every
 * input error of the SDK comes from the checker.
 *
 * @param field - the caller's name for the value, e.g. `publicKey`.
 * @param description - what is wrong, e.g. `must be an RSA public key`.
 * @example
 * ```ts
 * import { refuseInput } from '@vitrine/core/module'
 *
 * function parsePort(value: string): number {
 *   const port = Number(value)
 *   return Number.isInteger(port) ? port : refuseInput('port', 'must be a whole number')
 * }
 * ```
 */
export function refuseInput(field: string, description: string): never {
  throw new InvalidInputError([{ field, description }])
}

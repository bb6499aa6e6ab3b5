import { InvalidInputError, type Violation } from '@vitrine/core'
import * as z from 'zod/mini'

// Input checks run before anything is sent or queued. They cover what the SDK knows for sure;
// the platform stays the judge of everything else.
//
// Size matters here: `createClient + oauth + currentCart` must fit in 12 KB gz, and zod/mini's
// object and array schemas alone cost ~1.7 KB gz more than its string and number schemas. So
// zod/mini checks the values (the leaves below), and a few lines walk the structure (`Shape`)
// and name each field the way the caller wrote it (`lineItems[0].quantity`).

const must = (what: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : `must be ${what}`),
})

const text = (pattern: RegExp, description: string): z.ZodMiniType<string> =>
  z.string(must('a string')).check(z.regex(pattern, description))

/** An id, a code: a string that is not blank. */
export const notBlank: z.ZodMiniType<string> = /* @__PURE__ */ text(/\S/, 'must not be empty')

/** Money and rates travel as decimal strings. */
export const decimal: z.ZodMiniType<string> = /* @__PURE__ */ text(
  /^\d+(\.\d+)?$/,
  'must be a decimal number in a string, e.g. "9.99"',
)

/** An e-mail address, loosely: the platform decides the rest. */
export const email: z.ZodMiniType<string> = /* @__PURE__ */ text(
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  'must be an e-mail address',
)

/** A quantity: a positive safe integer. */
export const quantity: z.ZodMiniType<number> = /* @__PURE__ */ z.custom<number>(
  (n) => Number.isSafeInteger(n) && (n as number) > 0,
  /* @__PURE__ */ must('a positive integer'),
)

/** A list of items of one shape, with at least `min` items. */
class List {
  constructor(
    readonly item: Shape,
    readonly min: number,
  ) {}
}

/** A shape that may be absent (`undefined` or `null`). */
class Maybe {
  constructor(readonly shape: Shape) {}
}

/** Fields of an object to check; fields not named pass unchecked. */
export interface Fields {
  readonly [key: string]: Shape
}

/** What a value must look like: a zod/mini schema, named fields, a list, or an optional shape. */
export type Shape = z.ZodMiniType | Fields | List | Maybe

/** A list of `item`s; `min` 1 refuses an empty list. */
export const list = (item: Shape, min = 0): Shape => new List(item, min)

/** `shape`, or absent. */
export const maybe = (shape: Shape): Shape => new Maybe(shape)

/** An address: ISO codes for its country and subdivision (the platform checks the rest). */
export const address: Shape = /* @__PURE__ */ maybe({
  country: /* @__PURE__ */ maybe(
    /* @__PURE__ */ text(/^[A-Z]{2}$/, 'must be an ISO-3166 alpha-2 country code, e.g. "US"'),
  ),
  subdivision: /* @__PURE__ */ maybe(
    /* @__PURE__ */ text(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, 'must be an ISO-3166-2 code, e.g. "US-NY"'),
  ),
})

/** A shipping option chosen by code. */
export const shippingOption: Shape = /* @__PURE__ */ maybe({ code: /* @__PURE__ */ maybe(notBlank) })

/** A catalogue reference. */
export const catalogReference: Fields = { catalogItemId: notBlank, appId: /* @__PURE__ */ maybe(notBlank) }

/** Catalogue line items to add. */
export const lineItems: Shape = /* @__PURE__ */ maybe(/* @__PURE__ */ list({ catalogReference, quantity }))

/** Custom line items to add. */
export const customLineItems: Shape = /* @__PURE__ */ maybe(
  /* @__PURE__ */ list({
    quantity,
    price: decimal,
    fullPrice: /* @__PURE__ */ maybe(decimal),
    productName: { original: notBlank },
    catalogReference: /* @__PURE__ */ maybe(catalogReference),
  }),
)

/** What is wrong with `value` against a shape that is not optional, or `undefined`. */
function problem(shape: Fields | List | z.ZodMiniType, value: unknown): string | undefined {
  if (shape instanceof List) {
    if (!Array.isArray(value)) return 'must be a list'
    return value.length < shape.min ? 'must not be empty' : undefined
  }
  if ('_zod' in shape) {
    const result = z.safeParse(shape as z.ZodMiniType, value)
    return result.success ? undefined : (result.error.issues[0]?.message ?? 'is not valid')
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? undefined
    : 'must be an object'
}

function walk(shape: Shape, value: unknown, field: string, out: Violation[]): void {
  if (shape instanceof Maybe) {
    if (value !== undefined && value !== null) walk(shape.shape, value, field, out)
    return
  }
  const description = problem(shape, value)
  if (description !== undefined) {
    out.push({ field: field || 'input', description: value === undefined ? 'is required' : description })
  } else if (shape instanceof List) {
    ;(value as unknown[]).forEach((item, i) => {
      walk(shape.item, item, `${field}[${i}]`, out)
    })
  } else if (!('_zod' in shape)) {
    for (const key of Object.keys(shape)) {
      walk(
        (shape as Fields)[key]!,
        (value as Record<string, unknown>)[key],
        field ? `${field}.${key}` : key,
        out,
      )
    }
  }
}

/**
 * Checks `value` against `shape` and throws an {@link InvalidInputError} naming every bad field
 * the way the caller wrote it (`label` names a positional argument, e.g. `lineItemIds`).
 */
export function check(shape: Shape, value: unknown, label = ''): void {
  const violations: Violation[] = []
  walk(shape, value, label, violations)
  if (violations.length > 0) throw new InvalidInputError(violations)
}

import {
  checkInput,
  type InputFields,
  type InputShape,
  inputList,
  inputOptional,
  inputText,
  inputValue,
} from '@vitrine/core/module'

// Input checks run before anything is sent or queued. They cover what the SDK knows for sure;
// the platform stays the judge of everything else. The checker is core's: plain predicates for
// the leaves, so the cart's bundle pays a few hundred bytes for its checks.

/** An id, a code: a string that is not blank. */
export const notBlank: InputShape = /* @__PURE__ */ inputText(/\S/, 'must not be empty')

/** Money and rates travel as decimal strings. */
export const decimal: InputShape = /* @__PURE__ */ inputText(
  /^\d+(\.\d+)?$/,
  'must be a decimal number in a string, e.g. "9.99"',
)

/** An e-mail address, loosely: the platform decides the rest. */
export const email: InputShape = /* @__PURE__ */ inputText(
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  'must be an e-mail address',
)

/** A quantity: a positive safe integer. */
export const quantity: InputShape = /* @__PURE__ */ inputValue(
  (n) => Number.isSafeInteger(n) && (n as number) > 0,
  'a positive integer',
)

/** A list of `item`s; `min` 1 refuses an empty list. */
export const list: (item: InputShape, min?: number) => InputShape = inputList

/** `shape`, or absent. */
export const maybe: (shape: InputShape) => InputShape = inputOptional

/** What a value must look like. */
export type Shape = InputShape

/** Fields of an object to check. */
export type Fields = InputFields

/** An address: ISO codes for its country and subdivision (the platform checks the rest). */
export const address: Shape = /* @__PURE__ */ maybe({
  country: /* @__PURE__ */ maybe(
    /* @__PURE__ */ inputText(/^[A-Z]{2}$/, 'must be an ISO-3166 alpha-2 country code, e.g. "US"'),
  ),
  subdivision: /* @__PURE__ */ maybe(
    /* @__PURE__ */ inputText(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, 'must be an ISO-3166-2 code, e.g. "US-NY"'),
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

/**
 * Checks `value` against `shape` and throws an `InvalidInputError` naming every bad field
 * the way the caller wrote it (`label` names a positional argument, e.g. `lineItemIds`).
 */
export function check(shape: Shape, value: unknown, label = ''): void {
  checkInput([shape, value, label])
}

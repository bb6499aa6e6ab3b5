import {
  type InputFields,
  type InputLeaf,
  type InputShape,
  inputList,
  inputNonEmpty,
  inputOptional,
  inputText,
  inputValue,
} from '@vitrine/core/module'

// The shapes of the cart's inputs, in core's input vocabulary. Checks run before anything is sent
// or queued. They cover what the SDK knows for sure;
// the platform stays the judge of everything else. The checker is core's: plain predicates for
// the leaves, so the cart's bundle pays a few hundred bytes for its checks.

/** Money and rates travel as decimal strings. */
export const decimal: InputShape = /* @__PURE__ */ inputText(
  /^\d+(\.\d+)?$/,
  'must be a decimal number in a string, e.g. "9.99"',
)

/** A quantity: a positive safe integer. */
export const quantity: InputShape = /* @__PURE__ */ inputValue(
  (n) => Number.isSafeInteger(n) && (n as number) > 0,
  'a positive integer',
)

/** A country: an ISO-3166 alpha-2 code. */
export const countryCode: InputLeaf = /* @__PURE__ */ inputText(
  /^[A-Z]{2}$/,
  'must be an ISO-3166 alpha-2 country code, e.g. "US"',
)

/** A country subdivision (state, province): an ISO-3166-2 code. */
export const subdivisionCode: InputLeaf = /* @__PURE__ */ inputText(
  /^[A-Z]{2}-[A-Z0-9]{1,3}$/,
  'must be an ISO-3166-2 code, e.g. "US-NY"',
)

/** An address: ISO codes for its country and subdivision (the platform checks the rest). */
export const address: InputShape = /* @__PURE__ */ inputOptional({
  country: /* @__PURE__ */ inputOptional(countryCode),
  subdivision: /* @__PURE__ */ inputOptional(subdivisionCode),
})

/** A shipping option chosen by code. */
export const shippingOption: InputShape = /* @__PURE__ */ inputOptional({
  code: /* @__PURE__ */ inputOptional(inputNonEmpty),
})

/** A catalogue reference. */
export const catalogReference: InputFields = {
  catalogItemId: inputNonEmpty,
  appId: /* @__PURE__ */ inputOptional(inputNonEmpty),
}

/** Catalogue line items to add. */
export const lineItems: InputShape = /* @__PURE__ */ inputOptional(
  /* @__PURE__ */ inputList({ catalogReference, quantity }),
)

/** Custom line items to add. */
export const customLineItems: InputShape = /* @__PURE__ */ inputOptional(
  /* @__PURE__ */ inputList({
    quantity,
    price: decimal,
    fullPrice: /* @__PURE__ */ inputOptional(decimal),
    productName: { original: inputNonEmpty },
    catalogReference: /* @__PURE__ */ inputOptional(catalogReference),
  }),
)

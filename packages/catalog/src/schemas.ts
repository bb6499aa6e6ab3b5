/**
 * `@vitrine/catalog/schemas`: zod schemas of what a merchant types into a product form (a new
 * product, changes to one, an image URL), for react-hook-form's `zodResolver`, a CSV import or any
 * zod 4 user. Built on the catalogue's own input checks, so a form accepts what `products.create`
 * and `products.update` accept and refuses what they refuse, with messages written for the form.
 *
 * Opt-in: only this entry imports zod (`zod/mini`, a peer dependency you install), so a page or a
 * script that never validates a form ships none of it.
 *
 * @module
 */

import { type InputLeaf, inputNonEmpty } from '@vitrine/core/module'
import { inputHttpUrl } from '@vitrine/core/url-rule'
import {
  boolean,
  custom,
  object,
  optional,
  refine,
  string,
  trim,
  type ZodMiniType,
  enum as zodEnum,
} from 'zod/mini'
import { amount, slug } from './admin/validation'
import type { ProductInput, ProductUpdate } from './types/product'

// Text fields are trimmed first (a form picks up stray spaces), then checked by the catalogue's
// own leaf. A field's one message is used whether the value is of the wrong type or breaks the
// rule: a form shows one sentence per field.

/** A trimmed string that passes `leaf`, else `message`. */
const checked = (leaf: InputLeaf, message: string) =>
  string({ error: message }).check(
    trim(),
    refine((value) => leaf(value) === undefined, { error: message }),
  )

/** A trimmed string, any content. */
const text = (message: string) => string({ error: message }).check(trim())

/**
 * A price, a cost or a weight: the catalogue's rule (a number, not below 0; `Infinity` passes, as
 * the platform keeps it) without `NaN`, which a form's empty number field gives and no merchant means.
 */
const quantity = (message: string) =>
  custom<number>((value) => amount(value) === undefined && !Number.isNaN(value), { error: message })

const NAME = 'Enter a product name.'
const PRODUCT_TYPE = 'Choose physical or digital.'
const SLUG = 'Use a slug without spaces, "/", "?", "#" or "%", such as blue-shirt.'
const PRICE = 'Enter a price of 0 or more, such as 12.50.'

/** The product fields a form asks for, each optional: what `create` and `update` share. */
const fields = {
  slug: /* @__PURE__ */ optional(/* @__PURE__ */ checked(slug, SLUG)),
  description: /* @__PURE__ */ optional(/* @__PURE__ */ text('Enter a description.')),
  sku: /* @__PURE__ */ optional(/* @__PURE__ */ text('Enter a SKU.')),
  visible: /* @__PURE__ */ optional(
    /* @__PURE__ */ boolean({ error: 'Choose whether the product is shown.' }),
  ),
  weight: /* @__PURE__ */ optional(/* @__PURE__ */ quantity('Enter a weight of 0 or more.')),
  costAndProfitData: /* @__PURE__ */ optional(
    /* @__PURE__ */ object({
      itemCost: /* @__PURE__ */ optional(/* @__PURE__ */ quantity('Enter a cost of 0 or more.')),
    }),
  ),
}

const productType = /* @__PURE__ */ zodEnum(['physical', 'digital'], { error: PRODUCT_TYPE })

const priceData = /* @__PURE__ */ object({
  price: /* @__PURE__ */ quantity(PRICE),
  pricePerUnit: /* @__PURE__ */ optional(/* @__PURE__ */ quantity('Enter a price per unit of 0 or more.')),
})

/**
 * A new product as a form asks for it, for `products.create`: a name (trimmed, not blank), a
 * product type (`physical` or `digital`), a price (a number, not below 0), and optionally a slug
 * (no spaces, `/`, `?`, `#` or `%`), a description, a SKU, whether it is shown, a weight and a cost.
 * Fields a form does not ask for are dropped.
 *
 * @example
 * ```ts
 * import { productInputSchema } from '@vitrine/catalog/schemas'
 *
 * const result = productInputSchema.safeParse({ name: ' Shirt ', productType: 'physical', priceData: { price: 12.5 } })
 * if (result.success) await admin.products.create(result.data)
 * productInputSchema.safeParse({ name: '', productType: 'physical', priceData: { price: -1 } }).error?.issues.map((i) => i.message)
 * // ['Enter a product name.', 'Enter a price of 0 or more, such as 12.50.']
 * ```
 */
export const productInputSchema: ZodMiniType<ProductInput, ProductInput> = /* @__PURE__ */ object({
  ...fields,
  name: /* @__PURE__ */ checked(inputNonEmpty, NAME),
  productType,
  priceData,
})

/**
 * Changes to a product as a form or a CSV row gives them, for `products.update`: the fields of
 * {@link productInputSchema}, each optional, at least one of them set (`Change at least one field.`).
 *
 * @example
 * ```ts
 * import { productUpdateSchema } from '@vitrine/catalog/schemas'
 *
 * const patch = productUpdateSchema.parse({ priceData: { price: 9.9 }, visible: false })
 * await admin.products.update(productId, patch)
 * ```
 */
export const productUpdateSchema: ZodMiniType<ProductUpdate, ProductUpdate> = /* @__PURE__ */ object({
  ...fields,
  name: /* @__PURE__ */ optional(/* @__PURE__ */ checked(inputNonEmpty, NAME)),
  productType: /* @__PURE__ */ optional(productType),
  priceData: /* @__PURE__ */ optional(priceData),
}).check(
  /* @__PURE__ */ refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    error: 'Change at least one field.',
  }),
)

/**
 * An image or video URL to import into a product's media (`products.addMedia({ url })`): an
 * absolute `http:` or `https:` URL, trimmed, at most 8192 characters — the SDK's one URL rule.
 *
 * @example
 * ```ts
 * import { mediaUrlSchema } from '@vitrine/catalog/schemas'
 *
 * mediaUrlSchema.safeParse('https://example.com/shirt.jpg').success // true
 * mediaUrlSchema.safeParse('javascript:alert(1)').error?.issues[0]?.message
 * // 'Enter a full web address starting with https://, such as https://example.com/shirt.jpg.'
 * ```
 */
export const mediaUrlSchema: ZodMiniType<string, string> = /* @__PURE__ */ checked(
  inputHttpUrl,
  'Enter a full web address starting with https://, such as https://example.com/shirt.jpg.',
)

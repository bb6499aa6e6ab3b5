import { choices, type Fields, list, maybe, type Shape, someIds, text } from '../validation/shape'
import { amount, exactlyOne, float, httpUrl, notEmpty, rule, slug } from '../validation/write-shape'

// Input shapes of the products module: names, ids, slugs and the float fields (prices, costs,
// weights). Fields not named here are sent as given.

const fields: Fields = {
  slug: maybe(slug),
  weight: maybe(amount),
  priceData: maybe({ price: maybe(amount), pricePerUnit: maybe(amount) }),
  costAndProfitData: maybe({ itemCost: maybe(amount) }),
  discount: maybe({ value: maybe(float) }),
}

/** A new product. */
export const productInput: Shape = {
  ...fields,
  name: text,
  productType: text,
  priceData: { price: amount, pricePerUnit: maybe(amount) },
}

/** Changes to a product. */
export const productUpdate: Shape = rule(
  { ...fields, name: maybe(text) },
  notEmpty,
  'must change at least one field',
)

/** New data for variants, each selected by choices or ids. */
export const variantUpdates: Shape = list(
  rule(
    {
      choices: maybe(choices),
      variantIds: maybe(someIds),
      price: maybe(amount),
      cost: maybe(amount),
      weight: maybe(amount),
    },
    (v) => v['choices'] !== undefined || v['variantIds'] !== undefined,
    'must select variants by choices or variantIds',
  ),
  1,
)

/** Media to add: each an existing media id or an http(s) URL to import. */
export const mediaSources: Shape = list(
  rule(
    { mediaId: maybe(text), url: maybe(httpUrl), choice: maybe({ option: text, choice: text }) },
    exactlyOne(['mediaId', 'url']),
    'must have exactly one of mediaId and url',
  ),
  1,
)

/** Media assignments to choices. */
export const choiceMedia: Shape = list({ option: text, choice: text, mediaIds: someIds }, 1)

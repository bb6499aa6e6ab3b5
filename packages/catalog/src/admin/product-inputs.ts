import { type InputFields, type InputShape, inputList, inputOptional, inputRule } from '@vitrine/core/module'
import { choices, someIds, text } from '../validation'
import { amount, exactlyOne, float, httpUrl, notEmpty, slug } from './validation'

// Input shapes of the product writes: names, ids, slugs and the float fields (prices, costs,
// weights). Fields not named here are sent as given.

const fields: InputFields = {
  slug: inputOptional(slug),
  weight: inputOptional(amount),
  priceData: inputOptional({ price: inputOptional(amount), pricePerUnit: inputOptional(amount) }),
  costAndProfitData: inputOptional({ itemCost: inputOptional(amount) }),
  discount: inputOptional({ value: inputOptional(float) }),
}

/** A new product. */
export const productInput: InputShape = {
  ...fields,
  name: text,
  productType: text,
  priceData: { price: amount, pricePerUnit: inputOptional(amount) },
}

/** Changes to a product. */
export const productUpdate: InputShape = inputRule(
  { ...fields, name: inputOptional(text) },
  notEmpty,
  'must change at least one field',
)

/** New data for variants, each selected by choices or ids. */
export const variantUpdates: InputShape = inputList(
  inputRule(
    {
      choices: inputOptional(choices),
      variantIds: inputOptional(someIds),
      price: inputOptional(amount),
      cost: inputOptional(amount),
      weight: inputOptional(amount),
    },
    (v) => v['choices'] !== undefined || v['variantIds'] !== undefined,
    'must select variants by choices or variantIds',
  ),
  1,
)

/** Media to add: each an existing media id or an http(s) URL to import. */
export const mediaSources: InputShape = inputList(
  inputRule(
    {
      mediaId: inputOptional(text),
      url: inputOptional(httpUrl),
      choice: inputOptional({ option: text, choice: text }),
    },
    exactlyOne(['mediaId', 'url']),
    'must have exactly one of mediaId and url',
  ),
  1,
)

/** Media assignments to choices. */
export const choiceMedia: InputShape = inputList({ option: text, choice: text, mediaIds: someIds }, 1)

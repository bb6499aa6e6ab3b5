import {
  type InputFields,
  type InputShape,
  inputIds,
  inputList,
  inputNonEmpty,
  inputOptional,
  inputRule,
} from '@vitrine/core/module'
import { inputHttpUrl } from '@vitrine/core/url-rule'
import { choices } from '../validation'
import { amount, exactlyOne, float, notEmpty, slug } from './validation'

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
  name: inputNonEmpty,
  productType: inputNonEmpty,
  priceData: { price: amount, pricePerUnit: inputOptional(amount) },
}

/** Changes to a product. */
export const productUpdate: InputShape = inputRule(
  { ...fields, name: inputOptional(inputNonEmpty) },
  notEmpty,
  'must change at least one field',
)

/** New data for variants, each selected by choices or ids. */
export const variantUpdates: InputShape = inputList(
  inputRule(
    {
      choices: inputOptional(choices),
      variantIds: inputOptional(inputIds),
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
      mediaId: inputOptional(inputNonEmpty),
      url: inputOptional(inputHttpUrl),
      choice: inputOptional({ option: inputNonEmpty, choice: inputNonEmpty }),
    },
    exactlyOne(['mediaId', 'url']),
    'must have exactly one of mediaId and url',
  ),
  1,
)

/** Media assignments to choices. */
export const choiceMedia: InputShape = inputList(
  { option: inputNonEmpty, choice: inputNonEmpty, mediaIds: inputIds },
  1,
)

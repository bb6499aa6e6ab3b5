import type { WireFields } from '@vitrine/core'
import { COLLECTION_FIELDS, DATES, PRODUCT, PRODUCT_FIELDS, VARIANT_FIELDS } from '../wire-fields'

// The float and date fields of what only the admin writes send (wire notes §6); they load with the admin
// chunk.

/** `{ product }` in a body and an answer. */
export const PRODUCT_WRITE_FIELDS: WireFields = {
  request: { '*': PRODUCT },
  response: PRODUCT_FIELDS.response,
}

/** `{ collection }` in a body and an answer. */
export const COLLECTION_WRITE_FIELDS: WireFields = {
  request: { '*': DATES },
  response: COLLECTION_FIELDS.response,
}

/** The body and answer of an update of variants. */
export const VARIANT_UPDATE_FIELDS: WireFields = {
  request: { variants: { price: 'float', cost: 'float', weight: 'float' } },
  response: VARIANT_FIELDS.response,
}

/** The body of a bulk update. */
export const BULK_SET_FIELDS: WireFields = {
  request: { set: { price: 'float', cost: 'float', weight: 'float' } },
}

/** The body of a bulk adjustment. */
export const BULK_ADJUST_FIELDS: WireFields = { request: { adjust: { '*': { amount: 'float' } } } }

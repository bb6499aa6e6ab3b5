import type { WireFields } from '@vitrine/core'
import { VARIANT_FIELDS } from './wire-fields'

// Float field paths of what only the admin writes send (wire notes §6); they load with the write
// chunk.

/** The body and answer of an update of variants. */
export const VARIANT_UPDATE_FIELDS: WireFields = /* @__PURE__ */ (() => ({
  request: { floats: ['variants.price', 'variants.cost', 'variants.weight'] },
  response: VARIANT_FIELDS.response,
}))()

/** The body of a bulk update. */
export const BULK_SET_FIELDS: WireFields = { request: { floats: ['set.price', 'set.cost', 'set.weight'] } }

/** The body of a bulk adjustment. */
export const BULK_ADJUST_FIELDS: WireFields = { request: { floats: ['adjust.*.amount'] } }

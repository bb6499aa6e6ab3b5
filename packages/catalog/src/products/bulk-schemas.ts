import { maybe, type Shape, whole } from '../validation/shape'
import { amount, callback, exactlyOne, float, rate, rule } from '../validation/write-shape'

const one = exactlyOne(['price', 'cost', 'weight'])

/** The value a bulk update sets: exactly one of price, cost, weight. */
export const bulkSet: Shape = rule(
  { price: maybe(amount), cost: maybe(amount), weight: maybe(amount) },
  one,
  'must set exactly one of price, cost and weight',
)

const adjustment = maybe(
  rule(
    { amount: maybe(float), percentage: maybe({ rate }) },
    exactlyOne(['amount', 'percentage']),
    'must have exactly one of amount and percentage',
  ),
)

/** What a bulk adjustment changes: exactly one of price, cost, weight. */
export const bulkAdjust: Shape = rule(
  { price: adjustment, cost: adjustment, weight: adjustment },
  one,
  'must adjust exactly one of price, cost and weight',
)

/** Options of the bulk calls. */
export const bulkOptions: Shape = maybe({ concurrency: maybe(whole(1)), onProgress: maybe(callback) })

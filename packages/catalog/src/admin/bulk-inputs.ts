import {
  type InputFields,
  type InputShape,
  inputFunction,
  inputOptional,
  inputRule,
} from '@vitrine/core/module'
import { whole } from '../validation'
import { amount, exactlyOne, float, rate } from './validation'

const one = exactlyOne(['price', 'cost', 'weight'])

/** The value a bulk update sets: exactly one of price, cost, weight. */
export const bulkSet: InputShape = inputRule(
  { price: inputOptional(amount), cost: inputOptional(amount), weight: inputOptional(amount) },
  one,
  'must set exactly one of price, cost and weight',
)

const adjustment = inputOptional(
  inputRule(
    { amount: inputOptional(float), percentage: inputOptional({ rate }) },
    exactlyOne(['amount', 'percentage']),
    'must have exactly one of amount and percentage',
  ),
)

/** What a bulk adjustment changes: exactly one of price, cost, weight. */
export const bulkAdjust: InputShape = inputRule(
  { price: adjustment, cost: adjustment, weight: adjustment },
  one,
  'must adjust exactly one of price, cost and weight',
)

/** Options of the bulk calls (besides core's `CallOptions`). */
export const bulkOptions: InputFields = {
  concurrency: inputOptional(whole(1)),
  onProgress: inputOptional(inputFunction),
}

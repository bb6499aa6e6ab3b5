import { UnexpectedAnswerError } from '@vitrine/core'
import { type AnswerInfo, entityOf } from '@vitrine/core/module'
import type { Cart, CheckoutCreated, PriceSummary, TotalsEstimate } from './types'

// Readers of the cart calls' answers: each checks that the answer holds what the call returns, and
// refuses one that does not with core's `UnexpectedAnswerError` (the answer's status and request id).

/** What most cart calls answer. */
export type CartAnswer = { cart?: Cart } | undefined

/** `{ cart }` → the cart. */
export const cartOf: (answer: CartAnswer, args: unknown, info: AnswerInfo) => Cart = /* @__PURE__ */ entityOf<
  'cart',
  Cart
>('cart')

/** The totals estimate: the whole answer, which must hold the totals (`priceSummary`). */
export function totalsOf(
  answer: TotalsEstimate | undefined,
  args: unknown,
  info: AnswerInfo,
): TotalsEstimate {
  entityOf<'priceSummary', PriceSummary>('priceSummary', 'totals')(answer, args, info)
  return answer as TotalsEstimate
}

/** `{ checkoutId }` → `{ checkoutId }`, and nothing else. */
export function checkoutOf(
  answer: { checkoutId?: unknown } | undefined,
  _args: unknown,
  info: AnswerInfo,
): CheckoutCreated {
  const checkoutId = answer?.checkoutId
  if (typeof checkoutId !== 'string' || checkoutId === '')
    throw new UnexpectedAnswerError('a checkoutId', { ...info, body: answer })
  return { checkoutId }
}

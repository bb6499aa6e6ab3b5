import { UnexpectedAnswerError } from './errors'
import type { Cart, CheckoutCreated } from './types'

// Readers of the cart calls' answers: each checks that the answer holds what the call returns.

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** What most cart calls answer. */
export type CartAnswer = { cart?: Cart } | undefined

/** `{ cart }` → the cart. */
export function cartOf(answer: CartAnswer): Cart {
  if (!isObject(answer?.cart)) throw new UnexpectedAnswerError('a cart', answer)
  return answer.cart
}

/** An answer that must be an object (the totals estimate). */
export function objectOf<T extends object>(answer: T | undefined): T {
  if (!isObject(answer)) throw new UnexpectedAnswerError('a body', answer)
  return answer
}

/** `{ checkoutId }` → `{ checkoutId }`, and nothing else. */
export function checkoutOf(answer: { checkoutId?: unknown } | undefined): CheckoutCreated {
  const checkoutId = answer?.checkoutId
  if (typeof checkoutId !== 'string' || checkoutId === '')
    throw new UnexpectedAnswerError('a checkoutId', answer)
  return { checkoutId }
}

import type { AnswerInfo } from './answer-info'
import { isObject } from './check-input'
import { UnexpectedAnswerError } from './errors'

/**
 * The `result` of an operation that reads one entity from its answer: `entityOf('product')` turns
 * `{ product }` into the product, and refuses an answer without one (`200 {}`, a `null`, a list)
 * with an `UnexpectedAnswerError` that carries the answer's real status and request id — never an
 * `undefined` typed as the entity.
 *
 * @param key - the answer's field that holds the entity, e.g. `product`.
 * @param expected - what the error says was missing; default `a <key>`.
 * @example
 * ```ts
 * import { entityOf, type Operation } from '@vitrine/core/module'
 *
 * interface GiftMessage {
 *   text: string
 * }
 *
 * export const getGiftMessage: Operation<[], { giftMessage?: GiftMessage }, GiftMessage> = {
 *   name: 'giftMessages.get',
 *   params: [],
 *   request: () => ({ method: 'GET', service: 'ecom-cart', path: '/v1/carts/current/gift-message' }),
 *   result: entityOf<'giftMessage', GiftMessage>('giftMessage'),
 * }
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function entityOf<K extends string, T extends object>(
  key: K,
  expected: string = `a ${key}`,
): (answer: { readonly [P in K]?: T | undefined } | undefined, args: unknown, info: AnswerInfo) => T {
  return (answer, _args, info) => {
    const entity: unknown = answer?.[key]
    if (isObject(entity)) return entity as T
    throw new UnexpectedAnswerError(expected, { ...info, body: answer })
  }
}

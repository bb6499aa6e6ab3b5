/**
 * The `result` of an operation that reads nothing from its answer (a delete, a removal, an e-mail
 * sent): the method resolves to `undefined`, whatever the platform answered. Declaring it says so
 * in the operation's table, where a missing `result` would mean "the answer is the result".
 *
 * @example
 * ```ts
 * import { inputPathParam, nothing, type Operation } from '@vitrine/core/module'
 * import { path } from '@vitrine/core'
 *
 * export const deleteGiftCard: Operation<[id: string], unknown, undefined> = {
 *   name: 'giftCards.delete',
 *   params: [['id', inputPathParam]],
 *   request: ([id]) => ({ method: 'DELETE', service: 'ecom-cart', path: path`/v1/gift-cards/${id}` }),
 *   result: nothing,
 * }
 * ```
 */
export function nothing(): undefined {
  return undefined
}

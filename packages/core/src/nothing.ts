/**
 * The `result` of an operation that reads nothing from its answer (a delete, a removal, an e-mail
 * sent): the method resolves to `undefined`, whatever the platform answered. Declaring it says so
 * in the operation's table, where a missing `result` would mean "the answer is the result".
 *
 * @example
 * ```ts
 * import { defineOperation, inputPathParam, nothing } from '@vitrine/core/module'
 * import { path } from '@vitrine/core'
 *
 * export const deleteGiftCard = defineOperation({
 *   name: 'giftCards.delete',
 *   params: [['id', inputPathParam]],
 *   request: ([id]: [string]) => ({ method: 'DELETE', service: 'ecom-cart', path: path`/v1/gift-cards/${id}` }),
 *   result: nothing,
 * })
 * ```
 */
export function nothing(): undefined {
  return undefined
}

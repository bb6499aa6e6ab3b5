import type { AuthContext } from './auth-strategy'
import type { Operation } from './operation'
import type { PageData } from './page'
import { QueryBuilder, type QuerySpec } from './query-builder'

/**
 * A module's `query` method, declared as one more entry of the record {@link bind} gets: the
 * method takes no argument and returns a fresh {@link QueryBuilder} whose pages are fetched with
 * `operation`, the query endpoint's declaration (its signal is the one passed to `find` or
 * `iterate`). The builder is a binding option, so no module builds it by hand next to `bind`.
 *
 * @typeParam F - the fields the query may filter and sort on.
 * @param operation - the query endpoint: a compiled query → one page.
 * @example
 * ```ts
 * import { bind, defineModule, type Operation, queryOf } from '@vitrine/core/module'
 * import type { PageData, QuerySpec } from '@vitrine/core'
 *
 * interface GiftCard {
 *   id: string
 *   balance: number
 * }
 *
 * const queryGiftCards: Operation<[query: QuerySpec], { giftCards?: GiftCard[] }, PageData<GiftCard>> = {
 *   name: 'giftCards.query',
 *   params: [['query', {}]],
 *   request: ([query]) => ({ method: 'POST', service: 'ecom-cart', path: '/v1/gift-cards/query', body: { query } }),
 *   result: (answer) => ({ items: answer.giftCards ?? [] }),
 * }
 *
 * export const giftCards = defineModule((context) =>
 *   bind(context, { query: queryOf<GiftCard, { balance: number }>(queryGiftCards) }),
 * )
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function queryOf<T, F extends object>(
  operation: Operation<[query: QuerySpec], never, PageData<T>>,
): (context: AuthContext) => QueryBuilder<T, F> {
  return (context) => new QueryBuilder<T, F>((query, signal) => context.call(operation, [query], { signal }))
}

import { refuseInput } from './check-input'
import { type IterateOptions, Page, type PageData, type Paging } from './page'

/** A filter in the platform's filter language (`$eq` implied, `$gt`, `$in`, `$and`, …). */
export type Filter = Record<string, unknown>

/** One sort key. */
export interface Sort {
  /** The field to sort by. */
  fieldName: string
  /** Direction. */
  order: 'ASC' | 'DESC'
}

/** A compiled query: the payload a query endpoint takes. */
export interface QuerySpec {
  /** The filter, when there is one. */
  filter?: Filter
  /** Sort keys, in order. */
  sort?: Sort[]
  /** Offset paging. */
  paging: Paging
}

/** The default page size of query endpoints (spec §9). */
export const DEFAULT_LIMIT = 50

/** The value a condition on a field takes: the element type of a list field, or the field's type. */
export type Scalar<V> = V extends readonly (infer E)[] ? E : V
/** The names of fields whose values are strings (or lists of strings). */
export type StringKeys<F> = { [K in keyof F]: Scalar<F[K]> extends string ? K : never }[keyof F] & string

/** Runs a compiled query for one page. */
export type QueryRunner<T> = (query: QuerySpec, signal?: AbortSignal) => Promise<PageData<T>>

interface State {
  filters: readonly Filter[]
  sort: readonly Sort[]
  limit: number
  offset: number
}

/**
 * An immutable, typed query: each method returns a new builder. `F` maps the queryable field
 * names to their value types, so an unknown field name is a compile-time error.
 *
 * @typeParam T - the item type of the results.
 * @typeParam F - queryable fields and their value types.
 * @example
 * ```ts
 * const sale = await client.collections.getBySlug('sale')
 * const page = await client.products
 *   .query()
 *   .eq('collectionIds', sale.id)
 *   .gt('priceData.price', 5)
 *   .startsWith('name', 'Sh')
 *   .descending('lastUpdated')
 *   .limit(10)
 *   .find()
 * ```
 */
export class QueryBuilder<T, F extends object> {
  readonly #run: QueryRunner<T>
  #state: State = { filters: [], sort: [], limit: DEFAULT_LIMIT, offset: 0 }

  /** @param run - fetches one page for a compiled query. */
  constructor(run: QueryRunner<T>) {
    this.#run = run
  }

  #with(change: Partial<State>): QueryBuilder<T, F> {
    const next = new QueryBuilder<T, F>(this.#run)
    next.#state = { ...this.#state, ...change }
    return next
  }

  #where(field: string, condition: unknown): QueryBuilder<T, F> {
    return this.#with({ filters: [...this.#state.filters, { [field]: condition }] })
  }

  /** Items whose `field` equals `value` (for a list field: contains it). */
  eq<K extends keyof F & string>(field: K, value: Scalar<F[K]>): QueryBuilder<T, F> {
    return this.#where(field, value)
  }
  /** Items whose `field` differs from `value`. */
  ne<K extends keyof F & string>(field: K, value: Scalar<F[K]>): QueryBuilder<T, F> {
    return this.#where(field, { $ne: value })
  }
  /** Items whose `field` is greater than `value`. */
  gt<K extends keyof F & string>(field: K, value: Scalar<F[K]>): QueryBuilder<T, F> {
    return this.#where(field, { $gt: value })
  }
  /** Items whose `field` is greater than or equal to `value`. */
  ge<K extends keyof F & string>(field: K, value: Scalar<F[K]>): QueryBuilder<T, F> {
    return this.#where(field, { $gte: value })
  }
  /** Items whose `field` is less than `value`. */
  lt<K extends keyof F & string>(field: K, value: Scalar<F[K]>): QueryBuilder<T, F> {
    return this.#where(field, { $lt: value })
  }
  /** Items whose `field` is less than or equal to `value`. */
  le<K extends keyof F & string>(field: K, value: Scalar<F[K]>): QueryBuilder<T, F> {
    return this.#where(field, { $lte: value })
  }
  /** Items whose `field` is in `from` (inclusive) … `to` (exclusive). */
  between<K extends keyof F & string>(field: K, from: Scalar<F[K]>, to: Scalar<F[K]>): QueryBuilder<T, F> {
    return this.#where(field, { $gte: from, $lt: to })
  }
  /** Items whose `field` is one of `values`. */
  in<K extends keyof F & string>(field: K, values: readonly Scalar<F[K]>[]): QueryBuilder<T, F> {
    return this.#where(field, { $in: [...values] })
  }
  /** Items whose list `field` contains at least one of `values`. */
  hasSome<K extends keyof F & string>(field: K, values: readonly Scalar<F[K]>[]): QueryBuilder<T, F> {
    return this.#where(field, { $hasSome: [...values] })
  }
  /** Items whose list `field` contains all of `values`. */
  hasAll<K extends keyof F & string>(field: K, values: readonly Scalar<F[K]>[]): QueryBuilder<T, F> {
    return this.#where(field, { $hasAll: [...values] })
  }
  /** Items whose string `field` starts with `prefix`. */
  startsWith<K extends StringKeys<F>>(field: K, prefix: string): QueryBuilder<T, F> {
    return this.#where(field, { $startsWith: prefix })
  }
  /** Items that have (`true`, the default) or lack (`false`) `field`. */
  exists<K extends keyof F & string>(field: K, exists = true): QueryBuilder<T, F> {
    return this.#where(field, { $exists: exists })
  }
  /** Items whose `field` is empty (missing, null, `''` or `[]`). */
  isEmpty<K extends keyof F & string>(field: K): QueryBuilder<T, F> {
    return this.#where(field, { $isEmpty: true })
  }
  /** Items whose `field` is not empty. */
  isNotEmpty<K extends keyof F & string>(field: K): QueryBuilder<T, F> {
    return this.#where(field, { $isEmpty: false })
  }

  /** Items matching this query and every one of `others` (their filters only). */
  and(...others: readonly QueryBuilder<T, F>[]): QueryBuilder<T, F> {
    return this.#with({ filters: [...this.#state.filters, ...others.flatMap((o) => o.#state.filters)] })
  }
  /** Items matching this query's filter or any of `others`' filters. */
  or(...others: readonly QueryBuilder<T, F>[]): QueryBuilder<T, F> {
    const branches = [this, ...others].map((q) => q.#filter() ?? {})
    return this.#with({ filters: [{ $or: branches }] })
  }
  /** Items matching this query but not `other`'s filter. */
  not(other: QueryBuilder<T, F>): QueryBuilder<T, F> {
    const negated = other.#filter()
    return negated === undefined ? this : this.#with({ filters: [...this.#state.filters, { $not: negated }] })
  }

  /** Sorts ascending by `fields`, after any earlier sort keys. */
  ascending(...fields: (keyof F & string)[]): QueryBuilder<T, F> {
    return this.#with({
      sort: [...this.#state.sort, ...fields.map((fieldName) => ({ fieldName, order: 'ASC' as const }))],
    })
  }
  /** Sorts descending by `fields`, after any earlier sort keys. */
  descending(...fields: (keyof F & string)[]): QueryBuilder<T, F> {
    return this.#with({
      sort: [...this.#state.sort, ...fields.map((fieldName) => ({ fieldName, order: 'DESC' as const }))],
    })
  }
  /** Page size (default 50). */
  limit(limit: number): QueryBuilder<T, F> {
    if (!Number.isInteger(limit) || limit < 1) {
      refuseInput('limit', `must be a positive integer, got ${limit}`)
    }
    return this.#with({ limit })
  }
  /** Items to skip before the first page (default 0). */
  skip(offset: number): QueryBuilder<T, F> {
    if (!Number.isInteger(offset) || offset < 0) {
      refuseInput('skip', `must be a non-negative integer, got ${offset}`)
    }
    return this.#with({ offset })
  }

  #filter(): Filter | undefined {
    const { filters } = this.#state
    if (filters.length === 0) return undefined
    return filters.length === 1 ? (filters[0] as Filter) : { $and: [...filters] }
  }

  /** The compiled query, as sent on the wire. */
  build(): QuerySpec {
    const spec: QuerySpec = { paging: { limit: this.#state.limit, offset: this.#state.offset } }
    const filter = this.#filter()
    if (filter !== undefined) spec.filter = filter
    if (this.#state.sort.length > 0) spec.sort = [...this.#state.sort]
    return spec
  }

  /** Fetches the first page. */
  find(options: IterateOptions = {}): Promise<Page<T>> {
    const spec = this.build()
    const fetchPage = (paging: Paging, signal?: AbortSignal) => this.#run({ ...spec, paging }, signal)
    return fetchPage(spec.paging, options.signal).then((data) => new Page(data, spec.paging, fetchPage))
  }

  /**
   * Walks every matching item, one request per page.
   *
   * @example
   * ```ts
   * for await (const product of client.products.query().iterate()) console.log(product.name)
   * ```
   */
  async *iterate(options: IterateOptions = {}): AsyncGenerator<T, void, undefined> {
    const first = await this.find(options)
    yield* first.iterate(options)
  }
}

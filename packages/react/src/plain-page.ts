import type { Page, QueryBuilder } from '@vitrine/core'
import { moduleOf } from './errors'

/**
 * One page of a catalogue query as plain data: what the query cache holds, so that it survives
 * `dehydrate` on a server and structural sharing on refetch (a core `Page` is a class with
 * methods, which neither would keep). Ask for the next page with a new query (`skip`), or use
 * `useInfiniteProducts`.
 */
export interface PlainPage<T> {
  /** The items of this page. */
  items: T[]
  /** How many items match in all, when the platform counted them. */
  total: number | undefined
  /** `true` when there were too many to count (`total` and `totalPages` are then unknown). */
  tooManyToCount: boolean
  /** Page size. */
  limit: number
  /** Items skipped before this page. */
  offset: number
  /** Whether a following page exists. */
  hasNext: boolean
  /** Whether a previous page exists. */
  hasPrev: boolean
  /** Number of pages, when the total is known. */
  totalPages: number | undefined
}

/** A core page as plain data. */
export function plainPage<T>(page: Page<T>): PlainPage<T> {
  return {
    items: page.items,
    total: page.total,
    tooManyToCount: page.tooManyToCount,
    limit: page.limit,
    offset: page.offset,
    hasNext: page.hasNext(),
    hasPrev: page.hasPrev(),
    totalPages: page.totalPages,
  }
}

type AnyBuilder = QueryBuilder<unknown, object>

/** The builder a `CatalogQuery` stands for, on the module `name` of `client`. */
export function builderOf<B>(client: unknown, name: string, query: unknown, caller: string): B {
  const module = moduleOf<{ query(): AnyBuilder }>(
    client,
    name,
    caller,
    `modules: { ${name} } with ${name} from '@vitrine/catalog'`,
  )
  if (typeof query === 'function') return (query as (q: AnyBuilder) => AnyBuilder)(module.query()) as B
  return (query ?? module.query()) as B
}

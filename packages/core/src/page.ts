import { refuseInput } from './check-input'
import { PagingError } from './errors'

/** Offset paging of one request. */
export interface Paging {
  /** Page size. */
  limit: number
  /** Items to skip. */
  offset: number
}

/** What a query endpoint answered for one page. */
export interface PageData<T> {
  /** The items of the page. */
  items: T[]
  /** Total number of matching items, when the platform counted them. */
  total?: number | undefined
  /** `true` when there were too many items to count: `total` is then unknown. */
  tooManyToCount?: boolean | undefined
}

/** Fetches one page. */
export type PageFetcher<T> = (paging: Paging, signal?: AbortSignal) => Promise<PageData<T>>

/** Options of a walk over pages. */
export interface IterateOptions {
  /** Stops the walk (the pending request is aborted, the loop throws the signal's reason). */
  signal?: AbortSignal | undefined
}

/**
 * One page of a query's results. Awaitable page by page (`next()`, `prev()`) and
 * async-iterable item by item across every following page.
 *
 * @example
 * ```ts
 * let page = await client.products.query().limit(20).find()
 * console.log(page.items, page.total)
 * while (page.hasNext()) page = await page.next()
 *
 * for await (const product of await client.products.query().find()) console.log(product.name)
 * ```
 */
export class Page<T> implements AsyncIterable<T> {
  /** The items of this page. */
  readonly items: T[]
  /** Total matching items; `undefined` when the platform had too many to count. */
  readonly total: number | undefined
  /** `true` when the platform had too many items to count (`total` and `totalPages` are unknown). */
  readonly tooManyToCount: boolean
  /** Page size. */
  readonly limit: number
  /** Items skipped before this page. */
  readonly offset: number
  readonly #fetch: PageFetcher<T>
  #next: Promise<Page<T>> | undefined
  #prev: Promise<Page<T>> | undefined

  /**
   * @param data - the items and counts of this page.
   * @param paging - the paging that produced it.
   * @param fetch - fetches another page of the same query.
   */
  constructor(data: PageData<T>, paging: Paging, fetch: PageFetcher<T>) {
    this.items = data.items
    this.tooManyToCount = data.tooManyToCount === true
    this.total = this.tooManyToCount ? undefined : data.total
    this.limit = paging.limit
    this.offset = paging.offset
    this.#fetch = fetch
  }

  /** Number of pages, when the total is known. */
  get totalPages(): number | undefined {
    return this.total === undefined ? undefined : Math.ceil(this.total / this.limit)
  }

  /** Zero-based index of this page. */
  get pageIndex(): number {
    return Math.floor(this.offset / this.limit)
  }

  /** Whether a following page exists (when the total is unknown: whether this page was full). */
  hasNext(): boolean {
    if (this.items.length === 0) return false
    if (this.total === undefined) return this.items.length >= this.limit
    return this.offset + this.items.length < this.total
  }

  /** Whether a previous page exists. */
  hasPrev(): boolean {
    return this.offset > 0
  }

  /**
   * Fetches the following page. Concurrent calls share one request.
   *
   * @throws {@link PagingError} `No next page to fetch` when {@link Page.hasNext} is false.
   */
  next(): Promise<Page<T>> {
    if (!this.hasNext()) return Promise.reject(new PagingError('NO_NEXT_PAGE'))
    this.#next ??= this.#load({ limit: this.limit, offset: this.offset + this.items.length }, () => {
      this.#next = undefined
    })
    return this.#next
  }

  /**
   * Fetches the previous page. Concurrent calls share one request.
   *
   * @throws {@link PagingError} `No previous page to fetch` when {@link Page.hasPrev} is false.
   */
  prev(): Promise<Page<T>> {
    if (!this.hasPrev()) return Promise.reject(new PagingError('NO_PREVIOUS_PAGE'))
    this.#prev ??= this.#load({ limit: this.limit, offset: Math.max(0, this.offset - this.limit) }, () => {
      this.#prev = undefined
    })
    return this.#prev
  }

  #load(paging: Paging, forget: () => void, signal?: AbortSignal): Promise<Page<T>> {
    return this.#fetch(paging, signal).then(
      (data) => new Page(data, paging, this.#fetch),
      (error: unknown) => {
        forget() // a failed page may be asked for again
        throw error
      },
    )
  }

  /**
   * Walks every item of this page and every following page, one request per page.
   *
   * @example
   * ```ts
   * const page = await client.products.query().ascending('name').find()
   * const leaving = new AbortController() // aborted when the visitor leaves the page
   * for await (const p of page.iterate({ signal: leaving.signal })) if (p.slug === 'linen-shirt') break
   * ```
   */
  async *iterate(options: IterateOptions = {}): AsyncGenerator<T, void, undefined> {
    const { signal } = options
    let page: Page<T> = this
    for (;;) {
      for (const item of page.items) {
        signal?.throwIfAborted()
        yield item
      }
      if (!page.hasNext()) return
      signal?.throwIfAborted()
      page = await page.#load(
        { limit: page.limit, offset: page.offset + page.items.length },
        () => {},
        signal,
      )
    }
  }

  /** Same as {@link Page.iterate} with no options. */
  [Symbol.asyncIterator](): AsyncIterator<T> {
    return this.iterate()
  }

  /**
   * Collects the items of this page and the following ones, refusing to hold more than `max`.
   *
   * @throws {@link InvalidInputError} when more than `max` items match: ask for a bound you mean.
   * @example
   * ```ts
   * const all = await (await client.collections.query().find()).collect({ max: 500 })
   * ```
   */
  async collect(options: IterateOptions & { max: number }): Promise<T[]> {
    const { max } = options
    if (!Number.isInteger(max) || max < 0) {
      refuseInput('max', 'must be a non-negative integer')
    }
    if (this.total !== undefined && this.total - this.offset > max) {
      refuseInput('max', `is ${max}, but ${this.total - this.offset} items match; raise it or page instead`)
    }
    const out: T[] = []
    for await (const item of this.iterate(options)) {
      if (out.length === max) {
        refuseInput('max', `is ${max}, but more items match; raise it or page instead`)
      }
      out.push(item)
    }
    return out
  }
}

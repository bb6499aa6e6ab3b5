import { keepPreviousData } from '@tanstack/react-query'
import { useCollections, useProducts } from '@vitrine/react'
import { useEffect, useId, useState } from 'react'
import { ProductCard } from '../components/product-card'
import { navigate, useLocation, withParams } from '../router'
import { ErrorNotice, Spinner } from '../ui'

const PAGE_SIZE = 12
const SKELETONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8']

const SORTS = {
  name: { label: 'Name, A to Z', field: 'name', order: 'asc' },
  'price-asc': { label: 'Price, low to high', field: 'priceData.price', order: 'asc' },
  'price-desc': { label: 'Price, high to low', field: 'priceData.price', order: 'desc' },
  newest: { label: 'Newest', field: 'lastUpdated', order: 'desc' },
} as const

type SortKey = keyof typeof SORTS

function SearchBox({ initial }: { initial: string }) {
  const id = useId()
  const [text, setText] = useState(initial)
  useEffect(() => setText(initial), [initial])
  // Search as the shopper types, a quarter of a second after the last key.
  useEffect(() => {
    if (text.trim() === initial) return
    const timer = setTimeout(
      () => navigate(withParams({ q: text.trim(), page: undefined }), { replace: true, keepScroll: true }),
      250,
    )
    return () => clearTimeout(timer)
  }, [text, initial])
  return (
    <search className="search">
      <label htmlFor={id}>Search</label>
      <input
        id={id}
        type="search"
        placeholder="Product name…"
        value={text}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
      />
    </search>
  )
}

/** The catalogue: collection filter, search, sort and pages of products. */
export function Catalogue() {
  const { search } = useLocation()
  const collectionSlug = search.get('collection') ?? ''
  const term = search.get('q') ?? ''
  const sortKey = (search.get('sort') ?? 'name') as SortKey
  const sort = SORTS[sortKey] ?? SORTS.name
  const page = Math.max(0, Number.parseInt(search.get('page') ?? '1', 10) - 1 || 0)
  const sortId = useId()

  const collections = useCollections((q) => q.ascending('name'))
  const collection = collections.data?.items.find((c) => c.slug === collectionSlug)
  const waitingForCollection = collectionSlug !== '' && !collections.data
  const products = useProducts(
    (q) => {
      let query = q
      if (collection) query = query.eq('collectionIds', collection.id)
      if (term) query = query.startsWith('name', term)
      query = sort.order === 'asc' ? query.ascending(sort.field) : query.descending(sort.field)
      return query.limit(PAGE_SIZE).skip(page * PAGE_SIZE)
    },
    { placeholderData: keepPreviousData, enabled: !waitingForCollection },
  )
  const data = products.data
  const heading = collection?.name ?? (collectionSlug ? 'Collection' : 'All products')

  return (
    <div className="catalogue">
      <section className="hero" aria-labelledby="catalogue-title">
        <h1 id="catalogue-title" tabIndex={-1}>
          {heading}
        </h1>
        <p className="hero-text">
          {collection?.description ?? 'Good things, made to last. Free pickup in San Francisco.'}
        </p>
      </section>

      <div className="toolbar">
        <nav aria-label="Collections" className="chips">
          <button
            type="button"
            className="chip"
            aria-pressed={collectionSlug === ''}
            onClick={() =>
              navigate(withParams({ collection: undefined, page: undefined }), { keepScroll: true })
            }
          >
            All
          </button>
          {collections.data?.items
            .filter((c) => c.slug !== 'all-products')
            .map((c) => (
              <button
                key={c.id}
                type="button"
                className="chip"
                aria-pressed={c.slug === collectionSlug}
                onClick={() =>
                  navigate(withParams({ collection: c.slug ?? undefined, page: undefined }), {
                    keepScroll: true,
                  })
                }
              >
                {c.name}
              </button>
            ))}
        </nav>
        <div className="toolbar-right">
          <SearchBox initial={term} />
          <div className="field-inline">
            <label htmlFor={sortId}>Sort</label>
            <select
              id={sortId}
              value={sortKey in SORTS ? sortKey : 'name'}
              onChange={(e) =>
                navigate(
                  withParams({
                    sort: e.target.value === 'name' ? undefined : e.target.value,
                    page: undefined,
                  }),
                  { keepScroll: true },
                )
              }
            >
              {Object.entries(SORTS).map(([key, value]) => (
                <option key={key} value={key}>
                  {value.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      {collections.error && <ErrorNotice error={collections.error} retry={() => collections.refetch()} />}
      {products.error ? (
        <ErrorNotice error={products.error} retry={() => products.refetch()} />
      ) : !data ? (
        <div className="grid" aria-busy="true">
          {SKELETONS.map((key) => (
            <div key={key} className="card card-skeleton" aria-hidden="true" />
          ))}
          <Spinner label="Loading products…" />
        </div>
      ) : data.items.length === 0 ? (
        <div className="empty">
          <p>No products match {term ? `“${term}”` : 'this filter'}.</p>
          <button type="button" className="button button-ghost" onClick={() => navigate('/')}>
            Show all products
          </button>
        </div>
      ) : (
        <>
          <p className="result-count" aria-live="polite">
            {data.total === undefined
              ? `${data.items.length} products`
              : `${data.total} product${data.total === 1 ? '' : 's'}`}
            {products.isFetching && ' · updating…'}
          </p>
          <div className="grid" aria-busy={products.isFetching}>
            {data.items.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
          {(data.hasNext || data.hasPrev) && (
            <nav className="pager" aria-label="Pages">
              <button
                type="button"
                className="button button-ghost"
                disabled={!data.hasPrev}
                onClick={() => navigate(withParams({ page: page === 1 ? undefined : page }))}
              >
                ← Previous
              </button>
              <span aria-current="page">
                Page {page + 1}
                {data.totalPages !== undefined && ` of ${data.totalPages}`}
              </span>
              <button
                type="button"
                className="button button-ghost"
                disabled={!data.hasNext}
                onClick={() => navigate(withParams({ page: page + 2 }))}
              >
                Next →
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  )
}

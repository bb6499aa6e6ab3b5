import Form from 'next/form'
import Link from 'next/link'
import type { Listing } from '../lib/catalogue'
import { LISTING_BOUND } from '../lib/catalogue'
import { plural } from '../lib/format'
import { filtersQuery, type ListingFilters, SORTS } from '../lib/listing'
import { AutoSubmit } from './auto-submit'
import { ProductCard } from './product-card'

interface ListingProps {
  /** The page's path, e.g. `/collections/apparel`. */
  path: string
  listing: Listing
  filters: ListingFilters & { page: number }
  /** The collections to filter by (links to their pages), with the current one marked. */
  collections: { href: string; name: string; current: boolean }[]
  /** Whether the page is the search (the search box is part of its filters). */
  search?: boolean
}

/** The filter panel: a plain GET form (works without JavaScript; submits itself on change with it). */
function Filters({ path, listing, filters, collections, search }: ListingProps) {
  const chosen = (name: string, value: string) => filters.options?.[name]?.includes(value) ?? false
  const active =
    filters.min !== undefined ||
    filters.max !== undefined ||
    Object.values(filters.options ?? {}).some((values) => values.length > 0)
  return (
    // Open while a filter is on; on a wide screen it is a sidebar, always shown (see globals.css).
    <details className="filters" open={active || undefined}>
      <summary>Filters{active && <span className="filters-active"> (on)</span>}</summary>
      {/* Keyed by the filters: after a client-side navigation the inputs show the new URL's values. */}
      <Form key={filtersQuery(filters)} action={path} className="filters-form" aria-label="Filters">
        {search && filters.q && <input type="hidden" name="q" value={filters.q} />}
        {filters.sort && <input type="hidden" name="sort" value={filters.sort} />}
        <fieldset>
          <legend>Collection</legend>
          <ul className="filter-links">
            {collections.map((c) => (
              <li key={c.href}>
                <Link href={c.href} className="filter-link" aria-current={c.current ? 'page' : undefined}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </fieldset>
        {listing.bounds && (
          <fieldset className="price-range">
            <legend>Price you pay</legend>
            <label>
              <span>From $</span>
              <input
                type="number"
                name="min"
                min={0}
                step={1}
                inputMode="numeric"
                placeholder={String(listing.bounds.min)}
                defaultValue={filters.min}
                aria-label="Lowest price"
              />
            </label>
            <label>
              <span>to $</span>
              <input
                type="number"
                name="max"
                min={0}
                step={1}
                inputMode="numeric"
                placeholder={String(listing.bounds.max)}
                defaultValue={filters.max}
                aria-label="Highest price"
              />
            </label>
          </fieldset>
        )}
        {listing.facets.map((facet) => (
          <fieldset key={facet.name}>
            <legend>{facet.name}</legend>
            <div className={facet.color ? 'facet-swatches' : 'facet-pills'}>
              {facet.values.map((v) => (
                <label key={v.value} className={facet.color ? 'facet-swatch' : 'pill'}>
                  <input
                    type="checkbox"
                    name={`o.${facet.name}`}
                    value={v.value}
                    defaultChecked={chosen(facet.name, v.value)}
                  />
                  {facet.color ? (
                    <>
                      <span
                        className="swatch-color facet-color"
                        style={{ background: v.swatch }}
                        aria-hidden="true"
                      />
                      <span className="facet-name">{v.value}</span>
                    </>
                  ) : (
                    <span>{v.value}</span>
                  )}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="filters-actions">
          <button type="submit" className="button button-small button-primary">
            Apply filters
          </button>
          {active && (
            <Link href={`${path}${filtersQuery({ q: search ? filters.q : undefined, sort: filters.sort })}`}>
              Clear filters
            </Link>
          )}
        </div>
        <AutoSubmit />
      </Form>
    </details>
  )
}

/** The sort order: a GET form that keeps the other filters. */
function SortForm({ path, filters }: { path: string; filters: ListingFilters }) {
  return (
    <Form key={filtersQuery(filters)} action={path} className="sort-form">
      {filters.q && <input type="hidden" name="q" value={filters.q} />}
      {filters.min !== undefined && <input type="hidden" name="min" value={filters.min} />}
      {filters.max !== undefined && <input type="hidden" name="max" value={filters.max} />}
      {Object.entries(filters.options ?? {}).flatMap(([name, values]) =>
        values.map((value) => (
          <input key={`${name}=${value}`} type="hidden" name={`o.${name}`} value={value} />
        )),
      )}
      <label htmlFor="sort">Sort by</label>
      <select id="sort" name="sort" defaultValue={filters.sort ?? 'name'}>
        {Object.entries(SORTS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button-small">
          Sort
        </button>
      </noscript>
      <AutoSubmit />
    </Form>
  )
}

/** A listing page's body: filters, sort, the grid and the pages. */
export function ProductListing(props: ListingProps) {
  const { path, listing, filters } = props
  const link = (page: number) => `${path}${filtersQuery({ ...filters, page })}`
  return (
    <div className="listing">
      <Filters {...props} />
      <section className="listing-main" aria-label="Products">
        <div className="toolbar">
          <p className="result-count" data-testid="result-count" aria-live="polite">
            {plural(listing.total, 'product')}
          </p>
          <SortForm path={path} filters={filters} />
        </div>
        {listing.items.length === 0 ? (
          <div className="empty">
            <p>No products match these filters.</p>
          </div>
        ) : (
          <div className="grid" id="products" tabIndex={-1}>
            {listing.items.map((product, i) => (
              <ProductCard key={product.id} product={product} priority={i < 4} />
            ))}
          </div>
        )}
        {listing.bounded && (
          <p className="hint">
            Filters and price sorting look at the first {LISTING_BOUND} products of this collection.
          </p>
        )}
        {listing.pages > 1 && (
          <nav className="pager" aria-label="Pages">
            {listing.page > 1 ? <Link href={link(listing.page - 1)}>← Previous</Link> : <span />}
            <span>
              Page {listing.page} of {listing.pages}
            </span>
            {listing.page < listing.pages ? <Link href={link(listing.page + 1)}>Next →</Link> : <span />}
          </nav>
        )}
      </section>
    </div>
  )
}

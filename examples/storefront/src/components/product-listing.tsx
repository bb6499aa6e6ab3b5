import Link from 'next/link'
import type { ReactNode } from 'react'
import type { Listing } from '../lib/catalogue'
import { LISTING_BOUND } from '../lib/catalogue'
import { money, plural } from '../lib/format'
import {
  type FacetValue,
  filtersQuery,
  type ListingFilters,
  type OptionFacet,
  optionParam,
  SORTS,
} from '../lib/listing'
import { AutoSubmit } from './auto-submit'
import { ListingForm, ListingLink, ListingNavigation, ListingResults } from './listing-navigation'
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
  /** What comes above the listing and navigates with it (the search page's heading and box). */
  lead?: ReactNode
}

/** Whether the shopper narrowed the listing (beyond a search and the order). */
function filtering(filters: ListingFilters): boolean {
  return (
    filters.min !== undefined ||
    filters.max !== undefined ||
    filters.inStock === true ||
    Object.values(filters.options ?? {}).some((values) => values.length > 0)
  )
}

/** The listing's address without its filters (the search and the order kept). */
function clearedHref({ path, filters, search }: Pick<ListingProps, 'path' | 'filters' | 'search'>): string {
  return `${path}${filtersQuery({ q: search ? filters.q : undefined, sort: filters.sort })}`
}

/** One option's values, grouped by scale; values past the first few fold under "N more". */
function FacetValues({ facet, chosen }: { facet: OptionFacet; chosen: readonly string[] }) {
  const value = (v: FacetValue) => (
    <label key={v.value} className={facet.color ? 'facet-swatch' : 'pill'}>
      <input
        type="checkbox"
        name="o"
        value={optionParam(facet.name, v.value)}
        defaultChecked={chosen.includes(v.value)}
      />
      {facet.color ? (
        <>
          <span className="swatch-color facet-color" style={{ background: v.swatch }} aria-hidden="true" />
          <span className="facet-name">{v.value}</span>
        </>
      ) : (
        <span>{v.value}</span>
      )}
    </label>
  )
  const layout = facet.color ? 'facet-swatches' : 'facet-pills'
  return facet.groups.map((group) => {
    const values = (
      <>
        <div className={layout}>{group.shown.map(value)}</div>
        {group.more.length > 0 && (
          <details className="facet-more">
            <summary>
              {group.more.length} more {facet.color ? 'colours' : facet.name.toLowerCase()}
            </summary>
            <div className={layout}>{group.more.map(value)}</div>
          </details>
        )}
      </>
    )
    // Several scales (S–XL, A4–A2): each its own named group.
    return group.label ? (
      <fieldset key={group.label} className="facet-group">
        <legend className="facet-group-name">{group.label}</legend>
        {values}
      </fieldset>
    ) : (
      // Only one scale: no name, and only one group.
      <div key="values" className="facet-group">
        {values}
      </div>
    )
  })
}

/** The filter panel: a plain GET form (works without JavaScript; submits itself on change with it). */
function Filters({ path, listing, filters, collections, search }: ListingProps) {
  const active = filtering(filters)
  return (
    // Open while a filter is on; on a wide screen it is a sidebar, always shown (see globals.css).
    <details className="filters" open={active || undefined}>
      <summary>Filters{active && <span className="filters-active"> (on)</span>}</summary>
      {/* Keyed by the filters: after a client-side navigation the inputs show the new URL's values. */}
      <ListingForm key={filtersQuery(filters)} action={path} className="filters-form" aria-label="Filters">
        {search && filters.q && <input type="hidden" name="q" value={filters.q} />}
        {filters.sort && <input type="hidden" name="sort" value={filters.sort} />}
        <fieldset>
          <legend>Collection</legend>
          <ul className="filter-links">
            {collections.map((c) => (
              <li key={c.href}>
                <ListingLink
                  href={c.href}
                  className="filter-link"
                  aria-current={c.current ? 'page' : undefined}
                >
                  {c.name}
                </ListingLink>
              </li>
            ))}
          </ul>
        </fieldset>
        <fieldset>
          <legend>Availability</legend>
          <div className="facet-pills">
            <label className="pill">
              <input type="checkbox" name="stock" value="in" defaultChecked={filters.inStock === true} />
              <span>In stock only</span>
            </label>
          </div>
        </fieldset>
        {listing.bounds && (
          <fieldset className="price-range" aria-describedby="price-range-hint">
            <legend>Price you pay</legend>
            <label>
              <span>From $</span>
              <input
                type="number"
                name="min"
                min={0}
                step={1}
                inputMode="numeric"
                placeholder="Min"
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
                placeholder="Max"
                defaultValue={filters.max}
                aria-label="Highest price"
              />
            </label>
            <p id="price-range-hint" className="price-range-hint">
              Here from {money(listing.bounds.min)} to {money(listing.bounds.max)}
            </p>
          </fieldset>
        )}
        {listing.facets.map((facet) => (
          <fieldset key={facet.name}>
            <legend>{facet.name}</legend>
            <FacetValues facet={facet} chosen={filters.options?.[facet.name] ?? []} />
          </fieldset>
        ))}
        <div className="filters-actions">
          <button type="submit" className="button button-small button-primary">
            Apply filters
          </button>
          {active && <ListingLink href={clearedHref({ path, filters, search })}>Clear filters</ListingLink>}
        </div>
        <AutoSubmit />
      </ListingForm>
    </details>
  )
}

/** What an empty listing offers instead of a dead end: close names, the collections, clearing the filters. */
function EmptyListing({ path, listing, filters, collections, search }: ListingProps) {
  const others = collections.filter((c) => !c.current)
  return (
    <div className="empty" data-testid="empty-listing">
      <p className="empty-title">
        {filters.q ? `Nothing matches “${filters.q}”` : 'No products match these filters'}
        {filters.q && filtering(filters) ? ' with these filters.' : '.'}
      </p>
      {listing.suggestions.length > 0 && (
        <div className="empty-suggestions">
          <p>Did you mean</p>
          <ul>
            {listing.suggestions.map((product) => (
              <li key={product.id}>
                <Link href={`/products/${product.slug}`} className="empty-link">
                  {product.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {filtering(filters) && (
        <p>
          <ListingLink href={clearedHref({ path, filters, search })} className="button button-small">
            Clear filters
          </ListingLink>
        </p>
      )}
      {others.length > 0 && (
        <nav aria-label="Collections to browse" className="empty-collections">
          <p>Browse a collection:</p>
          <ul>
            {others.map((c) => (
              <li key={c.href}>
                <ListingLink href={c.href} className="empty-link">
                  {c.name}
                </ListingLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  )
}

/** The sort order: a GET form that keeps the other filters. */
function SortForm({ path, filters }: { path: string; filters: ListingFilters }) {
  return (
    <ListingForm key={filtersQuery(filters)} action={path} className="sort-form">
      {filters.q && <input type="hidden" name="q" value={filters.q} />}
      {filters.min !== undefined && <input type="hidden" name="min" value={filters.min} />}
      {filters.max !== undefined && <input type="hidden" name="max" value={filters.max} />}
      {filters.inStock && <input type="hidden" name="stock" value="in" />}
      {Object.entries(filters.options ?? {}).flatMap(([name, values]) =>
        values.map((value) => (
          <input key={`${name}=${value}`} type="hidden" name="o" value={optionParam(name, value)} />
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
    </ListingForm>
  )
}

/** A listing page's body: filters, sort, the grid (the skeleton while the next one renders) and the pages. */
export function ProductListing(props: ListingProps) {
  const { path, listing, filters, lead } = props
  const link = (page: number) => `${path}${filtersQuery({ ...filters, page })}`
  return (
    <ListingNavigation>
      {lead}
      <div className="listing">
        <Filters {...props} />
        <section className="listing-main" aria-label="Products">
          <div className="toolbar">
            <p className="result-count" data-testid="result-count" aria-live="polite">
              {plural(listing.total, 'product')}
            </p>
            <SortForm path={path} filters={filters} />
          </div>
          <ListingResults>
            {listing.forgiving && listing.items.length > 0 && (
              <p className="hint" data-testid="close-matches">
                Nothing has words starting with “{filters.q}”: these come close.
              </p>
            )}
            {listing.items.length === 0 ? (
              <EmptyListing {...props} />
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
                {listing.page > 1 ? (
                  <ListingLink href={link(listing.page - 1)}>← Previous</ListingLink>
                ) : (
                  <span />
                )}
                <span>
                  Page {listing.page} of {listing.pages}
                </span>
                {listing.page < listing.pages ? (
                  <ListingLink href={link(listing.page + 1)}>Next →</ListingLink>
                ) : (
                  <span />
                )}
              </nav>
            )}
          </ListingResults>
        </section>
      </div>
    </ListingNavigation>
  )
}

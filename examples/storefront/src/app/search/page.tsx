import type { Metadata } from 'next'
import { ListingForm } from '../../components/listing-navigation'
import { ListingBody, type SearchParams } from '../../components/listing-page'
import { filtersFrom, searchExplanation } from '../../lib/listing'

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { q } = filtersFrom(await searchParams)
  return {
    title: q ? `Search: ${q}` : 'Search',
    robots: { index: false },
    alternates: { canonical: '/search' },
  }
}

// The words are request data (the URL), so the page renders per request (from cached catalogue
// data), in one piece: no prerendered shell with a skeleton to show first, so its HTML holds the
// results once, also for a browser without JavaScript. A new search from the page's own box keeps
// the current results on screen, their grid the skeleton, until the new ones arrive.
export const instant = false

/** The search: every word at the start of a word of the name, brand, description, SKU or options. */
export default function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  return <SearchResults searchParams={searchParams} />
}

async function SearchResults({ searchParams }: { searchParams: SearchParams }) {
  const { q } = filtersFrom(await searchParams)
  const explanation = searchExplanation(q)
  // The box navigates with the listing: the grid shows the skeleton while the new search renders.
  const lead = (
    <header className="page-header">
      <h1>{q ? `Search: “${q}”` : 'Search'}</h1>
      {/* Keyed by the words: after a new search the box shows them. Named: the header has a search too. */}
      <ListingForm key={q} action="/search" role="search" aria-label="Refine" className="search-page-form">
        <label htmlFor="search-page-q">Search products</label>
        <div className="input-row">
          <input
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            aria-describedby="search-help"
          />
          <button type="submit" className="button button-primary button-small">
            Search
          </button>
        </div>
        <p id="search-help" className="hint" data-testid="search-help">
          {explanation ??
            'Finds products by the words of their name, brand, description, SKU or options: “mug” finds the Ceramic Mug, “tee bl” a black tee.'}
        </p>
      </ListingForm>
    </header>
  )
  return <ListingBody path="/search" collection={undefined} searchParams={searchParams} search lead={lead} />
}

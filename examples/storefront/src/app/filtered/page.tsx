import type { Metadata } from 'next'
import { HomeContent } from '../../components/home-content'
import { ListingBody, type SearchParams } from '../../components/listing-page'

// A filtered view of the home page: `/?sort=newest` and any URL of `/` with a filter parameter
// land here (`next.config.ts` rewrites them; the address bar keeps the URL). It renders per request
// from cached catalogue data, in one piece: no prerendered shell to show first, so the HTML holds
// the filtered listing once, also for a browser without JavaScript.
export const instant = false

export const metadata: Metadata = { alternates: { canonical: '/' } }

/** The home page with the shopper's filters. */
export default function FilteredHome({ searchParams }: { searchParams: SearchParams }) {
  return <HomeContent listing={<ListingBody path="/" collection={undefined} searchParams={searchParams} />} />
}

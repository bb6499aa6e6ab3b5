import { type ReactNode, Suspense } from 'react'
import { HomeContent } from '../../components/home-content'
import { DefaultListing } from '../../components/listing-page'

/**
 * The home page's filters are request data: until the filtered page is ready, the prerendered one
 * (no filters) shows — and, as this boundary outlives the page, a filter change keeps the current
 * listing on screen meanwhile.
 */
export default function HomeLayout({ children }: { children: ReactNode }) {
  const fallback = <HomeContent listing={<DefaultListing path="/" collection={undefined} />} />
  return <Suspense fallback={fallback}>{children}</Suspense>
}

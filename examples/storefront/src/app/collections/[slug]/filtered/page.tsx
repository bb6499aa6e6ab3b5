import { notFound } from 'next/navigation'
import { CollectionContent } from '../../../../components/collection-content'
import { ListingBody, type SearchParams } from '../../../../components/listing-page'
import { collectionBySlug } from '../../../../lib/catalogue'

// A filtered view of a collection: `/collections/apparel?sort=newest` and any URL of a collection
// with a filter parameter land here (`next.config.ts` rewrites them; the address bar keeps the
// URL). It renders per request from cached catalogue data, in one piece: no prerendered shell to
// show first, so the HTML holds the filtered listing once, also for a browser without JavaScript.
export const instant = false

/** A collection with the shopper's filters. */
export default async function FilteredCollection({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>
  searchParams: SearchParams
}) {
  const { slug } = await params
  const collection = await collectionBySlug(slug)
  if (!collection) notFound()
  return (
    <CollectionContent
      collection={collection}
      listing={
        <ListingBody
          path={`/collections/${collection.slug}`}
          collection={collection}
          searchParams={searchParams}
        />
      }
    />
  )
}

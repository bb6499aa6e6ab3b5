import { notFound } from 'next/navigation'
import { CollectionContent } from '../../../components/collection-content'
import { DefaultListing } from '../../../components/listing-page'
import { catalogueIndex, collectionBySlug } from '../../../lib/catalogue'

type Params = Promise<{ slug: string }>

/** Every collection at build time is prerendered; a later one renders on first request, then is cached. */
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  const { collections } = await catalogueIndex()
  return collections.map(({ slug }) => ({ slug }))
}

/**
 * A collection: its name and description, then its products with the filters — prerendered whole
 * and served from the cache. A filtered view (`?sort=newest`) is another route (`./filtered`),
 * which `next.config.ts` rewrites such a URL to: this page reads nothing of the request.
 */
export default async function CollectionPage({ params }: { params: Params }) {
  const { slug } = await params
  const collection = await collectionBySlug(slug)
  if (!collection) notFound()
  return (
    <CollectionContent
      collection={collection}
      listing={<DefaultListing path={`/collections/${collection.slug}`} collection={collection} />}
    />
  )
}

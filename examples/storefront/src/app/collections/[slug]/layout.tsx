import { notFound } from 'next/navigation'
import { type ReactNode, Suspense } from 'react'
import { CollectionContent } from '../../../components/collection-content'
import { DefaultListing } from '../../../components/listing-page'
import { collectionBySlug } from '../../../lib/catalogue'

/**
 * An unknown collection is a real 404 (never "every product"): checked before anything streams.
 * The page's filters are request data: until the filtered page is ready, the prerendered one
 * (no filters) shows — and, as this boundary outlives the page, a filter change keeps the
 * current listing on screen meanwhile.
 */
export default async function CollectionLayout({
  params,
  children,
}: {
  params: Promise<{ slug: string }>
  children: ReactNode
}) {
  const { slug } = await params
  const collection = await collectionBySlug(slug)
  if (!collection) notFound()
  const fallback = (
    <CollectionContent
      collection={collection}
      listing={<DefaultListing path={`/collections/${collection.slug}`} collection={collection} />}
    />
  )
  return <Suspense fallback={fallback}>{children}</Suspense>
}

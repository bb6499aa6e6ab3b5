import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ListingBody, type SearchParams } from '../../../components/listing-page'
import { catalogueIndex, collectionBySlug } from '../../../lib/catalogue'
import { excerpt, plainText } from '../../../lib/format'

type Params = Promise<{ slug: string }>

/** Every collection at build time is prerendered; a later one renders on first request, then is cached. */
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  const { collections } = await catalogueIndex()
  return collections.map(({ slug }) => ({ slug }))
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params
  const collection = await collectionBySlug(slug)
  if (!collection) return { title: 'No such collection', robots: { index: false } }
  const description = excerpt(plainText(collection.description) || `${collection.name} at Vitrine Shop.`)
  const image = collection.media?.mainMedia?.image
  return {
    title: collection.name,
    description,
    alternates: { canonical: `/collections/${collection.slug}` },
    openGraph: {
      title: collection.name ?? undefined,
      description,
      url: `/collections/${collection.slug}`,
      ...(image?.url
        ? { images: [{ url: image.url, width: image.width ?? 1000, height: image.height ?? 1000 }] }
        : {}),
    },
  }
}

/** A collection: its name and description, then its products with the filters. An unknown one is a 404. */
export default async function CollectionPage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}) {
  const { slug } = await params
  const collection = await collectionBySlug(slug)
  if (!collection) notFound()
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <a href="/">Shop</a> <span aria-hidden="true">/</span>{' '}
        <span aria-current="page">{collection.name}</span>
      </nav>
      <header className="page-header">
        <h1>{collection.name}</h1>
        {collection.description && <p className="page-lead">{plainText(collection.description)}</p>}
      </header>
      <ListingBody
        path={`/collections/${collection.slug}`}
        collection={collection}
        searchParams={searchParams}
      />
    </>
  )
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { collectionBySlug } from '../../../lib/catalogue'
import { excerpt, plainText } from '../../../lib/format'

type Params = Promise<{ slug: string }>

/** The collection's metadata, for its page and its filtered views alike (their canonical URL is the collection's). */
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

/**
 * An unknown collection is a real 404 (never "every product"), for the collection's page and its
 * filtered views: checked here, before anything renders.
 */
export default async function CollectionLayout({
  params,
  children,
}: {
  params: Params
  children: ReactNode
}) {
  const { slug } = await params
  if (!(await collectionBySlug(slug))) notFound()
  return children
}

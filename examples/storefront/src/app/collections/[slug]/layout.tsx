import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { collectionBySlug } from '../../../lib/catalogue'

/** An unknown collection is a real 404 (never "every product"): checked before anything streams. */
export default async function CollectionLayout({
  params,
  children,
}: {
  params: Promise<{ slug: string }>
  children: ReactNode
}) {
  const { slug } = await params
  if (!(await collectionBySlug(slug))) notFound()
  return children
}

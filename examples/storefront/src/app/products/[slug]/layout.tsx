import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { productBySlug } from '../../../lib/catalogue'

/**
 * An unknown product is a real 404: checked here, above the page's loading boundary, before
 * anything streams (the page and its metadata then reuse the same answer).
 */
export default async function ProductLayout({
  params,
  children,
}: {
  params: Promise<{ slug: string }>
  children: ReactNode
}) {
  const { slug } = await params
  if (!(await productBySlug(slug))) notFound()
  return children
}

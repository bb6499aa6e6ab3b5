import type { Product } from '@vitrine/catalog'
import { notFound } from 'next/navigation'
import { type ReactNode, Suspense } from 'react'
import { ProductCard } from '../../../components/product-card'
import { collectionProducts, collectionsForNav, productBySlug } from '../../../lib/catalogue'
import { homeCollection, relatedProducts } from '../../../lib/product-facts'
import { canonicalOrigin } from '../../../lib/server-config'
import { breadcrumbList, jsonLdText, productStructuredData } from '../../../lib/structured-data'

/**
 * Below the product: more from its collection, and its structured data (schema.org JSON-LD: the
 * `Product` with an `Offer` per variant, the `BreadcrumbList`). Prerendered with the page.
 */
async function ProductExtras({ product }: { product: Product }) {
  const collection = homeCollection(product, await collectionsForNav())
  const related = relatedProducts(product, await collectionProducts(collection?.id ?? undefined))
  const origin = canonicalOrigin()
  const crumbs = [
    { name: 'Shop', url: new URL('/', origin).href },
    ...(collection
      ? [{ name: collection.name ?? '', url: new URL(`/collections/${collection.slug}`, origin).href }]
      : []),
    { name: product.name ?? '', url: new URL(`/products/${product.slug}`, origin).href },
  ]
  return (
    <>
      {related.length > 0 && (
        <section className="related" aria-labelledby="related-heading" data-testid="related-products">
          <h2 id="related-heading">{collection ? `More from ${collection.name}` : 'You may also like'}</h2>
          <div className="grid">
            {related.map((item) => (
              <ProductCard key={item.id} product={item} />
            ))}
          </div>
        </section>
      )}
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<", ">" and "&" escaped (jsonLdText)
        dangerouslySetInnerHTML={{ __html: jsonLdText(productStructuredData(product, origin)) }}
      />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: as above
        dangerouslySetInnerHTML={{ __html: jsonLdText(breadcrumbList(crumbs)) }}
      />
    </>
  )
}

/**
 * An unknown product is a real 404: checked here, above the page's loading boundary, before
 * anything streams (the page and its metadata then reuse the same answer). Below the page, in a
 * boundary of their own, its related products and structured data: React sends a prerendered
 * page's first ~12 KB of HTML in place and what follows apart (shown by a script), so this
 * way what is sent apart, when the page is long, is this part — never the product itself, which
 * a browser without JavaScript would then not show.
 */
export default async function ProductLayout({
  params,
  children,
}: {
  params: Promise<{ slug: string }>
  children: ReactNode
}) {
  const { slug } = await params
  const product = await productBySlug(slug)
  if (!product) notFound()
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <ProductExtras product={product} />
      </Suspense>
    </>
  )
}

import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { ProductView } from '../../../components/product-view'
import { catalogueIndex, productBySlug } from '../../../lib/catalogue'
import { excerpt, plainText } from '../../../lib/format'
import { isSoldOut, paidPriceRange } from '../../../lib/product-facts'

type Params = Promise<{ slug: string }>

/**
 * Every product the platform lists at build time is prerendered; a product created later renders
 * on its first request and is cached from then on (until a webhook says it changed).
 */
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  const { products } = await catalogueIndex()
  return products.map(({ slug }) => ({ slug }))
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params
  const product = await productBySlug(slug)
  if (!product) return { title: 'No such product', robots: { index: false } }
  const description = excerpt(plainText(product.description) || `${product.name} at Vitrine Shop.`)
  const image = product.media?.mainMedia?.image
  const price = paidPriceRange(product)
  const currency = product.priceData?.currency ?? 'USD'
  return {
    title: product.name,
    description,
    alternates: { canonical: `/products/${product.slug}` },
    openGraph: {
      type: 'website',
      title: product.name ?? undefined,
      description,
      url: `/products/${product.slug}`,
      ...(image?.url
        ? {
            images: [
              {
                url: image.url,
                width: image.width ?? 1000,
                height: image.height ?? 1000,
                alt: product.name ?? '',
              },
            ],
          }
        : {}),
    },
    ...(price
      ? {
          other: {
            'product:price:amount': price.min.toFixed(2),
            'product:price:currency': currency,
            'product:availability': isSoldOut(product) ? 'out of stock' : 'in stock',
          },
        }
      : {}),
  }
}

/** A product: gallery, options, the price paid, stock, add to cart; its details below. */
export default async function ProductPage({ params }: { params: Params }) {
  const { slug } = await params
  const product = await productBySlug(slug)
  if (!product) notFound()
  const price = paidPriceRange(product)
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: plainText(product.description),
    sku: product.sku,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    image: product.media?.items?.map((item) => item.image?.url).filter(Boolean),
    ...(price
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: product.priceData?.currency ?? 'USD',
            lowPrice: price.min.toFixed(2),
            highPrice: price.max.toFixed(2),
            availability: isSoldOut(product) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
          },
        }
      : {}),
  }
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Shop</Link> <span aria-hidden="true">/</span>{' '}
        <span aria-current="page">{product.name}</span>
      </nav>
      <ProductView product={product}>
        {product.description && <p className="description">{plainText(product.description)}</p>}
        {product.additionalInfoSections?.map((section) => (
          <details key={section.title} className="info-section">
            <summary>{section.title}</summary>
            <p>{plainText(section.description)}</p>
          </details>
        ))}
      </ProductView>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own product, with "<" escaped
        dangerouslySetInnerHTML={{ __html: JSON.stringify(structured).replace(/</g, '\\u003c') }}
      />
    </>
  )
}

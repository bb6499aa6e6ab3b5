import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { IntentLink } from '../../../components/intent-link'
import { ProductView } from '../../../components/product-view'
import { catalogueIndex, collectionsForNav, productBySlug } from '../../../lib/catalogue'
import { excerpt, plainText, priceLabels } from '../../../lib/format'
import { homeCollection, isSoldOut, paidPriceRange, shownPrices } from '../../../lib/product-facts'
import { productForView } from '../../../lib/product-for-view'

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

/**
 * A product: where it is in the shop, gallery, options, the price paid, stock, add to cart; its
 * details below (the layout adds related products and structured data). The page is prerendered
 * whole (the catalogue's cache tags refresh it), the same for every visitor and every link: the
 * choices a link names (`?Size=M&Color=Navy`) are read by the browser when the page hydrates
 * (`ProductView`). Reading them on the server would render the page per request — measured: the
 * cookie-less product page served 0.05× the empty app's static page that way, against ≥ 0.5×
 * prerendered whole.
 */
export default async function ProductPage({ params }: { params: Params }) {
  const { slug } = await params
  const product = await productBySlug(slug)
  if (!product) notFound()
  const collection = homeCollection(product, await collectionsForNav())
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <IntentLink href="/">Shop</IntentLink> <span aria-hidden="true">/</span>{' '}
        {collection && (
          <>
            <IntentLink href={`/collections/${collection.slug}`}>{collection.name}</IntentLink>{' '}
            <span aria-hidden="true">/</span>{' '}
          </>
        )}
        <span aria-current="page">{product.name}</span>
      </nav>
      <div className="product-layout">
        <ProductView
          product={productForView(product)}
          prices={priceLabels(shownPrices(product), product.priceData?.currency ?? 'USD')}
        />
        <div className="product-details">
          {product.description && <p className="description">{plainText(product.description)}</p>}
          {product.additionalInfoSections?.map((section) => (
            <details key={section.title} className="info-section">
              <summary>{section.title}</summary>
              <p>{plainText(section.description)}</p>
            </details>
          ))}
        </div>
      </div>
    </>
  )
}

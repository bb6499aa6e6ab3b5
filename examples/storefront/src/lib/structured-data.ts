// The product page's structured data (schema.org JSON-LD): where the product sits (a
// `BreadcrumbList`: home → collection → product) and what it is (a `Product` with one `Offer`
// per variant: price, currency, availability from stock, SKU and the variant's own URL). Pure
// functions: the page renders them with `jsonLdText`, which no product text can break out of.
import type { Product } from '@vitrine/catalog'
import { plainText } from './format'
import { isSoldOut, paidPrices, variantPaidPrice, variantPath, variantStock } from './product-facts'

const IN_STOCK = 'https://schema.org/InStock'
const OUT_OF_STOCK = 'https://schema.org/OutOfStock'

/** One step of a breadcrumb: its name and absolute URL. */
export interface Crumb {
  name: string
  url: string
}

/** A schema.org `BreadcrumbList` of the steps, in order. */
export function breadcrumbList(crumbs: Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
}

/**
 * A schema.org `Product` with one `Offer` per visible variant (a product without options: one
 * offer), each with the price paid, the currency, its availability, its SKU and the URL that
 * opens the page with that variant chosen. `origin` is the shop's public origin.
 */
export function productStructuredData(product: Product, origin: string): Record<string, unknown> {
  const currency = product.priceData?.currency ?? 'USD'
  const soldOut = isSoldOut(product)
  const own = paidPrices(product)[0]
  const options = product.productOptions ?? []
  const variants = (product.variants ?? []).filter((v) => v.variant?.visible !== false)
  const offers = (options.length > 0 ? variants : variants.slice(0, 1)).flatMap((variant) => {
    const price = options.length > 0 ? variantPaidPrice(variant) : own
    if (typeof price !== 'number' || !Number.isFinite(price)) return []
    const sku = variant.variant?.sku || product.sku
    return [
      {
        '@type': 'Offer',
        url: new URL(variantPath(product, options.length > 0 ? variant : undefined), origin).href,
        price: price.toFixed(2),
        priceCurrency: currency,
        availability: soldOut || variantStock(variant) === 0 ? OUT_OF_STOCK : IN_STOCK,
        ...(sku ? { sku } : {}),
      },
    ]
  })
  if (offers.length === 0 && typeof own === 'number') {
    offers.push({
      '@type': 'Offer',
      url: new URL(`/products/${product.slug}`, origin).href,
      price: own.toFixed(2),
      priceCurrency: currency,
      availability: soldOut ? OUT_OF_STOCK : IN_STOCK,
      ...(product.sku ? { sku: product.sku } : {}),
    })
  }
  const images = (product.media?.items ?? [])
    .map((item) => item.image?.url)
    .filter((url): url is string => Boolean(url))
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: plainText(product.description),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    url: new URL(`/products/${product.slug}`, origin).href,
    ...(offers.length > 0 ? { offers } : {}),
  }
}

const UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * JSON for a `<script type="application/ld+json">`: the same value (`JSON.parse` gives it back),
 * with `<`, `>` and `&` written as escapes, so no text in it (`</script>`, `<!--`) can end the
 * script or open markup.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE[c] ?? c)
}

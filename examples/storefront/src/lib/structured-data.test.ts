import type { Product } from '@vitrine/catalog'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoProducts } from './demo-catalogue.test-helper'
import { breadcrumbList, jsonLdText, productStructuredData } from './structured-data'

const ORIGIN = 'https://shop.example'
let bySlug = new Map<string, Product>()
beforeAll(async () => {
  bySlug = await demoProducts()
})
const product = (slug: string) => bySlug.get(slug) as Product

/** The offer of a product without options. */
const offer = (slug: string, price: string, availability: string, sku: string) => ({
  '@type': 'Offer',
  url: `${ORIGIN}/products/${slug}`,
  price,
  priceCurrency: 'USD',
  availability: `https://schema.org/${availability}`,
  sku,
})

/** What a crawler reads: the text of the script element, parsed as JSON. */
const parsed = (data: unknown) => JSON.parse(jsonLdText(data)) as Record<string, unknown>

describe('the Product of a product page', () => {
  it('has one Offer per variant: price paid, currency, availability from stock, SKU, the URL choosing it', () => {
    const ld = parsed(productStructuredData(product('classic-tee'), ORIGIN))
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Classic Tee',
      sku: 'CLASSIC-TEE',
      brand: { '@type': 'Brand', name: 'Vitrine Basics' },
      url: `${ORIGIN}/products/classic-tee`,
    })
    const offers = ld['offers'] as Record<string, string>[]
    expect(offers).toHaveLength(12) // 4 sizes × 3 colours
    expect(offers.find((o) => o['sku'] === 'CLASSIC-TEE-M-NAVY')).toEqual({
      '@type': 'Offer',
      url: `${ORIGIN}/products/classic-tee?Size=M&Color=Navy`,
      price: '25.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      sku: 'CLASSIC-TEE-M-NAVY',
    })
    // Navy XL is sold out, and XL costs more.
    expect(offers.find((o) => o['sku'] === 'CLASSIC-TEE-XL-NAVY')).toMatchObject({
      url: `${ORIGIN}/products/classic-tee?Size=XL&Color=Navy`,
      price: '27.00',
      availability: 'https://schema.org/OutOfStock',
    })
    expect(new Set(offers.map((o) => o['url'])).size).toBe(12)
  })

  it('offers the price paid on sale, and says out of stock for a sold-out product', () => {
    const shirt = parsed(productStructuredData(product('linen-shirt'), ORIGIN))
    const prices = (shirt['offers'] as { price: string; availability: string; url: string }[]).map(
      (o) => o.price,
    )
    expect(new Set(prices)).toEqual(new Set(['43.20'])) // $48 less 10 %
    const sage = (shirt['offers'] as { availability: string; url: string }[]).filter((o) =>
      o.url.endsWith('Color=Sage'),
    )
    expect(sage.length).toBe(4)
    expect(sage.every((o) => o.availability === 'https://schema.org/OutOfStock')).toBe(true)
    const backpack = parsed(productStructuredData(product('travel-backpack'), ORIGIN))
    expect(backpack['offers']).toEqual([offer('travel-backpack', '120.00', 'OutOfStock', 'TRAVEL-BACKPACK')])
  })

  it('gives a product without options a single offer at its own URL', () => {
    const tote = parsed(productStructuredData(product('canvas-tote'), ORIGIN))
    expect(tote['offers']).toEqual([offer('canvas-tote', '18.00', 'InStock', 'CANVAS-TOTE')])
    expect(tote['image']).toEqual([
      expect.stringContaining('/_emulator/media/canvas-tote-1.svg'),
      expect.stringContaining('/_emulator/media/canvas-tote-2.svg'),
    ])
  })

  it('escapes choice names in the variant URLs', () => {
    const card = parsed(productStructuredData(product('gift-card'), ORIGIN))
    const urls = (card['offers'] as { url: string }[]).map((o) => o.url)
    expect(urls).toContain(`${ORIGIN}/products/gift-card?Amount=%24100`)
    expect(new URL(urls[0] ?? '').searchParams.get('Amount')).toBe('$25')
  })
})

describe('the BreadcrumbList', () => {
  it('lists home → collection → product, in order, with absolute URLs', () => {
    expect(
      parsed(
        breadcrumbList([
          { name: 'Shop', url: `${ORIGIN}/` },
          { name: 'Apparel', url: `${ORIGIN}/collections/apparel` },
          { name: 'Classic Tee', url: `${ORIGIN}/products/classic-tee` },
        ]),
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Shop', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Apparel', item: `${ORIGIN}/collections/apparel` },
        { '@type': 'ListItem', position: 3, name: 'Classic Tee', item: `${ORIGIN}/products/classic-tee` },
      ],
    })
  })
})

describe('the JSON in the page', () => {
  const hostile = '</script><script>alert(1)</script><!-- & \u2028 </SCRIPT >'

  it('cannot end its script element or open markup, whatever a product name holds', () => {
    const text = jsonLdText(productStructuredData({ ...product('canvas-tote'), name: hostile }, ORIGIN))
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(text.toLowerCase()).not.toContain('</script')
    expect(text).toContain('\\u003c/script\\u003e')
  })

  it('is the same value once parsed', () => {
    const data = productStructuredData(
      { ...product('canvas-tote'), name: hostile, description: '<p>Fish &amp; chips</p>' },
      ORIGIN,
    )
    const back = JSON.parse(jsonLdText(data)) as Record<string, unknown>
    expect(back).toEqual(data)
    expect(back['name']).toBe(hostile)
    expect(back['description']).toBe('Fish & chips')
  })
})

import type { Product } from '@vitrine/catalog'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoProducts } from './demo-catalogue.test-helper'
import {
  addableQuantity,
  choiceAvailable,
  choicesFromSearch,
  homeCollection,
  isSoldOut,
  listPriceBefore,
  paidPriceRange,
  relatedProducts,
  searchForChoices,
  selectedVariant,
  shownPrices,
  variantPath,
  variantStock,
} from './product-facts'

let bySlug = new Map<string, Product>()
beforeAll(async () => {
  bySlug = await demoProducts()
})
const product = (slug: string) => bySlug.get(slug) as Product

describe('stock', () => {
  it('limits what can be added to the stock less what the cart holds, and says so', () => {
    expect(addableQuantity(3, 0)).toEqual({ max: 3, message: 'Only 3 left.' })
    expect(addableQuantity(3, 2)).toEqual({
      max: 1,
      message: 'You have 2 in your cart; 1 more can be added.',
    })
    expect(addableQuantity(3, 3)).toEqual({ max: 0, message: 'All 3 in stock are in your cart already.' })
    expect(addableQuantity(3, 5)).toEqual({ max: 0, message: 'All 3 in stock are in your cart already.' })
    expect(addableQuantity(0, 0)).toEqual({ max: 0, message: 'Sold out.' })
    expect(addableQuantity(40, 0)).toEqual({ max: 40, message: undefined })
    expect(addableQuantity(Number.POSITIVE_INFINITY, 0)).toEqual({ max: 99, message: undefined })
    expect(addableQuantity(Number.POSITIVE_INFINITY, 99).max).toBe(0)
  })

  it("reads a variant's stock: tracked quantity, untracked in stock, sold out", () => {
    const wallet = product('leather-wallet')
    const tan = selectedVariant(wallet, { Color: 'Tan' })
    expect(variantStock(tan)).toBe(3)
    expect(variantStock(selectedVariant(product('wool-beanie'), { Color: 'Mustard' }))).toBe(
      Number.POSITIVE_INFINITY,
    )
    expect(variantStock(selectedVariant(product('soy-candle'), { Scent: 'Lavender' }))).toBe(0)
  })

  it('calls a product sold out when no variant can be bought', () => {
    expect(isSoldOut(product('travel-backpack'))).toBe(true)
    expect(isSoldOut(product('denim-jacket'))).toBe(true)
    expect(isSoldOut(product('classic-tee'))).toBe(false) // one variant out, the others in
  })

  it('knows which choices are still available with the others made', () => {
    const tee = product('classic-tee')
    expect(choiceAvailable(tee, { Size: 'XL' }, 'Color', 'Navy')).toBe(false)
    expect(choiceAvailable(tee, { Size: 'M' }, 'Color', 'Navy')).toBe(true)
    expect(selectedVariant(tee, { Size: 'M' })).toBeUndefined() // not every option chosen
  })
})

describe('prices', () => {
  it('is the price paid: sale prices, and the range over variants', () => {
    expect(paidPriceRange(product('linen-shirt'))).toEqual({ min: 43.2, max: 43.2 })
    expect(listPriceBefore(product('linen-shirt'), 43.2)).toBe(48)
    expect(paidPriceRange(product('art-print'))).toEqual({ min: 20, max: 45 })
    expect(listPriceBefore(product('canvas-tote'), 18)).toBeUndefined()
  })

  it('lists every price the product page can show: each variant, the list price, the sale price', () => {
    const shirt = product('linen-shirt')
    expect(new Set(shownPrices(shirt))).toEqual(new Set([43.2, 48]))
    const print = product('art-print')
    const shown = new Set(shownPrices(print))
    const range = paidPriceRange(print)
    expect(range && shown.has(range.min) && shown.has(range.max)).toBe(true)
    for (const variant of print.variants ?? []) {
      const paid = variant.variant?.priceData?.discountedPrice ?? variant.variant?.priceData?.price
      if (typeof paid === 'number') expect(shown.has(paid)).toBe(true)
    }
  })
})

describe('the chosen variant in the URL', () => {
  const search = (text: string) => new URLSearchParams(text)

  it('reads the choices a shared link names, and selects that variant', () => {
    const tee = product('classic-tee')
    const chosen = choicesFromSearch(tee, search('?Size=M&Color=Navy'))
    expect(chosen).toEqual({ Size: 'M', Color: 'Navy' })
    expect(selectedVariant(tee, chosen)?.variant?.sku).toBe('CLASSIC-TEE-M-NAVY')
    // One option named: that choice only (its picture and what is left to choose follow).
    expect(choicesFromSearch(tee, search('Color=White'))).toEqual({ Color: 'White' })
  })

  it('ignores what names no option or no choice: unknown values, wrong case, prototype names', () => {
    const tee = product('classic-tee')
    for (const text of [
      'Size=XXL&Color=Purple',
      'size=M&color=Navy',
      '__proto__=M&constructor=Navy&toString=x',
      'Size=&Color=',
      `Size=${'M'.repeat(10_000)}`,
      'Size=%3Cscript%3E',
    ])
      expect(choicesFromSearch(tee, search(text)), text).toEqual({})
    expect(choicesFromSearch(tee, search('Size=L&utm_source=mail&Size=S'))).toEqual({ Size: 'L' })
  })

  it('keeps an option with a single choice chosen, and out of the URL', () => {
    const single = {
      ...product('classic-tee'),
      productOptions: [
        ...(product('classic-tee').productOptions ?? []),
        {
          name: 'Fit',
          optionType: 'drop_down' as const,
          choices: [{ value: 'Relaxed', description: 'Relaxed' }],
        },
      ],
    }
    expect(choicesFromSearch(single, search('Fit=Tight'))).toEqual({ Fit: 'Relaxed' })
    expect(searchForChoices(single, { Size: 'S', Color: 'Black', Fit: 'Relaxed' })).toBe(
      '?Size=S&Color=Black',
    )
  })

  it("writes the choices in option order and keeps the URL's other parameters", () => {
    const tee = product('classic-tee')
    expect(searchForChoices(tee, { Color: 'Navy', Size: 'M' })).toBe('?Size=M&Color=Navy')
    expect(searchForChoices(tee, { Color: 'Navy' }, search('Size=L&ref=mail'))).toBe('?ref=mail&Color=Navy')
    expect(searchForChoices(tee, {})).toBe('')
    expect(searchForChoices(product('gift-card'), { Amount: '$100' })).toBe('?Amount=%24100')
    // What it writes, it reads back.
    const written: Record<string, string>[] = [{ Size: 'XL', Color: 'White' }, { Size: 'S' }]
    for (const chosen of written)
      expect(choicesFromSearch(tee, search(searchForChoices(tee, chosen)))).toEqual(chosen)
    const beans = product('coffee-beans')
    expect(choicesFromSearch(beans, search(searchForChoices(beans, { Grind: 'Whole bean' })))).toEqual({
      Grind: 'Whole bean',
    })
  })

  it('gives each variant its own path, and a product without options its plain one', () => {
    const tee = product('classic-tee')
    const navyXl = tee.variants?.find((v) => v.choices?.['Size'] === 'XL' && v.choices?.['Color'] === 'Navy')
    expect(variantPath(tee, navyXl)).toBe('/products/classic-tee?Size=XL&Color=Navy')
    expect(variantPath(product('canvas-tote'), undefined)).toBe('/products/canvas-tote')
  })

  it('reads the URL the browser shows: a repeated parameter counts once (its first value)', () => {
    expect(choicesFromSearch(product('classic-tee'), new URLSearchParams('Size=L&Size=S'))).toEqual({
      Size: 'L',
    })
  })
})

describe('related products', () => {
  const all = () => [...bySlug.values()]
  const apparel = () =>
    all().filter((p) => p.collectionIds?.includes(product('classic-tee').collectionIds?.[1] ?? ''))

  it('come from the same collection, without the product itself, those that can be bought first', () => {
    const tee = product('classic-tee')
    const related = relatedProducts(tee, apparel())
    expect(related).toHaveLength(4)
    expect(related.map((p) => p.slug)).not.toContain('classic-tee')
    for (const p of related) expect(p.collectionIds).toContain(tee.collectionIds?.[1])
    expect(related.some((p) => isSoldOut(p))).toBe(false) // the sold-out jacket only when nothing else is left
    const everything = relatedProducts(tee, apparel(), 100)
    expect(everything.at(-1)?.slug).toBe('denim-jacket')
    expect(everything).toHaveLength(apparel().length - 1)
  })

  it('never shows a hidden product', () => {
    const hidden = { ...product('organic-hoodie'), visible: false }
    expect(
      relatedProducts(product('classic-tee'), [hidden, product('linen-shirt')]).map((p) => p.slug),
    ).toEqual(['linen-shirt'])
  })

  it("are under the product's first collection, never All Products", () => {
    const collections = [
      { id: '00000000-000000-000000-000000000001', slug: 'all-products' },
      { id: product('linen-shirt').collectionIds?.[2] ?? '', slug: 'sale' },
      { id: product('linen-shirt').collectionIds?.[1] ?? '', slug: 'apparel' },
    ]
    expect(homeCollection(product('linen-shirt'), collections)?.slug).toBe('apparel')
    expect(homeCollection(product('linen-shirt'), collections.slice(0, 2))?.slug).toBe('sale')
    expect(homeCollection(product('canvas-tote'), collections)).toBeUndefined()
  })
})

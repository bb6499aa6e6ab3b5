import { oauth } from '@vitrine/auth'
import { type Product, products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { createEmulator } from '@vitrine/emulator'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  addableQuantity,
  choiceAvailable,
  isSoldOut,
  listPriceBefore,
  paidPriceRange,
  selectedVariant,
  variantStock,
} from './product-facts'

const bySlug = new Map<string, Product>()
beforeAll(async () => {
  const emulator = createEmulator()
  const client = createClient({
    host: emulator.origin,
    fetch: emulator.fetch,
    auth: oauth({ clientId: 'demo-storefront' }),
    modules: { products },
  })
  for await (const product of client.products.query().limit(100).iterate())
    bySlug.set(product.slug ?? '', product)
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
})

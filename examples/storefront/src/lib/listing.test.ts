import { oauth } from '@vitrine/auth'
import type { Product } from '@vitrine/catalog'
import { products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { createEmulator } from '@vitrine/emulator'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  applyFilters,
  filtersFrom,
  filtersQuery,
  optionFacets,
  priceBounds,
  searchExplanation,
  searchWords,
} from './listing'
import { paidPriceRange } from './product-facts'

// The demo catalogue of the emulator, read through the SDK as the shop's server reads it.
let catalogue: Product[]
beforeAll(async () => {
  const emulator = createEmulator()
  const client = createClient({
    host: emulator.origin,
    fetch: emulator.fetch,
    auth: oauth({ clientId: 'demo-storefront' }),
    modules: { products },
  })
  catalogue = []
  for await (const product of client.products.query().ascending('name').limit(100).iterate())
    catalogue.push(product)
})

const names = (list: Product[]) => list.map((p) => p.name)

describe('search', () => {
  it('finds a word anywhere in the name, not only at its start: "mug" finds the Ceramic Mug', () => {
    expect(names(applyFilters(catalogue, { q: 'mug' }))).toEqual(['Ceramic Mug'])
    expect(names(applyFilters(catalogue, { q: 'MUG' }))).toEqual(['Ceramic Mug'])
  })

  it('matches word beginnings across name, brand, description, SKU and options; every word must match', () => {
    expect(names(applyFilters(catalogue, { q: 'cer' }))).toEqual(['Ceramic Mug'])
    expect(names(applyFilters(catalogue, { q: 'tee navy' }))).toEqual(['Classic Tee'])
    expect(names(applyFilters(catalogue, { q: 'atelier jacket' }))).toEqual(['Denim Jacket', 'Rain Jacket'])
    expect(names(applyFilters(catalogue, { q: 'dishwasher' }))).toEqual(['Ceramic Mug'])
    expect(names(applyFilters(catalogue, { q: 'ug' }))).toEqual([]) // inside a word: no
    expect(names(applyFilters(catalogue, { q: 'mug tee' }))).toEqual([])
  })

  it('takes hostile text as plain words', () => {
    expect(searchWords('  <script>alert(1)</script> $regex.* ')).toEqual([
      'script',
      'alert',
      '1',
      'script',
      'regex',
    ])
    expect(searchWords('a '.repeat(10_000))).toHaveLength(8)
    expect(applyFilters(catalogue, { q: '.*' })).toHaveLength(catalogue.length) // no word: everything
  })

  it('says what it matches', () => {
    expect(searchExplanation('Mug  tee')).toBe(
      'Products whose name, brand, description, SKU or options have words starting with “mug” and “tee”.',
    )
    expect(searchExplanation('  ')).toBeUndefined()
  })
})

describe('prices the shopper pays', () => {
  it('sorts by the price paid, sale prices included, lowest variant first', () => {
    const ascending = applyFilters(catalogue, { sort: 'price-asc' }).map((p) => paidPriceRange(p)?.min ?? 0)
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
    const order = names(applyFilters(catalogue, { sort: 'price-asc' }))
    // The Linen Shirt lists at $48 but sells at $43.20: before the $45 Leather Wallet.
    expect(order.indexOf('Linen Shirt')).toBeLessThan(order.indexOf('Leather Wallet'))
    // The Sticker Sheet lists at $5 but sells at $2.50: the cheapest.
    expect(order[0]).toBe('Sticker Sheet')
    expect(names(applyFilters(catalogue, { sort: 'price-desc' }))[0]).toBe('Travel Backpack')
  })

  it('filters by the prices paid: a product is in when one of its variants is', () => {
    const range = names(applyFilters(catalogue, { min: 40, max: 44 }))
    expect(range).toContain('Linen Shirt') // $43.20 paid, $48 list
    expect(range).not.toContain('Art Print') // $20, $30 or $45: none within
    expect(range).not.toContain('Leather Wallet') // $45
    expect(names(applyFilters(catalogue, { min: 45, max: 45 }))).toEqual(['Art Print', 'Leather Wallet'])
    expect(names(applyFilters(catalogue, { max: 3 }))).toEqual(['Sticker Sheet'])
    expect(priceBounds(catalogue)).toEqual({ min: 2, max: 120 })
  })
})

describe('option filters', () => {
  it('keeps products with one of the chosen values of each option', () => {
    const medium = names(applyFilters(catalogue, { options: { Size: ['M'] } }))
    expect(medium).toEqual([
      'Classic Tee',
      'Denim Jacket',
      'Linen Shirt',
      'Organic Hoodie',
      'Rain Jacket',
      'Running Socks 3-Pack',
    ])
    expect(names(applyFilters(catalogue, { options: { Size: ['M'], Color: ['Navy'] } }))).toEqual([
      'Classic Tee',
    ])
    expect(applyFilters(catalogue, { options: { Size: [] } })).toHaveLength(catalogue.length)
  })

  it('offers the options several products share, colours with their swatch', () => {
    const facets = optionFacets(catalogue)
    expect(facets.map((f) => f.name)).toEqual(['Size', 'Color'])
    const color = facets.find((f) => f.name === 'Color')
    expect(color?.color).toBe(true)
    expect(color?.values.find((v) => v.value === 'Black')).toEqual({
      value: 'Black',
      count: 3,
      swatch: '#000000',
    })
  })
})

describe('the filters in the URL', () => {
  it('reads what a shopper set and writes it back', () => {
    const filters = filtersFrom({
      q: ' mug ',
      min: '10',
      max: '50',
      'o.Size': ['M', 'L'],
      sort: 'price-asc',
      page: '2',
    })
    expect(filters).toEqual({
      q: 'mug',
      min: 10,
      max: 50,
      options: { Size: ['M', 'L'] },
      sort: 'price-asc',
      page: 2,
    })
    expect(filtersQuery(filters)).toBe('?q=mug&min=10&max=50&o.Size=M&o.Size=L&sort=price-asc&page=2')
  })

  it('ignores what is malformed or hostile', () => {
    const filters = filtersFrom({
      min: '-5',
      max: 'abc',
      sort: 'constructor',
      page: '1e9',
      'o.__proto__': 'x',
      q: 'x'.repeat(5000),
    })
    expect(filters.min).toBeUndefined()
    expect(filters.max).toBeUndefined()
    expect(filters.sort).toBeUndefined()
    expect(filters.page).toBe(1000)
    expect(filters.q).toHaveLength(200)
    expect(Object.getPrototypeOf(filters.options)).toBeNull()
    expect(Object.entries(filters.options ?? {})).toEqual([['__proto__', ['x']]])
    expect(({} as Record<string, unknown>)['x']).toBeUndefined()
  })
})

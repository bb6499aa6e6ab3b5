import { oauth } from '@vitrine/auth'
import type { Product } from '@vitrine/catalog'
import { products } from '@vitrine/catalog'
import { createClient } from '@vitrine/core'
import { createEmulator } from '@vitrine/emulator'
import { beforeAll, describe, expect, it } from 'vitest'
import { FILTER_PARAMS, filteredViewRewrites, renderedAt } from './filtered-route'
import {
  closestProducts,
  filterProducts,
  filtersFrom,
  filtersQuery,
  type ListingFilters,
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
const found = (filters: ListingFilters) => names(filterProducts(catalogue, filters).items)

describe('search', () => {
  it('finds a word anywhere in the name, not only at its start: "mug" finds the Ceramic Mug', () => {
    expect(found({ q: 'mug' })).toEqual(['Ceramic Mug'])
    expect(found({ q: 'MUG' })).toEqual(['Ceramic Mug'])
  })

  it('matches word beginnings across name, brand, description, SKU and options; every word must match', () => {
    expect(found({ q: 'cer' })).toEqual(['Ceramic Mug'])
    expect(found({ q: 'tee navy' })).toEqual(['Classic Tee'])
    expect(found({ q: 'atelier jacket' })).toEqual(['Denim Jacket', 'Rain Jacket'])
    expect(found({ q: 'dishwasher' })).toEqual(['Ceramic Mug'])
    expect(found({ q: 'ug' })).toEqual([]) // inside a word: no
    expect(found({ q: 'mug tee' })).toEqual([])
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
    expect(filterProducts(catalogue, { q: '.*' }).items).toHaveLength(catalogue.length) // no word: everything
  })

  it('forgives plurals, one-letter typos and the ways of writing "T-shirt"', () => {
    expect(found({ q: 'mugs' })).toEqual(['Ceramic Mug'])
    expect(found({ q: 'Candles' })).toEqual(['Soy Candle'])
    expect(found({ q: 't-shirt' })).toEqual(['Classic Tee'])
    expect(found({ q: 'T shirts' })).toEqual(['Classic Tee'])
    expect(found({ q: 'tshirt' })).toEqual(['Classic Tee'])
    // "hoody": the hoodie first (its name matches), then what has a hood.
    expect(found({ q: 'hoody' })[0]).toBe('Organic Hoodie')
    expect(found({ q: 'walet' })).toEqual(['Leather Wallet'])
    expect(filterProducts(catalogue, { q: 'hoody' }).forgiving).toBe(true)
    expect(filterProducts(catalogue, { q: 'mug' }).forgiving).toBe(false)
  })

  it('guesses only when nothing matches exactly, and never at short words', () => {
    // "tee" matches exactly: no guessing that also brings "tea" or "tree".
    expect(found({ q: 'tee' })).toEqual(['Classic Tee'])
    expect(found({ q: 'tae' })).toEqual([]) // three letters: not forgiven
    expect(found({ q: 'zzzz' })).toEqual([])
    // Forgiving still needs every word: a wallet that is not blue is not found.
    expect(found({ q: 'walet zzzz' })).toEqual([])
  })

  it('suggests the closest names when nothing matches, and nothing when nothing is close', () => {
    expect(names(closestProducts(catalogue, 'walett zzzz'))).toEqual(['Leather Wallet'])
    expect(names(closestProducts(catalogue, 'cerammik zzzz'))[0]).toBe('Ceramic Mug')
    expect(closestProducts(catalogue, 'zzzz')).toEqual([])
    expect(closestProducts(catalogue, undefined)).toEqual([])
    expect(closestProducts(catalogue, 'backpack zzzz')).toEqual([]) // sold out: not suggested
  })

  it('reads only the start of a long description, in linear time: a hostile 200 KB one included', () => {
    const base = catalogue[0] as Product
    const hostile = { ...base, id: 'hostile', description: `${'<a'.repeat(50_000)}${'x<'.repeat(50_000)}` }
    const long = { ...base, id: 'long', description: `${'cotton '.repeat(1000)}zebra` }
    const many = Array.from({ length: 150 }, (_, i) => ({
      ...hostile,
      id: `h${i}`,
      description: `${i}${hostile.description}`,
    }))
    const started = performance.now()
    expect(filterProducts(many, { q: 'zzzz' }).items).toEqual([])
    expect(performance.now() - started).toBeLessThan(2000) // linear: tens of ms; the old regex took 40 s for one
    expect(filterProducts([long], { q: 'zebra' }).items).toEqual([]) // past the part searched
    expect(filterProducts([long], { q: 'cotton' }).items).toHaveLength(1)
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
    const ascending = filterProducts(catalogue, { sort: 'price-asc' }).items.map(
      (p) => paidPriceRange(p)?.min ?? 0,
    )
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
    const order = found({ sort: 'price-asc' })
    // The Linen Shirt lists at $48 but sells at $43.20: before the $45 Leather Wallet.
    expect(order.indexOf('Linen Shirt')).toBeLessThan(order.indexOf('Leather Wallet'))
    // The Sticker Sheet lists at $5 but sells at $2.50: the cheapest.
    expect(order[0]).toBe('Sticker Sheet')
    // The Travel Backpack is the dearest, but sold out: it goes last, whichever way prices run.
    const descending = found({ sort: 'price-desc' })
    expect(descending[0]).toBe('Aviator Sunglasses')
    expect(descending.slice(-2)).toEqual(['Travel Backpack', 'Denim Jacket'])
    expect(found({ sort: 'price-asc' }).slice(-2)).toEqual(['Denim Jacket', 'Travel Backpack'])
  })

  it('filters by the prices paid: a product is in when one of its variants is', () => {
    const range = found({ min: 40, max: 44 })
    expect(range).toContain('Linen Shirt') // $43.20 paid, $48 list
    expect(range).not.toContain('Art Print') // $20, $30 or $45: none within
    expect(range).not.toContain('Leather Wallet') // $45
    expect(found({ min: 45, max: 45 })).toEqual(['Art Print', 'Leather Wallet'])
    expect(found({ max: 3 })).toEqual(['Sticker Sheet'])
    expect(priceBounds(catalogue)).toEqual({ min: 2, max: 120 })
  })
})

describe('option filters', () => {
  it('keeps products with one of the chosen values of each option', () => {
    const medium = found({ options: { Size: ['M'] } })
    expect(medium).toEqual([
      'Classic Tee',
      'Linen Shirt',
      'Organic Hoodie',
      'Rain Jacket',
      'Running Socks 3-Pack',
    ])
    expect(found({ options: { Size: ['M'], Color: ['Navy'] } })).toEqual(['Classic Tee'])
    expect(filterProducts(catalogue, { options: { Size: [] } }).items).toHaveLength(catalogue.length)
  })

  it('matches a size and a colour only when one variant in stock has both: Navy XL is sold out', () => {
    // The Classic Tee comes in Navy and in XL, but its only Navy XL is sold out.
    expect(found({ options: { Size: ['XL'], Color: ['Navy'] } })).not.toContain('Classic Tee')
    expect(found({ options: { Size: ['L'], Color: ['Navy'] } })).toContain('Classic Tee')
    expect(found({ options: { Size: ['XL', 'L'], Color: ['Navy'] } })).toContain('Classic Tee')
    // The Denim Jacket ("Back soon") has sizes, none in stock.
    expect(found({ options: { Size: ['M'] } })).not.toContain('Denim Jacket')
  })

  it('keeps only what is in stock when asked', () => {
    const inStock = found({ inStock: true })
    expect(inStock).not.toContain('Travel Backpack')
    expect(inStock).not.toContain('Denim Jacket')
    expect(inStock).toContain('Classic Tee')
    expect(inStock.length).toBe(catalogue.length - 2)
  })

  it('groups sizes by scale, small to large: S–XL, A4–A2 and Small–Large apart', () => {
    const size = optionFacets(catalogue).find((f) => f.name === 'Size')
    expect(size?.groups.map((g) => [g.label, g.shown.map((v) => v.value)])).toEqual([
      ['Clothing sizes', ['S', 'M', 'L', 'XL']],
      ['Paper sizes', ['A4', 'A3', 'A2']],
      ['Small to large', ['Small', 'Medium', 'Large']],
    ])
    // One scale only: no group names.
    const apparel = catalogue.filter((p) => ['Classic Tee', 'Organic Hoodie'].includes(p.name ?? ''))
    expect(optionFacets(apparel).find((f) => f.name === 'Size')?.groups[0]?.label).toBeUndefined()
  })

  it('shows the most common colours and folds the rest, never a chosen one', () => {
    const color = optionFacets(catalogue).find((f) => f.name === 'Color')
    const group = color?.groups[0]
    expect(color?.groups).toHaveLength(1)
    expect(group?.shown).toHaveLength(6)
    expect(group?.more.length).toBeGreaterThan(0)
    const counts = group?.shown.map((v) => v.count) ?? []
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(Math.max(...(group?.more.map((v) => v.count) ?? [])))
    const folded = group?.more[0]?.value ?? ''
    const chosen = optionFacets(catalogue, { Color: [folded] }).find((f) => f.name === 'Color')?.groups[0]
    expect(chosen?.shown.map((v) => v.value)).toContain(folded)
    expect(chosen?.more.map((v) => v.value)).not.toContain(folded)
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

/** A query string's parameters as Next.js hands them to a page: a name used twice holds a list. */
function groupParams(query: string): [string, string | string[]][] {
  const grouped = new Map<string, string[]>()
  for (const [key, value] of new URLSearchParams(query))
    grouped.set(key, [...(grouped.get(key) ?? []), value])
  return [...grouped].map(([key, values]) => [key, values.length === 1 ? (values[0] ?? '') : values])
}

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
    expect(filtersQuery(filters)).toBe('?q=mug&min=10&max=50&o=Size%3AM&o=Size%3AL&sort=price-asc&page=2')
    // Written as `o=Size:M`, read back the same; a value may hold the separator.
    expect(filtersFrom(Object.fromEntries(groupParams(filtersQuery(filters))))).toEqual(filters)
    expect(filtersFrom({ o: ['Size:M', 'Ratio:16:9'] }).options).toEqual({ Size: ['M'], Ratio: ['16:9'] })
    expect(filtersFrom({ stock: 'in' }).inStock).toBe(true)
    expect(filtersQuery({ inStock: true })).toBe('?stock=in')
  })

  it('writes no empty parameter: no `min=&max=`', () => {
    const filters = filtersFrom({ min: '', max: '', 'o.Size': ['', 'M'], 'o.Color': '', q: '  ', stock: '' })
    expect(filtersQuery(filters)).toBe('?o=Size%3AM')
    expect(filtersQuery({ options: { Size: [''] } })).toBe('')
    expect(filtersFrom({ o: ['Size:', ':M', 'Size', ''] }).options).toEqual({})
  })

  it('ignores what is malformed or hostile', () => {
    const filters = filtersFrom({
      min: '-5',
      max: 'abc',
      sort: 'constructor',
      page: '1e9',
      'o.__proto__': 'x',
      o: [...Array.from({ length: 500 }, () => 'Size:M'), 'constructor:prototype'],
      q: 'x'.repeat(5000),
    })
    expect(filters.min).toBeUndefined()
    expect(filters.max).toBeUndefined()
    expect(filters.sort).toBeUndefined()
    expect(filters.page).toBe(1000)
    expect(filters.q).toHaveLength(200)
    expect(Object.getPrototypeOf(filters.options)).toBeNull()
    // At most 100 `o` values are read, at most 20 per option.
    expect(Object.entries(filters.options ?? {})).toEqual([
      ['Size', Array.from({ length: 20 }, () => 'M')],
      ['__proto__', ['x']],
    ])
    expect(({} as Record<string, unknown>)['x']).toBeUndefined()
    // Names of Object.prototype as parameters and values: plain text, never a crash.
    const odd = filtersFrom({
      toString: 'x',
      constructor: 'y',
      stock: 'constructor',
      'o.toString': 'hasOwnProperty',
    })
    expect(odd.inStock).toBeUndefined()
    expect(filtersQuery(odd)).toBe('?o=toString%3AhasOwnProperty')
    expect(filterProducts(catalogue, odd).items).toEqual([])
  })
})

describe('the filtered views', () => {
  it('are every URL that filters: each parameter a filter is written in sends the listing to its filtered route', () => {
    const everything = filtersQuery({
      q: 'tee',
      min: 1,
      max: 2,
      options: { Size: ['M'] },
      inStock: true,
      sort: 'newest',
      page: 2,
    })
    const written = [...new URLSearchParams(everything).keys()]
    expect(new Set(written)).toEqual(new Set(FILTER_PARAMS))
    const rules = filteredViewRewrites()
    for (const [source, destination] of [
      ['/', '/filtered'],
      ['/collections/:slug', '/collections/:slug/filtered'],
    ]) {
      const keys = rules
        .filter((rule) => rule.source === source && rule.destination === destination)
        .flatMap((rule) => rule.has.map((has) => has.key))
      expect(keys.sort()).toEqual([...FILTER_PARAMS].sort())
    }
    expect(rules).toHaveLength(2 * FILTER_PARAMS.length)
  })

  it('render on the filtered route, which the browser navigates to as the rewrites would', () => {
    expect(renderedAt('/?stock=in')).toBe('/filtered?stock=in')
    expect(renderedAt('/collections/apparel?o=Size%3AM&sort=name#products')).toBe(
      '/collections/apparel/filtered?o=Size%3AM&sort=name#products',
    )
    // Without a filter (or with only empty fields), the listing is the prerendered page.
    expect(renderedAt('/')).toBe('/')
    expect(renderedAt('/?min=&max=')).toBe('/?min=&max=')
    expect(renderedAt('/collections/apparel?utm=x')).toBe('/collections/apparel?utm=x')
    // Other pages are what they are.
    expect(renderedAt('/search?q=mug')).toBe('/search?q=mug')
    expect(renderedAt('/products/classic-tee?Size=M')).toBe('/products/classic-tee?Size=M')
    expect(renderedAt('/collections/apparel/filtered?sort=name')).toBe(
      '/collections/apparel/filtered?sort=name',
    )
  })
})

// The shop's listing rules, applied to products the platform returned. The platform's query
// language (wire notes §4; the official client's generated types agree) matches text only with
// `$startsWith` on a whole field, sorts by list price only, and cannot filter on options. So the
// shop asks the platform for what it can express (the collection, the sort by name or date) and
// applies here what a shopper expects: every word of the search at the start of a word of the
// name, brand, description or SKU; the price they pay; sizes and colours.
import type { Product } from '@vitrine/catalog'
import { plainText } from './format'
import { choiceName, paidPriceRange, paidPrices } from './product-facts'

/** Sort orders a shopper can pick. */
export const SORTS = {
  name: 'Name',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest',
} as const

/** One of {@link SORTS}. */
export type Sort = keyof typeof SORTS

/** A shopper's filters, from the page's URL. */
export interface ListingFilters {
  /** Search words (any case, any order). */
  q?: string | undefined
  /** Lowest price paid, inclusive. */
  min?: number | undefined
  /** Highest price paid, inclusive. */
  max?: number | undefined
  /** Chosen values per option name, e.g. `{ Size: ['M', 'L'], Color: ['Black'] }`. */
  options?: Record<string, string[]> | undefined
  /** The order. */
  sort?: Sort | undefined
}

/** Lower-case words of a text, split on anything that is not a letter or digit. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** The search's words (at most 8). */
export function searchWords(q: string | undefined): string[] {
  return wordsOf(q ?? '').slice(0, 8)
}

/** The words a product is found by: its name, brand, description, SKU, ribbon and option values. */
function productWords(product: Product): string[] {
  const text = [
    product.name,
    product.brand,
    plainText(product.description),
    product.sku,
    product.ribbon,
    ...(product.productOptions ?? []).flatMap((o) => (o.choices ?? []).map((c) => choiceName(o, c))),
  ]
    .filter(Boolean)
    .join(' ')
  return wordsOf(text)
}

/** Whether every search word starts some word of the product ("mug" finds "Ceramic Mug"). */
export function matchesSearch(product: Product, words: readonly string[]): boolean {
  if (words.length === 0) return true
  const own = productWords(product)
  return words.every((word) => own.some((w) => w.startsWith(word)))
}

/** The option values of a product, by option name. */
function optionValues(product: Product): Map<string, Set<string>> {
  const values = new Map<string, Set<string>>()
  for (const option of product.productOptions ?? []) {
    if (!option.name) continue
    values.set(option.name, new Set((option.choices ?? []).map((c) => choiceName(option, c))))
  }
  return values
}

/** Whether the product has, for every filtered option, one of the chosen values. */
function matchesOptions(product: Product, options: Record<string, string[]> | undefined): boolean {
  if (!options) return true
  const values = optionValues(product)
  return Object.entries(options).every(
    ([name, chosen]) => chosen.length === 0 || chosen.some((value) => values.get(name)?.has(value)),
  )
}

/** Whether some price the shopper can pay for the product lies within [min, max]. */
function matchesPrice(product: Product, min: number | undefined, max: number | undefined): boolean {
  if (min === undefined && max === undefined) return true
  return paidPrices(product).some(
    (price) => price >= (min ?? Number.NEGATIVE_INFINITY) && price <= (max ?? Number.POSITIVE_INFINITY),
  )
}

/** The products that pass the filters, in the chosen order (stable: ties keep the platform's order). */
export function applyFilters(products: readonly Product[], filters: ListingFilters): Product[] {
  const words = searchWords(filters.q)
  const kept = products.filter(
    (p) =>
      matchesSearch(p, words) &&
      matchesPrice(p, filters.min, filters.max) &&
      matchesOptions(p, filters.options),
  )
  const paid = (p: Product) => paidPriceRange(p)?.min ?? Number.POSITIVE_INFINITY
  switch (filters.sort) {
    case 'price-asc':
      return kept.sort((a, b) => paid(a) - paid(b))
    case 'price-desc':
      return kept.sort((a, b) => paid(b) - paid(a))
    default:
      return kept
  }
}

/** One option a listing can be filtered by, with its values and how many products have each. */
export interface OptionFacet {
  name: string
  /** Whether the values are colours (shown as swatches). */
  color: boolean
  values: { value: string; count: number; swatch?: string | undefined }[]
}

/**
 * The options shoppers filter by (size, colour, …): those several products share, with their
 * values in the order the products list them.
 */
export function optionFacets(products: readonly Product[]): OptionFacet[] {
  const facets = new Map<string, OptionFacet & { products: number }>()
  for (const product of products) {
    for (const option of product.productOptions ?? []) {
      if (!option.name) continue
      const facet = facets.get(option.name) ?? {
        name: option.name,
        color: option.optionType === 'color',
        values: [],
        products: 0,
      }
      facet.products++
      for (const choice of option.choices ?? []) {
        const value = choiceName(option, choice)
        const entry = facet.values.find((v) => v.value === value)
        if (entry) entry.count++
        else
          facet.values.push({
            value,
            count: 1,
            swatch: facet.color ? (choice.value ?? undefined) : undefined,
          })
      }
      facets.set(option.name, facet)
    }
  }
  return [...facets.values()].filter((f) => f.products >= 2).map(({ products: _count, ...facet }) => facet)
}

/** The lowest and highest price paid over the products, rounded outwards to whole units. */
export function priceBounds(products: readonly Product[]): { min: number; max: number } | undefined {
  const ranges = products.map(paidPriceRange).filter((r) => r !== undefined)
  if (ranges.length === 0) return undefined
  return {
    min: Math.floor(Math.min(...ranges.map((r) => r.min))),
    max: Math.ceil(Math.max(...ranges.map((r) => r.max))),
  }
}

/** Reads the filters from a page's search parameters (anything malformed is ignored). */
export function filtersFrom(params: Record<string, string | string[] | undefined>): ListingFilters & {
  page: number
} {
  const one = (key: string) => {
    const value = params[key]
    return (Array.isArray(value) ? value[0] : value)?.slice(0, 200)
  }
  const number = (key: string) => {
    const text = one(key)
    const value = text === undefined || text.trim() === '' ? Number.NaN : Number(text)
    return Number.isFinite(value) && value >= 0 ? value : undefined
  }
  // No prototype: a parameter named `o.__proto__` is just an option name.
  const options: Record<string, string[]> = Object.create(null)
  for (const [key, value] of Object.entries(params)) {
    if (!key.startsWith('o.') || value === undefined) continue
    options[key.slice(2, 60)] = (Array.isArray(value) ? value : [value])
      .slice(0, 20)
      .map((v) => v.slice(0, 60))
  }
  const sort = one('sort')
  const page = Math.floor(number('page') ?? 1)
  return {
    q: one('q')?.trim() || undefined,
    min: number('min'),
    max: number('max'),
    options,
    sort: sort && Object.hasOwn(SORTS, sort) ? (sort as Sort) : undefined,
    page: Math.min(Math.max(page, 1), 1000),
  }
}

/** The page's search parameters for these filters (the inverse of {@link filtersFrom}). */
export function filtersQuery(filters: ListingFilters & { page?: number | undefined }): string {
  const params = new URLSearchParams()
  if (filters.q) params.set('q', filters.q)
  if (filters.min !== undefined) params.set('min', String(filters.min))
  if (filters.max !== undefined) params.set('max', String(filters.max))
  for (const [name, values] of Object.entries(filters.options ?? {})) {
    for (const value of values) params.append(`o.${name}`, value)
  }
  if (filters.sort) params.set('sort', filters.sort)
  if (filters.page && filters.page > 1) params.set('page', String(filters.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** What a search matches, in words, e.g. `names, brands, descriptions or SKUs with words starting with “mug”`. */
export function searchExplanation(q: string | undefined): string | undefined {
  const words = searchWords(q)
  if (words.length === 0) return undefined
  const quoted = words.map((w) => `“${w}”`).join(' and ')
  return `Products whose name, brand, description, SKU or options have words starting with ${quoted}.`
}

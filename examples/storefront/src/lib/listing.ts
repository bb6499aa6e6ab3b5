// The shop's listing rules, applied to products the platform returned. The platform's query
// language (wire notes §4; the official client's generated types agree) matches text only with
// `$startsWith` on a whole field, sorts by list price only, and cannot filter on options. So the
// shop asks the platform for what it can express (the collection, the sort by name or date) and
// applies here what a shopper expects: every word of the search at the start of a word of the
// name, brand, description or SKU — forgiving a plural or a one-letter typo when nothing matches
// exactly; the price they pay; sizes and colours a variant in stock has; what is in stock.
// Every length a shopper or the catalogue controls is bounded, and every scan is linear.
import type { Product } from '@vitrine/catalog'
import { plainText } from './format'
import { choiceName, isSoldOut, paidPriceRange, paidPrices, variantStock } from './product-facts'

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
  /** Only products that can be bought now. */
  inStock?: boolean | undefined
  /** The order. */
  sort?: Sort | undefined
}

/** At most this many characters of a search are read, as at most this many words of this length. */
const SEARCH_BOUNDS = { text: 200, words: 8, wordLength: 40 }

/** At most this many characters of a description's HTML are searched. */
export const DESCRIPTION_SEARCHED = 4000

/** Search words shorter than this are never guessed at (`tee` must not find `tea`). */
const FORGIVEN_FROM = 4

/** Lower-case words of a text, split on anything that is not a letter or digit. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** What shoppers type for a tee, whichever way they spell it. */
const T_SHIRT = /\b(?:t|tee)[\s-]?shirts?\b/g

/** The search's words (at most 8, of at most 40 characters, from at most 200 characters). */
export function searchWords(q: string | undefined): string[] {
  const text = (q ?? '').slice(0, SEARCH_BOUNDS.text).toLowerCase().replace(T_SHIRT, 'tee')
  return wordsOf(text)
    .slice(0, SEARCH_BOUNDS.words)
    .map((word) => word.slice(0, SEARCH_BOUNDS.wordLength))
}

/** The words a product is found by (each once): name, brand, description, SKU, ribbon and option values. */
interface ProductWords {
  all: string[]
  name: string[]
}

const wordsCache = new WeakMap<Product, ProductWords>()

function productWords(product: Product): ProductWords {
  const cached = wordsCache.get(product)
  if (cached) return cached
  const text = [
    product.name,
    product.brand,
    plainText(product.description, DESCRIPTION_SEARCHED),
    product.sku,
    product.ribbon,
    ...(product.productOptions ?? []).flatMap((o) => (o.choices ?? []).map((c) => choiceName(o, c))),
  ]
    .filter(Boolean)
    .join(' ')
  const words = { all: [...new Set(wordsOf(text))], name: wordsOf(product.name ?? '') }
  wordsCache.set(product, words)
  return words
}

/** Whether `a` and `b` are at most one edit apart: a letter changed, missing, added, or two swapped. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  if (i === a.length && i === b.length) return true
  if (a.length === b.length) {
    return (
      a.slice(i + 1) === b.slice(i + 1) ||
      (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    )
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

/**
 * How far a search reaches: word beginnings only, then also singulars of plurals ("mugs"), then
 * also one typo ("hoody"). A listing uses the first that finds something.
 */
type Reach = 0 | 1 | 2

/** Whether `word` starts `own`, within `reach`. */
function startsWord(word: string, own: string, reach: Reach): boolean {
  if (own.startsWith(word)) return true
  if (reach === 0 || word.length < FORGIVEN_FROM) return false
  if (word.endsWith('es') && own.startsWith(word.slice(0, -2))) return true
  if (word.endsWith('s') && own.startsWith(word.slice(0, -1))) return true
  if (reach === 1) return false
  for (let length = word.length - 1; length <= word.length + 1; length++) {
    if (length <= own.length && oneEditApart(word, own.slice(0, length))) return true
  }
  return false
}

/** Whether every search word starts some word of the product, within `reach`. */
function matchesSearch(product: Product, words: readonly string[], reach: Reach): boolean {
  if (words.length === 0) return true
  const own = productWords(product).all
  return words.every((word) => own.some((w) => startsWord(word, w, reach)))
}

/** How many search words start a word of the product's name (a forgiving search ranks by it). */
function nameHits(product: Product, words: readonly string[]): number {
  const name = productWords(product).name
  return words.filter((word) => name.some((w) => startsWord(word, w, 2))).length
}

/** Whether a visible variant that can be bought has one of the chosen values of every filtered option. */
function matchesOptions(product: Product, options: Record<string, string[]> | undefined): boolean {
  const wanted = Object.entries(options ?? {}).filter(([, chosen]) => chosen.length > 0)
  if (wanted.length === 0) return true
  const offered = optionValues(product)
  if (!wanted.every(([name, chosen]) => chosen.some((value) => offered.get(name)?.has(value)))) return false
  // "Navy" and "XL" must meet in one variant in stock, not in two different ones.
  const variants = (product.variants ?? []).filter((v) => v.variant?.visible !== false)
  const perVariant = wanted.filter(([name]) => variants.some((v) => v.choices?.[name] !== undefined))
  if (perVariant.length === 0) return !isSoldOut(product)
  return variants.some(
    (v) =>
      variantStock(v) > 0 && perVariant.every(([name, chosen]) => chosen.includes(v.choices?.[name] ?? '')),
  )
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

/** Whether some price the shopper can pay for the product lies within [min, max]. */
function matchesPrice(product: Product, min: number | undefined, max: number | undefined): boolean {
  if (min === undefined && max === undefined) return true
  return paidPrices(product).some(
    (price) => price >= (min ?? Number.NEGATIVE_INFINITY) && price <= (max ?? Number.POSITIVE_INFINITY),
  )
}

/** The products a listing shows, and whether the search had to forgive to find them. */
export interface FilteredProducts {
  items: Product[]
  /** Nothing matched the search word for word: these are plurals and one-typo matches. */
  forgiving: boolean
}

/**
 * The products that pass the filters, in the chosen order (stable: ties keep the platform's
 * order; sold-out products last when sorting by price). When no product matches the search word
 * for word, the search forgives plurals and one-letter typos, and the products whose name
 * matches come first.
 */
export function filterProducts(products: readonly Product[], filters: ListingFilters): FilteredProducts {
  const words = searchWords(filters.q)
  const pass = (reach: Reach) =>
    products.filter(
      (p) =>
        matchesSearch(p, words, reach) &&
        matchesPrice(p, filters.min, filters.max) &&
        (!filters.inStock || !isSoldOut(p)) &&
        matchesOptions(p, filters.options),
    )
  let kept = pass(0)
  const forgiving = kept.length === 0 && words.length > 0
  if (forgiving) {
    kept = pass(1)
    if (kept.length === 0) kept = pass(2)
    if (!filters.sort) {
      const hits = new Map(kept.map((p) => [p, nameHits(p, words)]))
      kept.sort((a, b) => (hits.get(b) ?? 0) - (hits.get(a) ?? 0))
    }
  }
  const paid = new Map(kept.map((p) => [p, paidPriceRange(p)?.min ?? Number.POSITIVE_INFINITY]))
  const soldOut = new Map(kept.map((p) => [p, isSoldOut(p) ? 1 : 0]))
  const byPrice = (direction: 1 | -1) => (a: Product, b: Product) =>
    (soldOut.get(a) ?? 0) - (soldOut.get(b) ?? 0) || direction * ((paid.get(a) ?? 0) - (paid.get(b) ?? 0))
  if (filters.sort === 'price-asc') kept.sort(byPrice(1))
  if (filters.sort === 'price-desc') kept.sort(byPrice(-1))
  return { items: kept, forgiving }
}

/** Levenshtein distance of two short words (both bounded by the callers). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

/**
 * What an empty search suggests instead: up to `count` products whose name has a word close to a
 * search word (at most a third of its letters off), closest first. Empty when nothing is close.
 */
export function closestProducts(products: readonly Product[], q: string | undefined, count = 3): Product[] {
  // Bounded: 3 words of at most 20 letters against each name word (a few hundred products).
  const words = searchWords(q)
    .filter((word) => word.length >= 3)
    .slice(0, 3)
    .map((word) => word.slice(0, 20))
  const scored: { product: Product; score: number }[] = []
  for (const product of products) {
    let best = Number.POSITIVE_INFINITY
    for (const word of words) {
      for (const own of productWords(product).name) {
        const off = distance(word, own.slice(0, word.length + 2)) / word.length
        if (off < best) best = off
      }
    }
    if (best <= 1 / 3 && !isSoldOut(product)) scored.push({ product, score: best })
  }
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, count)
    .map((s) => s.product)
}

/** One value of an option filter, and how many products have it. */
export interface FacetValue {
  value: string
  count: number
  swatch?: string | undefined
}

/** Values of one scale ("S–XL", "A4–A2") shown together, the first few always, the rest folded. */
export interface FacetGroup {
  /** The scale's name when the option mixes several, e.g. `Paper sizes`. */
  label: string | undefined
  shown: FacetValue[]
  /** Values folded under "More" (a chosen value is never folded). */
  more: FacetValue[]
}

/** One option a listing can be filtered by, with its values grouped by scale. */
export interface OptionFacet {
  name: string
  /** Whether the values are colours (shown as swatches). */
  color: boolean
  /** Every value, in the order the groups show them. */
  values: FacetValue[]
  groups: FacetGroup[]
}

/** Scales whose values sort small to large; values on none keep the catalogue's order. */
const SCALES: { label: string; values: string[] }[] = [
  { label: 'Clothing sizes', values: ['xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', '2xl', 'xxxl', '3xl'] },
  { label: 'Paper sizes', values: ['a6', 'a5', 'a4', 'a3', 'a2', 'a1', 'a0'] },
  { label: 'Small to large', values: ['extra small', 'small', 'medium', 'large', 'extra large'] },
]

/** A group shows this many values; more fold under "More" (colours by how many products have them). */
const SHOWN_PER_GROUP = 6

function groupValues(values: FacetValue[], color: boolean, chosen: readonly string[]): FacetGroup[] {
  const groups: { label: string | undefined; values: FacetValue[] }[] = []
  if (color) {
    groups.push({ label: undefined, values: [...values].sort((a, b) => b.count - a.count) })
  } else {
    const rest: FacetValue[] = []
    const scaled = SCALES.map((scale) => ({ label: scale.label, values: [] as FacetValue[] }))
    for (const value of values) {
      const at = SCALES.findIndex((scale) => scale.values.includes(value.value.toLowerCase()))
      if (at === -1) rest.push(value)
      else scaled[at]?.values.push(value)
    }
    scaled.forEach((group, at) => {
      const order = SCALES[at]?.values ?? []
      group.values.sort((a, b) => order.indexOf(a.value.toLowerCase()) - order.indexOf(b.value.toLowerCase()))
    })
    groups.push(...scaled.filter((g) => g.values.length > 0))
    if (rest.length > 0) groups.push({ label: 'Other', values: rest })
  }
  const several = groups.length > 1
  return groups.map(({ label, values: list }) => {
    const shown = list.slice(0, SHOWN_PER_GROUP)
    const more = list.slice(SHOWN_PER_GROUP)
    return {
      label: several ? label : undefined,
      shown: [...shown, ...more.filter((v) => chosen.includes(v.value))],
      more: more.filter((v) => !chosen.includes(v.value)),
    }
  })
}

/**
 * The options shoppers filter by (size, colour, …): those several products share, with how many
 * products have each value, grouped by scale (clothing sizes S–XL, paper sizes A4–A2, Small–Large)
 * and sorted along it; colours by how many products have them. Beyond a few values a group folds
 * the rest, except those in `chosen`.
 */
export function optionFacets(
  products: readonly Product[],
  chosen: Record<string, string[]> | undefined = undefined,
): OptionFacet[] {
  const facets = new Map<string, { name: string; color: boolean; values: FacetValue[]; products: number }>()
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
  return [...facets.values()]
    .filter((f) => f.products >= 2)
    .map(({ name, color, values }) => {
      const groups = groupValues(values, color, chosen?.[name] ?? [])
      return { name, color, groups, values: groups.flatMap((g) => [...g.shown, ...g.more]) }
    })
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

/** What separates an option's name from the chosen value in the `o` parameter: `o=Size:M`. */
const OPTION_SEPARATOR = ':'

/** Reads the filters from a page's search parameters (anything malformed is ignored). */
export function filtersFrom(params: Record<string, string | string[] | undefined>): ListingFilters & {
  page: number
} {
  const one = (key: string) => {
    const value = params[key]
    return (Array.isArray(value) ? value[0] : value)?.slice(0, 200)
  }
  const all = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat())
  const number = (key: string) => {
    const text = one(key)
    const value = text === undefined || text.trim() === '' ? Number.NaN : Number(text)
    return Number.isFinite(value) && value >= 0 ? value : undefined
  }
  // No prototype: a parameter naming the option `__proto__` is just an option name.
  const options: Record<string, string[]> = Object.create(null)
  const choose = (name: string, value: string) => {
    if (!value) return
    const key = name.slice(0, 60)
    const values = options[key] ?? []
    if (values.length < 20) options[key] = [...values, value.slice(0, 60)]
  }
  // `o=Size:M` (an option's name, then the value); `o.Size=M` is the older spelling, still read.
  for (const entry of all(params['o']).slice(0, 100)) {
    const at = entry.indexOf(OPTION_SEPARATOR)
    if (at > 0) choose(entry.slice(0, at), entry.slice(at + 1))
  }
  for (const [key, value] of Object.entries(params)) {
    if (key.startsWith('o.')) for (const v of all(value).slice(0, 20)) choose(key.slice(2), v)
  }
  const sort = one('sort')
  const page = Math.floor(number('page') ?? 1)
  return {
    q: one('q')?.trim() || undefined,
    min: number('min'),
    max: number('max'),
    options,
    inStock: one('stock') === 'in' || undefined,
    sort: sort && Object.hasOwn(SORTS, sort) ? (sort as Sort) : undefined,
    page: Math.min(Math.max(page, 1), 1000),
  }
}

/** The value of the `o` parameter choosing `value` of the option `name`: `Size:M`. */
export function optionParam(name: string, value: string): string {
  return `${name}${OPTION_SEPARATOR}${value}`
}

/** The page's search parameters for these filters (the inverse of {@link filtersFrom}). */
export function filtersQuery(filters: ListingFilters & { page?: number | undefined }): string {
  const params = new URLSearchParams()
  if (filters.q) params.set('q', filters.q)
  if (filters.min !== undefined) params.set('min', String(filters.min))
  if (filters.max !== undefined) params.set('max', String(filters.max))
  for (const [name, values] of Object.entries(filters.options ?? {})) {
    for (const value of values) if (value) params.append('o', optionParam(name, value))
  }
  if (filters.inStock) params.set('stock', 'in')
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

// What a shopper needs to know of a product, computed from the platform's product: the price
// they pay, stock per variant, options. Pure functions, used on both sides and unit-tested.
import type { Choice, Product, ProductOption, Variant } from '@vitrine/catalog'

/** The name a variant's `choices` use for a choice: a colour's name, else its value. */
export function choiceName(option: ProductOption, choice: Choice): string {
  return (
    (option.optionType === 'color'
      ? (choice.description ?? choice.value)
      : (choice.value ?? choice.description)) ?? ''
  )
}

/** The price the shopper pays for a variant (after the product's discount), else its list price. */
export function variantPaidPrice(variant: Variant | undefined): number | undefined {
  const data = variant?.variant?.priceData
  return data?.discountedPrice ?? data?.price ?? undefined
}

/** Whether `value` is an amount of money (a finite number). */
function isPrice(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/** The prices the shopper can pay for the product: one per visible variant (or the product's own). */
export function paidPrices(product: Product): number[] {
  const prices = (product.variants ?? [])
    .filter((v) => v.variant?.visible !== false)
    .map(variantPaidPrice)
    .filter(isPrice)
  if (prices.length > 0) return prices
  const own = product.priceData?.discountedPrice ?? product.priceData?.price
  return isPrice(own) ? [own] : []
}

/** The lowest and highest price the shopper pays for the product, over its variants. */
export function paidPriceRange(product: Product): { min: number; max: number } | undefined {
  const prices = paidPrices(product)
  return prices.length === 0 ? undefined : { min: Math.min(...prices), max: Math.max(...prices) }
}

/** Every price the product page can show: each variant's paid price, and the product's own and list prices. */
export function shownPrices(product: Product): number[] {
  const own = product.priceData
  return [...(product.variants ?? []).map(variantPaidPrice), own?.discountedPrice, own?.price].filter(isPrice)
}

/** The list price before the discount, when the shopper pays less than it. */
export function listPriceBefore(product: Product, paid: number | undefined): number | undefined {
  const list = product.priceData?.price
  return typeof list === 'number' && typeof paid === 'number' && paid < list ? list : undefined
}

/** How many of a variant can be bought: a number when stock is tracked, `Infinity` when it is not, 0 when sold out. */
export function variantStock(variant: Variant | undefined): number {
  const stock = variant?.stock
  if (!stock || stock.inStock === false) return 0
  if (stock.trackQuantity && typeof stock.quantity === 'number') return Math.max(0, stock.quantity)
  return Number.POSITIVE_INFINITY
}

/** Whether no variant of the product can be bought. */
export function isSoldOut(product: Product): boolean {
  if (product.stock?.inStock === false || product.stock?.inventoryStatus === 'OUT_OF_STOCK') return true
  const variants = product.variants ?? []
  return variants.length > 0 && variants.every((v) => variantStock(v) === 0)
}

/** The variant the chosen options select, when every option is chosen. */
export function selectedVariant(product: Product, chosen: Record<string, string>): Variant | undefined {
  const options = product.productOptions ?? []
  if (options.length === 0) return product.variants?.[0]
  if (options.some((o) => !chosen[o.name ?? ''])) return undefined
  return product.variants?.find((v) =>
    options.every((o) => v.choices?.[o.name ?? ''] === chosen[o.name ?? '']),
  )
}

/** Whether some variant with `choice` (and the other choices made so far) is in stock. */
export function choiceAvailable(
  product: Product,
  chosen: Record<string, string>,
  option: string,
  choice: string,
): boolean {
  const others = Object.entries(chosen).filter(([name]) => name !== option)
  return (product.variants ?? []).some(
    (v) =>
      v.choices?.[option] === choice &&
      others.every(([name, value]) => v.choices?.[name] === value) &&
      variantStock(v) > 0,
  )
}

/**
 * How many more of a variant the shopper may add, given the stock and what their cart holds
 * already (capped at 99 per line), and the sentence that says so when it is a limit.
 */
export function addableQuantity(stock: number, inCart: number): { max: number; message: string | undefined } {
  const left = Math.max(0, Math.min(99, stock) - inCart)
  if (stock === 0) return { max: 0, message: 'Sold out.' }
  if (!Number.isFinite(stock)) {
    return {
      max: left,
      message: left === 0 ? 'You have the most one order can take in your cart.' : undefined,
    }
  }
  if (left === 0) return { max: 0, message: `All ${stock} in stock are in your cart already.` }
  if (inCart > 0) return { max: left, message: `You have ${inCart} in your cart; ${left} more can be added.` }
  return { max: left, message: stock <= 5 ? `Only ${stock} left.` : undefined }
}

// ---- the selected variant in the URL ---------------------------------------------------------
//
// A product page's URL names the shopper's choices Hydrogen-style, one search parameter per
// option, named as the option and holding the choice's name: `/products/classic-tee?Size=M&Color=Navy`.
// Such a link opens the page with those choices made (server-rendered), each choice is a history
// entry (Back steps through them), and a parameter that names no option or no choice of it is
// ignored (never an error). Options with a single choice are chosen already and stay out of the URL.

/** The options a shopper chooses: those with more than one choice. */
function choosable(product: Product): ProductOption[] {
  return (product.productOptions ?? []).filter((o) => o.name && (o.choices?.length ?? 0) > 1)
}

/** The choices made before the shopper makes any: every option with a single choice. */
export function defaultChoices(product: Product): Record<string, string> {
  const chosen: Record<string, string> = {}
  for (const option of product.productOptions ?? []) {
    const only = option.choices?.length === 1 ? option.choices[0] : undefined
    if (option.name && only) chosen[option.name] = choiceName(option, only)
  }
  return chosen
}

/**
 * The choices a product page's URL names (with the single-choice options): each option's
 * parameter counts when it names one of the option's choices exactly; anything else is ignored.
 */
export function choicesFromSearch(product: Product, search: URLSearchParams): Record<string, string> {
  const chosen = defaultChoices(product)
  for (const option of choosable(product)) {
    const name = option.name ?? ''
    const wanted = search.get(name)
    if (wanted !== null && option.choices?.some((c) => choiceName(option, c) === wanted))
      chosen[name] = wanted
  }
  return chosen
}

/**
 * The search part (`?Size=M&Color=Navy`, or `''`) of the URL naming `chosen`: the other
 * parameters of `current` are kept, the options' own are replaced, in the product's option order.
 */
export function searchForChoices(
  product: Product,
  chosen: Record<string, string>,
  current: URLSearchParams = new URLSearchParams(),
): string {
  const search = new URLSearchParams(current)
  const options = choosable(product)
  for (const option of options) search.delete(option.name ?? '')
  for (const option of options) {
    const value = chosen[option.name ?? '']
    if (value) search.append(option.name ?? '', value)
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** The path of a variant's page: the product's, with the variant's choices in the URL. */
export function variantPath(product: Product, variant: Variant | undefined): string {
  return `/products/${product.slug}${variant?.choices ? searchForChoices(product, variant.choices) : ''}`
}

// ---- related products ---------------------------------------------------------------------------

/**
 * The collection a product is shown under (its breadcrumb, its related products): the first of
 * its collections, in the product's order, that `collections` lists — never All Products.
 */
export function homeCollection<C extends { id?: string | null; slug?: string | null }>(
  product: Product,
  collections: C[],
): C | undefined {
  for (const id of product.collectionIds ?? []) {
    const found = collections.find((c) => c.id === id && c.slug && c.slug !== 'all-products')
    if (found) return found
  }
  return undefined
}

/**
 * Up to `count` products to show under `product`, from `candidates` (its collection's products):
 * never the product itself nor a hidden one, those that can be bought first, else in their order.
 */
export function relatedProducts(product: Product, candidates: Product[], count = 4): Product[] {
  const others = candidates.filter((p) => p.id !== product.id && p.visible !== false && p.slug)
  return [...others.filter((p) => !isSoldOut(p)), ...others.filter((p) => isSoldOut(p))].slice(0, count)
}

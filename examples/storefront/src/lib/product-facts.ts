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

/** The prices the shopper can pay for the product: one per visible variant (or the product's own). */
export function paidPrices(product: Product): number[] {
  const prices = (product.variants ?? [])
    .filter((v) => v.variant?.visible !== false)
    .map(variantPaidPrice)
    .filter((p): p is number => typeof p === 'number' && Number.isFinite(p))
  if (prices.length > 0) return prices
  const own = product.priceData?.discountedPrice ?? product.priceData?.price
  return typeof own === 'number' && Number.isFinite(own) ? [own] : []
}

/** The lowest and highest price the shopper pays for the product, over its variants. */
export function paidPriceRange(product: Product): { min: number; max: number } | undefined {
  const prices = paidPrices(product)
  return prices.length === 0 ? undefined : { min: Math.min(...prices), max: Math.max(...prices) }
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

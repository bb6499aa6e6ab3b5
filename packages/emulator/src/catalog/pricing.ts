import type { DiscountType, ProductRecord, VariantRecord } from './product-record'

/** Rounds to cents. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100
}

/** The store's display format of an amount, e.g. `$1,234.50` (what `Intl` en-US USD gives, without its cost). */
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${value < 0 ? '-' : ''}$${grouped}.${cents}`
}

/** Currency of the emulated store. */
export const STORE_CURRENCY = 'USD'

/** Applies a product discount to a price. */
export function applyDiscount(price: number, discount: { type: DiscountType; value: number }): number {
  if (discount.type === 'PERCENT') return roundMoney(Math.max(0, price * (1 - discount.value / 100)))
  if (discount.type === 'AMOUNT') return roundMoney(Math.max(0, price - discount.value))
  return price
}

/** The list price of a variant (its own price when variants are managed). */
export function variantPrice(product: ProductRecord, variant: VariantRecord): number {
  return product.manageVariants && variant.price !== undefined ? variant.price : product.price
}

/** The price a buyer pays for one unit of a variant. */
export function variantDiscountedPrice(product: ProductRecord, variant: VariantRecord): number {
  return applyDiscount(variantPrice(product, variant), product.discount)
}

/** The cost of a variant, when known. */
export function variantCost(product: ProductRecord, variant: VariantRecord): number | undefined {
  return product.manageVariants && variant.cost !== undefined ? variant.cost : product.cost
}

/** The weight of a variant. */
export function variantWeight(product: ProductRecord, variant: VariantRecord): number {
  return product.manageVariants && variant.weight !== undefined ? variant.weight : product.weight
}

/** Units of a variant that can be sold now: `undefined` when unlimited (stock not tracked and in stock). */
export function variantAvailableQuantity(variant: VariantRecord): number | undefined {
  if (variant.trackQuantity) return Math.max(0, variant.quantity ?? 0)
  return variant.inStock ? undefined : 0
}

/** Whether a variant can be bought at all. */
export function variantInStock(variant: VariantRecord): boolean {
  const available = variantAvailableQuantity(variant)
  return available === undefined || available > 0
}

/** Inventory status of a product (spec: inventory status). */
export type InventoryStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'PARTIALLY_OUT_OF_STOCK'

/** Inventory status of a product from its visible variants. */
export function inventoryStatus(product: ProductRecord): InventoryStatus {
  const variants = product.variants.filter((v) => v.visible)
  const inStock = variants.filter(variantInStock).length
  if (inStock === 0) return 'OUT_OF_STOCK'
  return inStock === variants.length ? 'IN_STOCK' : 'PARTIALLY_OUT_OF_STOCK'
}

import { DEFAULT_VARIANT_ID } from '../constants'
import { ownValue } from '../wire/own-value'
import type { ProductOptionRecord, ProductRecord, VariantRecord } from './product-record'

/** Every combination of choices of the options, in option order (the first option varies slowest). */
export function choiceCombinations(options: readonly ProductOptionRecord[]): Record<string, string>[] {
  let combinations: Record<string, string>[] = [{}]
  for (const option of options) {
    const next: Record<string, string>[] = []
    for (const combination of combinations) {
      for (const choice of option.choices) next.push({ ...combination, [option.name]: choice.description })
    }
    combinations = next
  }
  return combinations
}

/** Stock settings applied to generated variants. */
export interface VariantStockDefaults {
  trackQuantity: boolean
  quantity?: number
  inStock: boolean
}

/**
 * Builds the variants of a product from its options: the single default variant without options,
 * otherwise one per combination, keeping the data of variants whose choices did not change.
 */
export function buildVariants(
  options: readonly ProductOptionRecord[],
  previous: readonly VariantRecord[],
  newId: () => string,
  stock: VariantStockDefaults,
): VariantRecord[] {
  const fresh = (id: string, choices: Record<string, string>): VariantRecord => ({
    id,
    choices,
    visible: true,
    trackQuantity: stock.trackQuantity,
    ...(stock.trackQuantity ? { quantity: stock.quantity ?? 0 } : {}),
    inStock: stock.inStock,
  })
  if (options.length === 0) {
    const existing = previous.find((v) => Object.keys(v.choices).length === 0)
    return [existing ?? fresh(DEFAULT_VARIANT_ID, {})]
  }
  return choiceCombinations(options).map((choices) => {
    const existing = previous.find((v) => sameChoices(v.choices, choices))
    return existing ?? fresh(newId(), choices)
  })
}

/** Whether two choice maps name the same choices. */
export function sameChoices(
  a: Readonly<Record<string, string>>,
  b: Readonly<Record<string, string>>,
): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((k) => ownValue(b, k) === a[k])
}

/** Whether a variant's choices include every given choice (a partial selection). */
export function matchesChoices(variant: VariantRecord, choices: Readonly<Record<string, string>>): boolean {
  return Object.keys(choices).every((k) => ownValue(variant.choices, k) === choices[k])
}

/** The variant with this id. */
export function findVariantById(product: ProductRecord, variantId: string): VariantRecord | undefined {
  return product.variants.find((v) => v.id === variantId)
}

/** The variant with exactly these choices. */
export function findVariantByChoices(
  product: ProductRecord,
  choices: Readonly<Record<string, string>>,
): VariantRecord | undefined {
  return product.variants.find((v) => sameChoices(v.choices, choices))
}

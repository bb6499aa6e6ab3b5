import { variantDiscountedPrice } from '../catalog/pricing'
import type { ProductRecord, VariantRecord } from '../catalog/product-record'
import { findVariantByChoices, findVariantById } from '../catalog/variants'
import { STORES_APP_ID } from '../constants'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { newId } from '../state/random'
import { isJsonObject, type JsonObject } from '../wire/json-body'
import type { Violations } from '../wire/violations'
import { applicationError } from '../wire/wire-error'
import type { CartLineRecord } from './cart-record'
import { parseAmount } from './money'

/** Largest quantity of one line. */
export const MAX_LINE_QUANTITY = 100_000

/** Checks a quantity: an integer from `min` to {@link MAX_LINE_QUANTITY}. */
export function checkQuantity(
  violations: Violations,
  value: unknown,
  field: string,
  min: number,
): value is number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    violations.add(field, 'must be an integer', 'FORMAT')
    return false
  }
  if (value < min) {
    violations.add(field, min === 1 ? 'must be positive' : `must be at least ${min}`, 'MIN', {
      threshold: min,
    })
    return false
  }
  if (value > MAX_LINE_QUANTITY) {
    violations.add(field, `must be at most ${MAX_LINE_QUANTITY}`, 'MAX', { threshold: MAX_LINE_QUANTITY })
    return false
  }
  return true
}

function resolveVariant(
  product: ProductRecord,
  options: JsonObject,
  field: string,
  violations: Violations,
): VariantRecord | undefined {
  const variantId = options['variantId']
  if (variantId !== undefined) {
    if (typeof variantId !== 'string') {
      violations.add(`${field}.variantId`, 'must be a string', 'FORMAT')
      return undefined
    }
    const variant = findVariantById(product, variantId)
    if (!variant)
      violations.add(`${field}.variantId`, 'does not exist for this product', 'VALIDATION', { variantId })
    return variant
  }
  if (options['options'] === undefined && product.productOptions.length > 0) {
    const names = product.productOptions.map((o) => o.name).join(', ')
    violations.add(field, `must name a variant: variantId, or options choosing ${names}`, 'REQUIRED_FIELD')
    return undefined
  }
  const choices = options['options'] ?? {}
  if (!isJsonObject(choices) || Object.values(choices).some((v) => typeof v !== 'string')) {
    violations.add(`${field}.options`, 'must map option names to choices', 'FORMAT')
    return undefined
  }
  const variant = findVariantByChoices(product, choices as Record<string, string>)
  if (!variant) {
    const names = product.productOptions.map((o) => o.name).join(', ')
    violations.add(
      `${field}.options`,
      `must choose one existing choice of every option (${names})`,
      'VALIDATION',
    )
  }
  return variant
}

/** Reads the catalogue line items of an add or update request into cart lines. */
export function readCatalogLines(
  context: EmulatorContext,
  input: unknown,
  field: string,
  violations: Violations,
): CartLineRecord[] {
  if (input === undefined) return []
  if (!Array.isArray(input)) {
    violations.add(field, 'must be a list', 'FORMAT')
    return []
  }
  if (input.length > 300) violations.add(field, 'must have at most 300 items', 'MAX_SIZE', { threshold: 300 })
  const lines: CartLineRecord[] = []
  input.forEach((item: unknown, index) => {
    const at = `${field}[${index}]`
    if (!isJsonObject(item)) {
      violations.add(at, 'must be an object', 'FORMAT')
      return
    }
    const quantityOk = checkQuantity(violations, item['quantity'], `${at}.quantity`, 1)
    const reference = item['catalogReference']
    if (!isJsonObject(reference)) {
      violations.add(`${at}.catalogReference`, 'is required', 'REQUIRED_FIELD')
      return
    }
    const { catalogItemId, appId } = reference
    const options = reference['options'] ?? {}
    if (typeof catalogItemId !== 'string' || catalogItemId === '') {
      violations.add(`${at}.catalogReference.catalogItemId`, 'is required', 'REQUIRED_FIELD')
    }
    if (typeof appId !== 'string' || appId === '') {
      violations.add(`${at}.catalogReference.appId`, 'is required', 'REQUIRED_FIELD')
    } else if (appId !== STORES_APP_ID) {
      violations.add(
        `${at}.catalogReference.appId`,
        'names no catalogue installed on this site',
        'VALIDATION',
        { appId },
      )
    }
    if (!isJsonObject(options))
      violations.add(`${at}.catalogReference.options`, 'must be an object', 'FORMAT')
    if (typeof catalogItemId !== 'string' || appId !== STORES_APP_ID || !isJsonObject(options) || !quantityOk)
      return
    const product = context.state.products.get(catalogItemId)
    if (!product) {
      throw applicationError(404, 'CATALOG_ITEM_NOT_FOUND', 'Catalog item not found', { catalogItemId })
    }
    const variant = resolveVariant(product, options, `${at}.catalogReference.options`, violations)
    if (!variant) return
    const overrides = item['catalogOverrideFields']
    lines.push({
      id: newId(),
      quantity: item['quantity'] as number,
      catalogItemId,
      appId,
      options: { ...options },
      variantId: variant.id,
      ...(isJsonObject(overrides) ? { catalogOverrideFields: overrides } : {}),
      snapshot: { name: product.name, price: variantDiscountedPrice(product, variant) },
      addedAt: context.nowIso(),
    })
  })
  return lines
}

/** Reads custom line items (only an app acting for the visitor may add them). */
export function readCustomLines(
  context: EmulatorContext,
  input: unknown,
  field: string,
  violations: Violations,
): CartLineRecord[] {
  if (input === undefined) return []
  if (!Array.isArray(input)) {
    violations.add(field, 'must be a list', 'FORMAT')
    return []
  }
  const lines: CartLineRecord[] = []
  input.forEach((item: unknown, index) => {
    const at = `${field}[${index}]`
    if (!isJsonObject(item)) {
      violations.add(at, 'must be an object', 'FORMAT')
      return
    }
    const quantityOk = checkQuantity(violations, item['quantity'], `${at}.quantity`, 1)
    const price = parseAmount(item['price'])
    if (price === undefined) violations.add(`${at}.price`, 'must be a non-negative decimal string', 'FORMAT')
    const name = isJsonObject(item['productName']) ? item['productName']['original'] : undefined
    if (typeof name !== 'string' || name === '')
      violations.add(`${at}.productName.original`, 'is required', 'REQUIRED_FIELD')
    if (!quantityOk || price === undefined || typeof name !== 'string') return
    const reference = isJsonObject(item['catalogReference']) ? item['catalogReference'] : {}
    lines.push({
      id: typeof item['id'] === 'string' ? item['id'] : newId(),
      quantity: item['quantity'] as number,
      catalogItemId: typeof reference['catalogItemId'] === 'string' ? reference['catalogItemId'] : newId(),
      appId: typeof reference['appId'] === 'string' ? reference['appId'] : 'custom',
      options: isJsonObject(reference['options']) ? reference['options'] : {},
      custom: { ...item },
      snapshot: { name, price },
      addedAt: context.nowIso(),
    })
  })
  return lines
}

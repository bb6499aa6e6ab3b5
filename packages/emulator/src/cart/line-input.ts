import { variantDiscountedPrice } from '../catalog/pricing'
import type { ProductRecord, VariantRecord } from '../catalog/product-record'
import { findVariantByChoices, findVariantById } from '../catalog/variants'
import { STORES_APP_ID } from '../constants'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { newId } from '../state/random'
import { isJsonObject, type JsonObject } from '../wire/json-body'
import { checkInput, violation, z } from '../wire/schema'
import type { Violations } from '../wire/violations'
import { applicationError } from '../wire/wire-error'
import type { CartLineRecord } from './cart-record'
import { parseAmount } from './money'

/** Largest quantity of one line. */
export const MAX_LINE_QUANTITY = 100_000

/** A quantity: an integer from `min` to {@link MAX_LINE_QUANTITY}, reporting the first rule it breaks. */
function quantitySchema(min: number): z.ZodType<number> {
  const integer = violation('FORMAT', 'must be an integer')
  return z
    .number({ error: integer })
    .refine(Number.isInteger, { error: integer, abort: true }) // not .int(): that refuses integers past 2^53 as non-integers
    .min(min, {
      error: violation('MIN', min === 1 ? 'must be positive' : `must be at least ${min}`, { threshold: min }),
      abort: true,
    })
    .max(MAX_LINE_QUANTITY, {
      error: violation('MAX', `must be at most ${MAX_LINE_QUANTITY}`, { threshold: MAX_LINE_QUANTITY }),
    })
}
const QUANTITY_POSITIVE = quantitySchema(1)
const QUANTITY = new Map([
  [0, quantitySchema(0)],
  [1, QUANTITY_POSITIVE],
])

/** Checks a quantity: an integer from `min` (0 or 1) to {@link MAX_LINE_QUANTITY}. */
export function checkQuantity(
  violations: Violations,
  value: unknown,
  field: string,
  min: 0 | 1,
): value is number {
  return checkInput(QUANTITY.get(min) ?? quantitySchema(min), value, field, violations) !== undefined
}

const REQUIRED = violation('REQUIRED_FIELD', 'is required')

/**
 * A catalogue line item's shape. Only the Stores catalogue is installed on the emulated site, so
 * another app id is refused here; the item itself is looked up after.
 */
const CATALOG_LINE = z.looseObject(
  {
    quantity: QUANTITY_POSITIVE,
    catalogReference: z.looseObject(
      {
        catalogItemId: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }),
        appId: z
          .string({ error: REQUIRED })
          .min(1, { error: REQUIRED, abort: true })
          .refine((appId) => appId === STORES_APP_ID, {
            error: (issue) =>
              violation('VALIDATION', 'names no catalogue installed on this site', { appId: issue.input }),
          }),
        options: z.looseObject({}, { error: violation('FORMAT', 'must be an object') }).nullish(),
      },
      { error: REQUIRED },
    ),
  },
  { error: violation('FORMAT', 'must be an object') },
)

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

/** Whether the only fault of a catalogue line item is an empty `catalogItemId`. */
function emptyIdOnly(item: unknown): boolean {
  if (!isJsonObject(item) || !isJsonObject(item['catalogReference'])) return false
  const reference = item['catalogReference']
  return (
    reference['catalogItemId'] === '' &&
    CATALOG_LINE.safeParse({ ...item, catalogReference: { ...reference, catalogItemId: '-' } }).success
  )
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
    const line = checkInput(CATALOG_LINE, item, at, violations)
    if (!line) {
      // An empty catalogItemId is reported, and then looked up like any other id: the answer is
      // the 404 below (as it always was), unless something else of the item is wrong too.
      if (emptyIdOnly(item))
        throw applicationError(404, 'CATALOG_ITEM_NOT_FOUND', 'Catalog item not found', { catalogItemId: '' })
      return
    }
    const { catalogItemId, appId } = line.catalogReference
    const options = (line.catalogReference.options ?? {}) as JsonObject
    const product = context.state.products.get(catalogItemId)
    if (!product) {
      throw applicationError(404, 'CATALOG_ITEM_NOT_FOUND', 'Catalog item not found', { catalogItemId })
    }
    const variant = resolveVariant(product, options, `${at}.catalogReference.options`, violations)
    if (!variant) return
    const overrides = line['catalogOverrideFields']
    lines.push({
      id: newId(),
      quantity: line.quantity as number,
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

/** A custom line item's quantity and price (a non-negative decimal string or number). */
const CUSTOM_LINE = z.looseObject({
  quantity: QUANTITY_POSITIVE,
  price: z.custom((price) => parseAmount(price) !== undefined, {
    error: violation('FORMAT', 'must be a non-negative decimal string'),
  }),
})
/** A custom line item's name: `productName.original`, not empty. */
const PRODUCT_NAME = z.looseObject({ original: z.string().min(1) })

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
    const priced = checkInput(CUSTOM_LINE, item, at, violations)
    const named = PRODUCT_NAME.safeParse(item['productName'])
    if (!named.success) violations.add(`${at}.productName.original`, 'is required', 'REQUIRED_FIELD')
    if (!priced || !named.success) return
    const quantity = priced.quantity
    const price = parseAmount(priced.price) as number
    const name = named.data.original
    const reference = isJsonObject(item['catalogReference']) ? item['catalogReference'] : {}
    lines.push({
      id: typeof item['id'] === 'string' ? item['id'] : newId(),
      quantity,
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

import { isJsonObject, type JsonObject } from '../wire/json-body'
import { checkInput, violation, z } from '../wire/schema'
import type { Violations } from '../wire/violations'
import { readWireFloat } from '../wire/wire-json'
import type {
  DiscountType,
  OptionType,
  ProductOptionRecord,
  ProductRecord,
  ProductType,
} from './product-record'
import type { VariantStockDefaults } from './variants'

/** A validated product write: only the fields that were sent. */
export interface ProductPatch {
  name?: string
  slug?: string
  visible?: boolean
  productType?: ProductType
  description?: string
  sku?: string
  weight?: number
  price?: number
  cost?: number
  discount?: { type: DiscountType; value: number }
  pricePerUnitData?: ProductRecord['pricePerUnitData']
  manageVariants?: boolean
  productOptions?: ProductOptionRecord[]
  stock?: VariantStockDefaults
  ribbon?: string
  brand?: string
  additionalInfoSections?: ProductRecord['additionalInfoSections']
  customTextFields?: ProductRecord['customTextFields']
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const HEX = /^#[0-9a-fA-F]{6}$/

const MONEY_RULE = violation('DECIMAL_GTE', 'must be a finite number of at least 0', { threshold: 0 })
/** Money: a finite number of at least 0 (the wire codec's NaN and Infinity strings are refused). */
const MONEY = z.number({ error: MONEY_RULE }).min(0, { error: MONEY_RULE })

/** A money field: a finite number, at least 0. NaN/Infinity (as sent by the wire codec) are refused. */
export function readMoney(value: unknown, field: string, violations: Violations): number | undefined {
  if (value === undefined) return undefined
  return checkInput(MONEY, value, field, violations)
}

/** A weight: a number of at least 0, or one of the wire codec's special floats but -Infinity. */
const WEIGHT = z.custom<unknown>(
  (value) => {
    const number = readWireFloat(value)
    return number !== undefined && !(number < 0)
  },
  {
    error: violation('DECIMAL_GTE', 'must be a number of at least 0 (NaN and Infinity travel as strings)', {
      threshold: 0,
    }),
  },
)

/** A weight: a number of at least 0; the special floats of the wire codec are kept as sent. */
export function readWeight(value: unknown, field: string, violations: Violations): number | undefined {
  if (value === undefined) return undefined
  return checkInput(WEIGHT, value, field, violations) === undefined ? undefined : readWireFloat(value)
}

const texts = new Map<string, z.ZodType<string>>()

/** A string of at most `max` characters; a required one must not be blank. */
function textSchema(max: number, required: boolean): z.ZodType<string> {
  const key = `${max}:${required}`
  let schema = texts.get(key)
  if (!schema) {
    schema = z
      .string({ error: violation('FORMAT', 'must be a string') })
      .refine((text) => !required || text.trim() !== '', {
        error: violation('MIN_LENGTH', 'must not be empty', { threshold: 1 }),
        abort: true,
      })
      .max(max, { error: violation('MAX_LENGTH', `must be at most ${max} characters`, { threshold: max }) })
    texts.set(key, schema)
  }
  return schema
}

function readText(
  value: unknown,
  field: string,
  max: number,
  violations: Violations,
  required = false,
): string | undefined {
  if (value === undefined || value === null) {
    if (required) violations.add(field, 'is required', 'REQUIRED_FIELD')
    return undefined
  }
  return checkInput(textSchema(max, required), value, field, violations)
}

const BOOLEAN = z.boolean({ error: violation('FORMAT', 'must be a boolean') })

function readBoolean(value: unknown, field: string, violations: Violations): boolean | undefined {
  if (value === undefined) return undefined
  return checkInput(BOOLEAN, value, field, violations)
}

function readOptions(
  value: unknown,
  field: string,
  violations: Violations,
): ProductOptionRecord[] | undefined {
  if (value === undefined) return undefined
  if (!Array.isArray(value) || value.length > 6) {
    violations.add(field, 'must be a list of at most 6 options', 'MAX_SIZE', { threshold: 6 })
    return undefined
  }
  const names = new Set<string>()
  const options: ProductOptionRecord[] = []
  value.forEach((option: unknown, i) => {
    const at = `${field}[${i}]`
    if (!isJsonObject(option)) {
      violations.add(at, 'must be an object', 'FORMAT')
      return
    }
    const name = readText(option['name'], `${at}.name`, 50, violations, true)
    if (name !== undefined && names.has(name)) violations.add(`${at}.name`, 'must be unique', 'VALIDATION')
    if (name !== undefined) names.add(name)
    const optionType = option['optionType'] ?? 'drop_down'
    if (optionType !== 'drop_down' && optionType !== 'color') {
      violations.add(`${at}.optionType`, 'must be drop_down or color', 'INVALID_ENUM_VALUE')
    }
    const choicesInput = option['choices']
    if (!Array.isArray(choicesInput) || choicesInput.length === 0 || choicesInput.length > 100) {
      violations.add(`${at}.choices`, 'must be a list of 1 to 100 choices', 'MIN_SIZE', { threshold: 1 })
      return
    }
    const seen = new Set<string>()
    const choices = choicesInput.flatMap((choice: unknown, j) => {
      const cat = `${at}.choices[${j}]`
      if (!isJsonObject(choice)) {
        violations.add(cat, 'must be an object', 'FORMAT')
        return []
      }
      const rawValue = readText(choice['value'], `${cat}.value`, 50, violations, optionType === 'color')
      const description = readText(
        choice['description'] ?? rawValue,
        `${cat}.description`,
        50,
        violations,
        true,
      )
      if (optionType === 'color' && rawValue !== undefined && !HEX.test(rawValue)) {
        violations.add(`${cat}.value`, 'must be a colour code such as #1f2a44', 'FORMAT')
      }
      if (description === undefined) return []
      if (seen.has(description))
        violations.add(`${cat}.description`, 'must be unique within the option', 'VALIDATION')
      seen.add(description)
      return [
        {
          value: rawValue ?? description,
          description,
          mediaIds: [],
          visible: readBoolean(choice['visible'], `${cat}.visible`, violations) ?? true,
        },
      ]
    })
    if (name !== undefined && (optionType === 'drop_down' || optionType === 'color')) {
      options.push({ name, optionType: optionType as OptionType, choices })
    }
  })
  return options
}

const OBJECT_RULE = violation('FORMAT', 'must be an object')

/** A discount's type; absent is NONE. */
const DISCOUNT = z.looseObject(
  {
    type: z
      .enum(['NONE', 'AMOUNT', 'PERCENT'], {
        error: violation('INVALID_ENUM_VALUE', 'must be NONE, AMOUNT or PERCENT'),
      })
      .nullish(),
  },
  { error: OBJECT_RULE },
)

/** A discount: its type, then its value (money; a percentage at most 100). NONE is always 0 off. */
function readDiscount(value: unknown, field: string, violations: Violations): ProductPatch['discount'] {
  if (value === undefined) return undefined
  const discount = checkInput(DISCOUNT, value, field, violations)
  if (!discount) return undefined
  const type = discount.type ?? 'NONE'
  const amount = readMoney(discount['value'] ?? 0, `${field}.value`, violations)
  if (amount === undefined) return undefined
  if (type === 'PERCENT' && amount > 100) {
    violations.add(`${field}.value`, 'must be at most 100 for a percentage', 'DECIMAL_LTE', {
      threshold: 100,
    })
  }
  return { type, value: type === 'NONE' ? 0 : amount }
}

const QUANTITY_RULE = violation('MIN', 'must be a non-negative integer', { threshold: 0 })

/** Stock defaults of a product's variants: tracked with a quantity, or in stock or not. */
const STOCK = z.looseObject(
  {
    trackInventory: BOOLEAN.optional(),
    // Not int(): that refuses integers past 2^53, which a stock quantity may be.
    quantity: z
      .number({ error: QUANTITY_RULE })
      .refine(Number.isInteger, { error: QUANTITY_RULE, abort: true })
      .min(0, { error: QUANTITY_RULE })
      .nullish(),
    inStock: BOOLEAN.optional(),
  },
  { error: OBJECT_RULE },
)

function readStock(value: unknown, field: string, violations: Violations): VariantStockDefaults | undefined {
  if (value === undefined) return undefined
  if (!isJsonObject(value)) {
    violations.add(field, 'must be an object', 'FORMAT')
    return undefined
  }
  const stock = checkInput(STOCK, value, field, violations)
  // A faulty stock is still read (the request fails on its violations anyway), as it always was.
  const track =
    stock?.trackInventory ?? (typeof value['trackInventory'] === 'boolean' ? value['trackInventory'] : false)
  const quantity = typeof value['quantity'] === 'number' ? value['quantity'] : 0
  const inStock = stock?.inStock ?? (typeof value['inStock'] === 'boolean' ? value['inStock'] : true)
  return track ? { trackQuantity: true, quantity, inStock: quantity > 0 } : { trackQuantity: false, inStock }
}

/** An additional info section: a title (required, at most 50) and a description (at most 16 000). */
const SECTION = z.looseObject({}, { error: OBJECT_RULE })

function readSections(
  value: unknown,
  field: string,
  violations: Violations,
): ProductPatch['additionalInfoSections'] {
  if (value === undefined) return undefined
  const sections = checkInput(
    z.array(z.unknown(), { error: violation('FORMAT', 'must be a list') }),
    value,
    field,
    violations,
  )
  if (!sections) return undefined
  return sections.flatMap((s, i) => {
    const section = checkInput(SECTION, s, `${field}[${i}]`, violations)
    if (!section) return []
    const title = readText(section['title'], `${field}[${i}].title`, 50, violations, true)
    const description = readText(
      section['description'] ?? '',
      `${field}[${i}].description`,
      16_000,
      violations,
    )
    return title === undefined ? [] : [{ title, description: description ?? '' }]
  })
}

/**
 * Reads the `product` of a create or update call into a patch, recording violations.
 * Read-only fields (id, dates, ranges, computed prices) are ignored, as the platform does.
 */
export function readProductPatch(
  input: JsonObject,
  field: string,
  creating: boolean,
  violations: Violations,
): ProductPatch {
  const patch: ProductPatch = {}
  const set = <K extends keyof ProductPatch>(key: K, value: ProductPatch[K] | undefined): void => {
    if (value !== undefined) patch[key] = value
  }
  set(
    'name',
    readText(input['name'], `${field}.name`, 80, violations, creating || input['name'] !== undefined),
  )
  const productType = input['productType']
  if (productType !== undefined || creating) {
    if (productType === 'physical' || productType === 'digital') patch.productType = productType
    else
      violations.add(
        `${field}.productType`,
        'must be physical or digital',
        creating && productType === undefined ? 'REQUIRED_FIELD' : 'INVALID_ENUM_VALUE',
      )
  }
  const priceData = isJsonObject(input['priceData'])
    ? input['priceData']
    : isJsonObject(input['price'])
      ? input['price']
      : undefined
  const priceField = isJsonObject(input['priceData']) ? `${field}.priceData.price` : `${field}.price.price`
  if (priceData) set('price', readMoney(priceData['price'], priceField, violations))
  if (creating && patch.price === undefined && !priceData)
    violations.add(`${field}.priceData.price`, 'is required', 'REQUIRED_FIELD')
  if (isJsonObject(input['costAndProfitData'])) {
    set(
      'cost',
      readMoney(input['costAndProfitData']['itemCost'], `${field}.costAndProfitData.itemCost`, violations),
    )
  }
  set('weight', readWeight(input['weight'], `${field}.weight`, violations))
  set('description', readText(input['description'], `${field}.description`, 8000, violations))
  set('sku', readText(input['sku'], `${field}.sku`, 40, violations))
  const slug = readText(input['slug'], `${field}.slug`, 100, violations)
  if (slug !== undefined && !SLUG.test(slug))
    violations.add(`${field}.slug`, 'must be lower-case words joined by hyphens', 'FORMAT')
  else set('slug', slug)
  set('visible', readBoolean(input['visible'], `${field}.visible`, violations))
  set('manageVariants', readBoolean(input['manageVariants'], `${field}.manageVariants`, violations))
  set('ribbon', readText(input['ribbon'], `${field}.ribbon`, 30, violations))
  set('brand', readText(input['brand'], `${field}.brand`, 50, violations))
  set('discount', readDiscount(input['discount'], `${field}.discount`, violations))
  set('productOptions', readOptions(input['productOptions'], `${field}.productOptions`, violations))
  set('stock', readStock(input['stock'], `${field}.stock`, violations))
  set(
    'additionalInfoSections',
    readSections(input['additionalInfoSections'], `${field}.additionalInfoSections`, violations),
  )
  return patch
}

/** A URL-safe slug from a name. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
  return slug === '' ? 'product' : slug
}

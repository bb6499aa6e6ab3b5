import type { Discount, ProductUpdate } from '@vitrine/catalog'
import { mediaUrlSchema, productUpdateSchema } from '@vitrine/catalog/schemas'
import type { CsvRecord } from './csv'
import {
  type DesiredProduct,
  type DesiredStock,
  type DesiredVariant,
  type FileError,
  type FirstLines,
  type ReadResult,
  type RowReader,
  type RowSink,
  readAll,
  SLUG,
  slugify,
  startReading,
} from './desired-product'

/** Whether a header is Shopify's product CSV export (`Handle`, `Title`, `Variant Price`, …). */
export function isShopifyHeader(fields: readonly string[]): boolean {
  const names = new Set(fields.map((f) => f.trim()))
  return names.has('Handle') && names.has('Title')
}

/** Most options a Shopify product has (`Option1 …` to `Option3 …`). */
const OPTION_SLOTS = [1, 2, 3] as const
const MONEY = /^\d+(\.\d+)?$/
const INTEGER = /^-?\d+$/
const MAX_CHOICE_LENGTH = 50

const round = (value: number, digits: number): number => {
  const scale = 10 ** digits
  return Math.round(value * scale) / scale
}

interface VariantRow {
  line: number
  choices: Record<string, string>
  price: number
  compareAt?: number
  sku?: string
  weight?: number
  tracked: boolean
  quantity?: number
  requiresShipping?: boolean
  image?: string
}

type Cell = (record: CsvRecord, column: string) => string | undefined

/**
 * The most variants (combinations of option choices) a product may have. The platform's
 * specification states no limit; this is the tool's own, documented in its README, chosen as a
 * catalogue's practical ceiling: it keeps a product's plan and its variant writes bounded.
 */
export const MAX_VARIANTS = 1000

/** A picture's address: the catalogue's own rule (`products.addMedia`'s, through its schema). */
function isHttpUrl(value: string): boolean {
  return mediaUrlSchema.safeParse(value).success
}

/** The Shopify column each field of a product comes from, to name it in a rejection. */
const SHOPIFY_COLUMN: Readonly<Record<string, string>> = {
  name: 'Title',
  description: 'Body (HTML)',
  brand: 'Vendor',
  priceData: 'Variant Price',
  sku: 'Variant SKU',
  weight: 'Variant Grams',
  slug: 'Handle',
}

function readBoolean(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined
  const lower = value.toLowerCase()
  return lower === 'true' ? true : lower === 'false' ? false : undefined
}

/** Every combination of the options' choices, the first option varying slowest. */
function combinations(options: readonly { name: string; choices: string[] }[]): Record<string, string>[] {
  let all: Record<string, string>[] = [{}]
  for (const option of options)
    all = all.flatMap((c) => option.choices.map((v) => ({ ...c, [option.name]: v })))
  return all
}

const choiceKey = (choices: Record<string, string>): string => JSON.stringify(Object.entries(choices))

/**
 * The list price and product discount that give every variant its Shopify price: Shopify's
 * "compare at" price is the list price, and the platform has one discount per product, so the
 * compare-at prices map only when every variant has the same amount (or percentage) off.
 */
function pricing(rows: readonly VariantRow[], warnings: string[]): { list: number[]; discount: Discount } {
  const none = { list: rows.map((r) => r.price), discount: { type: 'NONE', value: 0 } }
  const reduced = rows.filter((r) => r.compareAt !== undefined && r.compareAt > r.price)
  if (reduced.length === 0) return none
  if (reduced.length === rows.length) {
    const list = rows.map((r) => r.compareAt!)
    const amounts = rows.map((r) => round(r.compareAt! - r.price, 2))
    if (amounts.every((a) => a === amounts[0]))
      return { list, discount: { type: 'AMOUNT', value: amounts[0]! } }
    const percents = rows.map((r) => round((1 - r.price / r.compareAt!) * 100, 2))
    if (percents.every((p) => p === percents[0]))
      return { list, discount: { type: 'PERCENT', value: percents[0]! } }
  }
  warnings.push(
    'compare-at prices differ in amount and percentage across variants: the platform has one discount per product, so variants get their sale prices and no discount',
  )
  return none
}

function stockOf(rows: readonly VariantRow[], warnings: string[]): DesiredStock {
  if (!rows.some((r) => r.tracked)) return { trackInventory: false, inStock: true }
  const quantities = rows.map((r) => r.quantity ?? 0)
  if (quantities.every((q) => q === quantities[0])) return { trackInventory: true, quantity: quantities[0]! }
  warnings.push(
    `variants have different inventory quantities (${quantities.join(', ')}): the platform's catalogue API sets one quantity for every variant of a product, so stock is not tracked and the product is ${quantities.some((q) => q > 0) ? 'in stock' : 'out of stock'}`,
  )
  return { trackInventory: false, inStock: quantities.some((q) => q > 0) }
}

function readProduct(
  handle: string,
  records: CsvRecord[],
  cell: Cell,
  problems: string[],
): DesiredProduct | undefined {
  const first = records.find((r) => cell(r, 'Title') !== undefined)
  if (!first) {
    problems.push('Title: the first row of a product needs a title')
    return undefined
  }
  const warnings: string[] = []
  const slug = SLUG.test(handle) ? handle : slugify(handle)
  if (slug === '') {
    problems.push(`Handle: "${handle}" gives no slug`)
    return undefined
  }
  let optionNames = OPTION_SLOTS.flatMap((n) => cell(first, `Option${n} Name`) ?? [])
  const variantRecords = records.filter(
    (r) =>
      cell(r, 'Option1 Value') !== undefined ||
      cell(r, 'Variant Price') !== undefined ||
      cell(r, 'Variant SKU') !== undefined,
  )
  if (variantRecords.length === 0) {
    problems.push('Variant Price: the product has no variant row')
    return undefined
  }
  // A product without options is exported with one option "Title" whose value is "Default Title".
  if (
    optionNames.length === 1 &&
    optionNames[0] === 'Title' &&
    variantRecords.every((r) => (cell(r, 'Option1 Value') ?? 'Default Title') === 'Default Title')
  ) {
    optionNames = []
  }
  const variants: VariantRow[] = []
  const seen = new Map<string, number>()
  // The platform has a variant for every combination of the options' choices: count them as the
  // rows come, and stop at the row that takes the product over the limit, before any is built
  // (3 options of 300 values each would be 27 million).
  const distinct = optionNames.map(() => new Set<string>())
  for (const record of variantRecords) {
    const at = `line ${record.line}: `
    const choices: Record<string, string> = {}
    optionNames.forEach((name, i) => {
      const value = cell(record, `Option${i + 1} Value`)
      if (value === undefined)
        problems.push(`${at}Option${i + 1} Value: is required (the product has option ${name})`)
      else if (value.length > MAX_CHOICE_LENGTH)
        problems.push(`${at}Option${i + 1} Value: must be at most ${MAX_CHOICE_LENGTH} characters`)
      else {
        choices[name] = value
        distinct[i]!.add(value)
      }
    })
    const combinations = distinct.reduce((n, values) => n * values.size, 1)
    if (combinations > MAX_VARIANTS) {
      const sizes = distinct.map((values, i) => `${values.size} ${optionNames[i]}`).join(' × ')
      problems.push(
        `${at}product "${handle}": its options make ${sizes} = ${combinations} variants, more than the ${MAX_VARIANTS} ` +
          'a product may have (every combination of choices is a variant); split it into several products',
      )
      return undefined
    }
    const key = choiceKey(choices)
    const twin = seen.get(key)
    if (twin !== undefined && optionNames.length > 0)
      problems.push(`${at}the same choices as line ${twin} (${Object.values(choices).join(' / ')})`)
    seen.set(key, record.line)
    const money = (column: string, required: boolean): number | undefined => {
      const value = cell(record, column)
      if (value === undefined) {
        if (required) problems.push(`${at}${column}: is required`)
        return undefined
      }
      if (MONEY.test(value)) return Number(value)
      problems.push(`${at}${column}: must be a number like 12.50, got "${value}"`)
      return undefined
    }
    const price = money('Variant Price', true)
    const compareAt = money('Variant Compare At Price', false)
    const grams = cell(record, 'Variant Grams')
    if (grams !== undefined && !MONEY.test(grams))
      problems.push(`${at}Variant Grams: must be a number, got "${grams}"`)
    const qty = cell(record, 'Variant Inventory Qty')
    let quantity: number | undefined
    if (qty !== undefined) {
      if (!INTEGER.test(qty))
        problems.push(`${at}Variant Inventory Qty: must be a whole number, got "${qty}"`)
      else quantity = Math.max(0, Number(qty))
      if (Number(qty) < 0) warnings.push(`line ${record.line}: negative inventory ${qty} imported as 0`)
    }
    const image = cell(record, 'Variant Image')
    if (image !== undefined && !isHttpUrl(image))
      problems.push(`${at}Variant Image: must be an http(s) URL, got "${image}"`)
    const sku = cell(record, 'Variant SKU')
    const requiresShipping = readBoolean(cell(record, 'Variant Requires Shipping'))
    if (price === undefined) continue
    variants.push({
      line: record.line,
      choices,
      price,
      ...(compareAt === undefined ? {} : { compareAt }),
      ...(sku === undefined ? {} : { sku }),
      ...(grams === undefined || !MONEY.test(grams) ? {} : { weight: round(Number(grams) / 1000, 6) }),
      tracked: (cell(record, 'Variant Inventory Tracker') ?? '') !== '',
      ...(quantity === undefined ? {} : { quantity }),
      ...(requiresShipping === undefined ? {} : { requiresShipping }),
      ...(image === undefined ? {} : { image }),
    })
  }
  const images: { url: string; position: number; order: number }[] = []
  records.forEach((record, order) => {
    const url = cell(record, 'Image Src')
    if (url === undefined) return
    if (!isHttpUrl(url)) {
      problems.push(`line ${record.line}: Image Src: must be an http(s) URL, got "${url}"`)
      return
    }
    const position = Number(cell(record, 'Image Position') ?? Number.NaN)
    images.push({ url, position: Number.isFinite(position) ? position : Number.MAX_SAFE_INTEGER, order })
  })
  if (problems.length > 0) return undefined

  const options = optionNames.map((name) => ({
    name,
    choices: [...new Set(variants.map((v) => v.choices[name]!))],
  }))
  const { list, discount } = pricing(variants, warnings)
  const fields: ProductUpdate = {
    name: cell(first, 'Title')!,
    slug,
    discount,
    priceData: { price: Math.min(...list) },
  }
  const body = cell(first, 'Body (HTML)')
  if (body !== undefined) fields.description = body
  const vendor = cell(first, 'Vendor')
  if (vendor !== undefined) fields.brand = vendor
  const status = cell(first, 'Status')?.toLowerCase()
  const published = readBoolean(cell(first, 'Published'))
  if (status !== undefined) fields.visible = status === 'active'
  else if (published !== undefined) fields.visible = published
  const shipping = variants.flatMap((v) => (v.requiresShipping === undefined ? [] : [v.requiresShipping]))
  fields.productType = shipping.length > 0 && shipping.every((s) => !s) ? 'digital' : 'physical'

  let desiredVariants: DesiredVariant[] | undefined
  if (options.length === 0) {
    const only = variants[0]!
    if (only.sku !== undefined) fields.sku = only.sku
    if (only.weight !== undefined) fields.weight = only.weight
    fields.manageVariants = false
  } else {
    fields.manageVariants = true
    const byChoices = new Map(variants.map((v, i) => [choiceKey(v.choices), { row: v, list: list[i]! }]))
    // Shopify may leave combinations out; the platform has a variant for each, hidden here.
    desiredVariants = combinations(options).map((choices) => {
      const found = byChoices.get(choiceKey(choices))
      if (!found) return { choices, visible: false }
      return {
        choices,
        price: found.list,
        ...(found.row.sku === undefined ? {} : { sku: found.row.sku }),
        ...(found.row.weight === undefined ? {} : { weight: found.row.weight }),
        visible: true,
      }
    })
  }
  // The product as the catalogue checks it (`@vitrine/catalog/schemas`, the SDK's own rules).
  for (const issue of productUpdateSchema.safeParse(fields).error?.issues ?? []) {
    const field = String(issue.path[0] ?? '')
    problems.push(`${SHOPIFY_COLUMN[field] ?? field}: ${issue.message}`)
  }
  if (problems.length > 0) return undefined
  const media = [
    ...images.sort((a, b) => a.position - b.position || a.order - b.order).map((i) => i.url),
    ...variants.flatMap((v) => (v.image === undefined ? [] : [v.image])),
  ]
  const groups = new Map<string, string>()
  const type = cell(first, 'Type')
  const tags = (cell(first, 'Tags') ?? '').split(',').map((t) => t.trim())
  for (const name of [type ?? '', ...tags]) {
    const collection = slugify(name)
    if (collection !== '' && !groups.has(collection)) groups.set(collection, name.slice(0, 50))
  }
  return {
    line: first.line,
    records,
    match: { by: 'slug', value: slug },
    fields,
    collections: { slugs: [...groups.keys()], exact: false, create: groups },
    ...(options.length > 0 ? { options, variants: desiredVariants } : { options: [] }),
    stock: stockOf(variants, warnings),
    media: [...new Set(media)],
    warnings,
  }
}

/**
 * Starts reading Shopify's product CSV export after its header `head`: one product per `Handle`,
 * spread over adjacent rows (the first with the product's data and first variant, then one row per
 * variant, then image rows), read as a product when the next handle starts, so that only one
 * product's rows are held at a time. Rows of a handle that come back after another handle's (not
 * as Shopify exports) are a second product with the same slug: rejected, naming the line of the
 * first. Mapped to the platform: handle → slug, title → name, body → description, vendor → brand,
 * status (or published) → visible, variants that need no shipping → a digital product, option
 * names and values → options (every combination is a variant; those Shopify does not list are
 * hidden), variant SKU, price, grams (as kg) → variants, compare-at price → the product's
 * discount, inventory → stock, images → media, type and tags → collections (created when missing).
 */
export function shopifyRows(head: CsvRecord, sink: RowSink, firsts: FirstLines): RowReader | FileError[] {
  if (head.fields.length === 0 || !isShopifyHeader(head.fields)) {
    return [{ line: head.line, message: 'a Shopify product export needs Handle and Title columns' }]
  }
  const index = new Map<string, number>()
  head.fields.forEach((f, i) => {
    if (!index.has(f.trim())) index.set(f.trim(), i)
  })
  const cell: Cell = (record, column) => {
    const i = index.get(column)
    const value = i === undefined ? undefined : record.fields[i]?.trim()
    return value === '' ? undefined : value
  }
  // The handles of slugs that differ from their handle ("Ok" → ok), for the message of a twin.
  const handleOf = new Map<string, string>()
  let rows = 0
  let current: { handle: string; records: CsvRecord[] } | undefined
  const finish = (): void => {
    if (!current) return
    const { handle, records: group } = current
    current = undefined
    const line = group[0]!.line
    const problems: string[] = []
    const slug = SLUG.test(handle) ? handle : slugify(handle)
    const key = { by: 'slug' as const, value: slug }
    const first = slug === '' ? undefined : firsts.get(key)
    if (first !== undefined && first !== 0 && first !== line) {
      const twin = handleOf.get(slug) ?? slug
      problems.push(
        twin === handle
          ? `Handle: "${handle}" comes back after other products' rows: a product's rows must be next to each other, ` +
              `as Shopify exports them (the product was read from line ${first}; these rows are not imported)`
          : `Handle: "${handle}" gives the slug ${slug}, as "${twin}" does`,
      )
    } else if (slug !== '') {
      firsts.set(key, line)
      if (handle !== slug && !handleOf.has(slug)) handleOf.set(slug, handle)
    }
    const product = problems.length > 0 ? undefined : readProduct(handle, group, cell, problems)
    if (slug !== '') sink.named?.({ by: 'slug', value: slug })
    if (product) sink.product(product)
    else sink.reject({ line, reason: problems.join('; '), records: group })
  }
  const reader: RowReader = {
    header: head.fields,
    push(record) {
      rows++
      const handle = cell(record, 'Handle')
      if (handle === undefined) {
        sink.reject({ line: record.line, reason: 'Handle: is required', records: [record] })
        return
      }
      if (current && current.handle !== handle) finish()
      current ??= { handle, records: [] }
      current.records.push(record)
    },
    end() {
      finish()
      return rows === 0 ? [{ line: head.line, message: 'no product rows after the header' }] : []
    },
  }
  return reader
}

/** Reads a whole Shopify product export (see {@link shopifyRows}). */
export function readShopifyRows(text: string): ReadResult {
  const { result, records } = startReading('shopify', text)
  if (!records) return result
  return readAll(result, records, shopifyRows)
}

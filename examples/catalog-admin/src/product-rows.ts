import type { ProductUpdate } from '@vitrine/catalog'
import { type CsvRecord, CsvSyntaxError, parseCsv } from './csv'

/**
 * The CSV columns, in the order `export` writes them. To create, `name` and `price` are required;
 * `productType` defaults to `physical`.
 */
export const COLUMNS = [
  'id',
  'name',
  'slug',
  'productType',
  'price',
  'weight',
  'sku',
  'visible',
  'description',
  'collections',
] as const

type Column = (typeof COLUMNS)[number]

/** One valid row: a product to create (no `id`) or to update (`id`). */
export interface ProductRow {
  /** Line of the row in the file. */
  line: number
  /** Product to update; absent to create one. */
  id?: string
  /** The product fields the row sets. */
  fields: ProductUpdate
  /** Slugs of the collections to add the product to. */
  collections: string[]
}

/** A problem with one row (or the header, line 1). */
export interface RowError {
  line: number
  message: string
}

const NUMBER = /^\d+(\.\d+)?$/
const BOOLEANS: Record<string, boolean> = {
  true: true,
  yes: true,
  '1': true,
  false: false,
  no: false,
  '0': false,
}
/**
 * Spreadsheets run cells starting with `= + - @` (or a tab, a carriage return) as formulas.
 * Export puts a `'` in front of such text (and of text that already starts with `'` and one of
 * them, so that the round trip is exact); import removes one.
 */
const FORMULA = /^'*[=+\-@\t\r]/

/** A text cell safe to open in a spreadsheet. */
export function guard(value: string): string {
  return FORMULA.test(value) ? `'${value}` : value
}

/** A text cell as written by {@link guard}, read back. */
export function unguard(value: string): string {
  return value.startsWith("'") && FORMULA.test(value) ? value.slice(1) : value
}

function readRow(record: CsvRecord, header: readonly Column[], errors: RowError[]): ProductRow | undefined {
  const { line } = record
  const problems: string[] = []
  if (record.fields.length !== header.length) {
    errors.push({ line, message: `has ${record.fields.length} fields, the header has ${header.length}` })
    return undefined
  }
  const cell = (column: Column): string | undefined => {
    const i = header.indexOf(column)
    const value = i === -1 ? undefined : record.fields[i]?.trim()
    return value === '' ? undefined : value
  }
  const number = (column: Column): number | undefined => {
    const value = cell(column)
    if (value === undefined) return undefined
    if (!NUMBER.test(value)) problems.push(`${column}: must be a number like 12.50, got "${value}"`)
    return Number(value)
  }
  const id = cell('id')
  const fields: ProductUpdate = {}
  const name = cell('name')
  if (name !== undefined) fields.name = unguard(name)
  else if (id === undefined) problems.push('name: is required to create a product')
  const price = number('price')
  if (price !== undefined) fields.priceData = { price }
  else if (id === undefined) problems.push('price: is required to create a product')
  const weight = number('weight')
  if (weight !== undefined) fields.weight = weight
  const productType = cell('productType')
  if (productType !== undefined) {
    if (productType === 'physical' || productType === 'digital') fields.productType = productType
    else problems.push(`productType: must be physical or digital, got "${productType}"`)
  } else if (id === undefined) {
    fields.productType = 'physical'
  }
  const slug = cell('slug')
  if (slug !== undefined) {
    if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) fields.slug = slug
    else problems.push(`slug: must be lowercase letters and digits joined by dashes, got "${slug}"`)
  }
  const visible = cell('visible')
  if (visible !== undefined) {
    const value = BOOLEANS[visible.toLowerCase()]
    if (value === undefined) problems.push(`visible: must be true or false, got "${visible}"`)
    else fields.visible = value
  }
  const sku = cell('sku')
  if (sku !== undefined) fields.sku = unguard(sku)
  const description = cell('description')
  if (description !== undefined) fields.description = unguard(description)
  const collections = (cell('collections') ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s !== '')
  if (id !== undefined && Object.keys(fields).length === 0 && collections.length === 0) {
    problems.push('changes nothing: give at least one value besides id')
  }
  for (const message of problems) errors.push({ line, message })
  return problems.length > 0 ? undefined : { line, ...(id === undefined ? {} : { id }), fields, collections }
}

/**
 * Reads and checks every row of a product CSV. Nothing is written here: the caller writes only
 * when `errors` is empty, so a bad file changes nothing.
 */
export function readProductRows(text: string): { rows: ProductRow[]; errors: RowError[] } {
  const errors: RowError[] = []
  let parsed: CsvRecord[]
  try {
    parsed = parseCsv(text)
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      return { rows: [], errors: [{ line: error.line, message: error.reason }] }
    throw error
  }
  const [head, ...records] = parsed
  if (!head) return { rows: [], errors: [{ line: 1, message: 'the file is empty: it needs a header line' }] }
  const header: Column[] = []
  for (const raw of head.fields) {
    const column = raw.trim()
    if (!(COLUMNS as readonly string[]).includes(column)) {
      errors.push({ line: head.line, message: `unknown column "${column}" (known: ${COLUMNS.join(', ')})` })
    } else if (header.includes(column as Column)) {
      errors.push({ line: head.line, message: `column "${column}" appears twice` })
    }
    header.push(column as Column)
  }
  if (!header.includes('id') && !(header.includes('name') && header.includes('price'))) {
    errors.push({
      line: head.line,
      message: 'the header needs name and price columns (or an id column to update)',
    })
  }
  if (errors.length > 0) return { rows: [], errors }
  const rows: ProductRow[] = []
  const seen = new Map<string, number>()
  for (const record of records) {
    const row = readRow(record, header, errors)
    if (!row) continue
    if (row.id !== undefined) {
      const first = seen.get(row.id)
      if (first !== undefined) {
        errors.push({ line: row.line, message: `id: ${row.id} is already updated by line ${first}` })
        continue
      }
      seen.set(row.id, row.line)
    }
    rows.push(row)
  }
  if (records.length === 0) errors.push({ line: head.line, message: 'no product rows after the header' })
  return { rows, errors }
}

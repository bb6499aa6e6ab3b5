import type { ProductUpdate } from '@vitrine/catalog'
import type { CsvRecord } from './csv'
import {
  type DesiredProduct,
  type FileError,
  type FirstLines,
  type MatchKey,
  type ReadResult,
  type Reject,
  type RowReader,
  type RowSink,
  readAll,
  SLUG,
  slugify,
  startReading,
} from './desired-product'

/** The CSV columns of the tool's own format, in the order `export` writes them. */
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

/** The column a rejects file adds; ignored on import, so a fixed rejects file imports as it is. */
export const REASON_COLUMN = 'reason'

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

/** A number cell: digits with an optional decimal part (`Infinity` where the platform keeps it). */
function readNumber(value: string, column: string, problems: string[], infinity = false): number | undefined {
  if (NUMBER.test(value) || (infinity && value === 'Infinity')) return Number(value)
  problems.push(`${column}: must be a number like 12.50, got "${value}"`)
  return undefined
}

function readRecord(
  record: CsvRecord,
  header: readonly string[],
): { product?: DesiredProduct; key?: MatchKey; problems: string[] } {
  const problems: string[] = []
  if (record.fields.length !== header.length) {
    return { problems: [`has ${record.fields.length} fields, the header has ${header.length}`] }
  }
  /** The cell of a column, `undefined` when the column is absent or the cell blank. Text is kept as written. */
  const cell = (column: Column): string | undefined => {
    const i = header.indexOf(column)
    const value = i === -1 ? undefined : record.fields[i]
    return value === undefined || value.trim() === '' ? undefined : value
  }
  const trimmed = (column: Column): string | undefined => cell(column)?.trim()

  const fields: ProductUpdate = {}
  const name = cell('name')
  if (name !== undefined) fields.name = unguard(name)
  const price = trimmed('price')
  if (price !== undefined) {
    const value = readNumber(price, 'price', problems)
    if (value !== undefined) fields.priceData = { price: value }
  }
  const weight = trimmed('weight')
  if (weight !== undefined) {
    const value = readNumber(weight, 'weight', problems, true)
    if (value !== undefined) fields.weight = value
  }
  const productType = trimmed('productType')
  if (productType !== undefined) {
    if (productType === 'physical' || productType === 'digital') fields.productType = productType
    else problems.push(`productType: must be physical or digital, got "${productType}"`)
  }
  const slug = trimmed('slug')
  if (slug !== undefined) {
    if (SLUG.test(slug) && slug.length <= 100) fields.slug = slug
    else problems.push(`slug: must be lowercase letters and digits joined by dashes, got "${slug}"`)
  }
  const visible = trimmed('visible')
  if (visible !== undefined) {
    const value = BOOLEANS[visible.toLowerCase()]
    if (value === undefined) problems.push(`visible: must be true or false, got "${visible}"`)
    else fields.visible = value
  }
  const sku = cell('sku')
  if (sku !== undefined) fields.sku = unguard(sku)
  const description = cell('description')
  if (description !== undefined) fields.description = unguard(description)
  const collections = trimmed('collections')
    ?.split(';')
    .map((s) => s.trim())
    .filter((s) => s !== '')

  const id = trimmed('id')
  let key: MatchKey | undefined
  if (id !== undefined) key = { by: 'id', value: id }
  else if (slug !== undefined) key = fields.slug === undefined ? undefined : { by: 'slug', value: slug }
  else if (sku !== undefined) key = { by: 'sku', value: fields.sku! }
  else if (name !== undefined) {
    const derived = slugify(fields.name!)
    if (derived === '') problems.push('name: gives no slug to match the product by: add a slug column')
    else key = { by: 'slug', value: derived }
  } else if (problems.length === 0) {
    problems.push('needs an id, a slug, a sku or a name to find its product')
  }
  if (problems.length > 0 || key === undefined) return { ...(key ? { key } : {}), problems }
  return {
    key,
    problems,
    product: {
      line: record.line,
      records: [record],
      match: key,
      fields,
      ...(collections === undefined ? {} : { collections: { slugs: collections, exact: true } }),
      warnings: [],
    },
  }
}

/**
 * Starts reading the tool's own CSV format after its header `head`: the header's problems, or a
 * reader fed one row at a time. Each row is one product, found in the store by `id`, else `slug`,
 * else `sku`, else the slug of its `name`. A blank cell leaves that field as it is; a
 * `collections` cell names every collection the product should be in. Bad rows are rejected with
 * their reason, and so is a row whose key an earlier row has (`firsts`); only a bad header (or
 * broken CSV) stops the whole file.
 */
export function ownRows(head: CsvRecord, sink: RowSink, firsts: FirstLines): RowReader | FileError[] {
  if (head.fields.length === 0) return [{ line: 1, message: 'the file is empty: it needs a header line' }]
  const header = head.fields.map((raw) => raw.trim())
  const errors: FileError[] = []
  header.forEach((column, i) => {
    if (column === REASON_COLUMN) return
    if (!(COLUMNS as readonly string[]).includes(column)) {
      errors.push({ line: head.line, message: `unknown column "${column}" (known: ${COLUMNS.join(', ')})` })
    } else if (header.indexOf(column) !== i) {
      errors.push({ line: head.line, message: `column "${column}" appears twice` })
    }
  })
  if (!['id', 'slug', 'sku', 'name'].some((column) => header.includes(column))) {
    errors.push({
      line: head.line,
      message: 'the header needs an id, slug, sku or name column to find each product',
    })
  }
  if (errors.length > 0) return errors
  let rows = 0
  const reader: RowReader = {
    header: head.fields,
    push(record) {
      rows++
      const { product, key, problems } = readRecord(record, header)
      if (key) {
        sink.named?.(key)
        firsts.note(key)
      }
      const reject = (reason: string): Reject => ({ line: record.line, reason, records: [record] })
      if (!product) {
        sink.reject(reject(problems.join('; ')))
        return
      }
      const first = firsts.get(product.match)
      if (first !== undefined && first !== 0 && first !== record.line) {
        sink.reject(reject(`${product.match.by} "${product.match.value}" is also on line ${first}`))
        return
      }
      firsts.set(product.match, record.line)
      sink.product(product)
    },
    end: () => (rows === 0 ? [{ line: head.line, message: 'no product rows after the header' }] : []),
  }
  return reader
}

/** Reads a whole file of the tool's own CSV format (see {@link ownRows}). */
export function readProductRows(text: string): ReadResult {
  const { result, records } = startReading('own', text)
  if (!records) return result
  if (records.length === 0) {
    result.errors.push({ line: 1, message: 'the file is empty: it needs a header line' })
    return result
  }
  return readAll(result, records, ownRows)
}

import type { ProductUpdate } from '@vitrine/catalog'
import { productUpdateSchema } from '@vitrine/catalog/schemas'
import type { CsvRecord } from './csv'
import {
  type DesiredProduct,
  type FileError,
  type FirstLines,
  type MatchKey,
  type ReadResult,
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
function readNumber(value: string, infinity = false): number | undefined {
  return NUMBER.test(value) || (infinity && value === 'Infinity') ? Number(value) : undefined
}

/** What a rejects file says of a column's cell the catalogue refuses, in the tool's words. */
const WORDING: Partial<Record<Column, string>> = {
  price: 'must be a number like 12.50',
  weight: 'must be a number like 12.50',
  productType: 'must be physical or digital',
  slug: 'must be lowercase letters and digits joined by dashes',
  visible: 'must be true or false',
}

/** The order a rejects file names a row's problems in. */
const ORDER: readonly Column[] = [
  ...new Set<Column>(['price', 'weight', 'productType', 'slug', 'visible', ...COLUMNS]),
]

/** The column of a product field (`priceData.price` is the `price` column). */
const COLUMN_OF: Record<string, Column> = { priceData: 'price' }

/** Where each known column is in a file's header (-1: absent), found once per file. */
type ColumnIndex = Readonly<Record<Column, number>>

/** The cell of a column, `undefined` when the column is absent or the cell blank. Text is kept as written. */
function cellOf(record: CsvRecord, at: ColumnIndex, column: Column): string | undefined {
  const i = at[column]
  const value = i === -1 ? undefined : record.fields[i]
  return value === undefined || value.trim() === '' ? undefined : value
}

/** A row's refused cells, by column: made at the first (most rows have none). */
interface Refused {
  columns: Map<Column, string> | undefined
}

/** Refuses a column's cell, in the tool's wording for it or with `message`, unless it is refused already. */
function refuseCell(
  refused: Refused,
  record: CsvRecord,
  at: ColumnIndex,
  column: Column,
  message?: string,
): void {
  refused.columns ??= new Map()
  if (refused.columns.has(column)) return
  const wording = WORDING[column]
  refused.columns.set(
    column,
    wording
      ? `${column}: ${wording}, got "${cellOf(record, at, column)?.trim() ?? ''}"`
      : `${column}: ${message}`,
  )
}

// Runs for every row: no closures made per call (tsx, which runs the CLI, names each as it is made).
function readRecord(
  record: CsvRecord,
  width: number,
  at: ColumnIndex,
): { product?: DesiredProduct; key?: MatchKey; problems: string[] } {
  if (record.fields.length !== width) {
    return { problems: [`has ${record.fields.length} fields, the header has ${width}`] }
  }
  // One problem per column, said in the columns' order whichever check found it.
  const refused: Refused = { columns: undefined }

  // The cells as the product's fields: what a cell cannot even be read as (a number, a yes/no) is
  // refused here; whether the values are a product's is the catalogue's schema's call, below.
  const fields: ProductUpdate = {}
  const name = cellOf(record, at, 'name')
  if (name !== undefined) fields.name = unguard(name)
  const price = cellOf(record, at, 'price')?.trim()
  if (price !== undefined) {
    const value = readNumber(price)
    if (value === undefined) refuseCell(refused, record, at, 'price')
    else fields.priceData = { price: value }
  }
  const weight = cellOf(record, at, 'weight')?.trim()
  if (weight !== undefined) {
    const value = readNumber(weight, true)
    if (value === undefined) refuseCell(refused, record, at, 'weight')
    else fields.weight = value
  }
  const productType = cellOf(record, at, 'productType')?.trim()
  if (productType !== undefined) fields.productType = productType
  const slug = cellOf(record, at, 'slug')?.trim()
  if (slug !== undefined) {
    fields.slug = slug
    // The tool's own, stricter rule: slugs it derives from names look like this, so a file's match.
    if (!SLUG.test(slug) || slug.length > 100) refuseCell(refused, record, at, 'slug')
  }
  const visible = cellOf(record, at, 'visible')?.trim()
  if (visible !== undefined) {
    const value = BOOLEANS[visible.toLowerCase()]
    if (value === undefined) refuseCell(refused, record, at, 'visible')
    else fields.visible = value
  }
  const sku = cellOf(record, at, 'sku')
  if (sku !== undefined) fields.sku = unguard(sku)
  const description = cellOf(record, at, 'description')
  if (description !== undefined) fields.description = unguard(description)
  if (Object.keys(fields).length > 0) {
    for (const issue of productUpdateSchema.safeParse(fields).error?.issues ?? []) {
      const field = String(issue.path[0] ?? '')
      refuseCell(refused, record, at, COLUMN_OF[field] ?? (field as Column), issue.message)
    }
  }
  const problems =
    refused.columns === undefined
      ? []
      : [...refused.columns.keys()]
          .sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))
          .map((column) => refused.columns!.get(column)!)
  if (refused.columns?.has('slug')) delete fields.slug
  const collections = cellOf(record, at, 'collections')
    ?.trim()
    ?.split(';')
    .map((s) => s.trim())
    .filter((s) => s !== '')

  const id = cellOf(record, at, 'id')?.trim()
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
  const at = Object.fromEntries(COLUMNS.map((column) => [column, header.indexOf(column)])) as ColumnIndex
  let rows = 0
  const reader: RowReader = {
    header: head.fields,
    push(record) {
      rows++
      const { product, key, problems } = readRecord(record, header.length, at)
      if (key) sink.named?.(key)
      if (!product) {
        if (key) firsts.note(key)
        sink.reject({ line: record.line, reason: problems.join('; '), records: [record] })
        return
      }
      const first = firsts.claim(product.match, record.line)
      if (first !== record.line) {
        const reason = `${product.match.by} "${product.match.value}" is also on line ${first}`
        sink.reject({ line: record.line, reason, records: [record] })
        return
      }
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

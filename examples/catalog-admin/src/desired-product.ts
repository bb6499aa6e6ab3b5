import type { ProductUpdate } from '@vitrine/catalog'
import { type CsvRecord, CsvSyntaxError, parseCsv } from './csv'

/** How a row finds its product in the store. */
export interface MatchKey {
  by: 'id' | 'slug' | 'sku'
  value: string
}

/** One variant as the file wants it, selected by its full choices. */
export interface DesiredVariant {
  choices: Record<string, string>
  price?: number
  sku?: string
  weight?: number
  visible: boolean
}

/** Stock the file wants on every variant of a product. */
export type DesiredStock =
  | { trackInventory: true; quantity: number }
  | { trackInventory: false; inStock: boolean }

/** Collections the product should be in. */
export interface DesiredCollections {
  /** Collection slugs. */
  slugs: string[]
  /**
   * `true`: exactly these (the product is removed from the others). `false`: at least these
   * (Shopify tags: memberships the file does not name are left alone).
   */
  exact: boolean
  /** Collections that may be created when missing, slug → name (Shopify tags and types). */
  create?: Map<string, string>
}

/**
 * A product as one file wants it, whatever the file's format. Only what the file says is
 * here: a field the file does not set is left as the store has it.
 */
export interface DesiredProduct {
  /** First line of the product in the file. */
  line: number
  /** Every record of the product (Shopify spreads a product over several). */
  records: CsvRecord[]
  /** How to find the product in the store. */
  match: MatchKey
  /** Product fields to set (slug included when the file names one). */
  fields: ProductUpdate
  collections?: DesiredCollections
  /** Options and their choices, in order; absent when the file says nothing about options. */
  options?: { name: string; choices: string[] }[]
  /** Data of every variant (one per combination of choices). */
  variants?: DesiredVariant[]
  stock?: DesiredStock
  /** Image URLs the product should have (added when missing, never removed). */
  media?: string[]
  /** Things of the file the platform cannot hold, said once in the summary. */
  warnings: string[]
}

/** A row (or the rows of one product) that will not be imported, and why. */
export interface Reject {
  line: number
  reason: string
  records: CsvRecord[]
}

/** A problem that stops the whole file (header, syntax): nothing is written. */
export interface FileError {
  line: number
  message: string
}

/** What a reader makes of a file. */
export interface ReadResult {
  format: 'own' | 'shopify'
  /** The header fields, for the rejects file. */
  header: string[]
  products: DesiredProduct[]
  rejects: Reject[]
  /** Keys named by every row, valid or not: `--prune` never deletes what a rejected row names. */
  namedKeys: MatchKey[]
  errors: FileError[]
}

/** The halves of the last {@link keyHash}: module state, so that hashing allocates nothing. */
let hashLow = 0
let hashHigh = 0

/** Mixes one character code into both halves. */
function mix(code: number): void {
  hashLow = Math.imul(hashLow ^ code, 0x01000193)
  hashHigh = Math.imul(hashHigh ^ code, 0x5bd1e995)
  hashHigh ^= hashHigh >>> 15
}

/**
 * A 64-bit hash of a key, left in `hashLow` and `hashHigh` as two 32-bit halves (FNV-1a and a
 * multiply-xorshift, from different seeds).
 */
function keyHash(key: MatchKey): void {
  hashLow = 0x811c9dc5
  hashHigh = 0x9747b28c
  const { by, value } = key
  for (let i = 0; i < by.length; i++) mix(by.charCodeAt(i))
  mix(0)
  for (let i = 0; i < value.length; i++) mix(value.charCodeAt(i))
  // Never 0 in both halves: 0/0 marks an empty slot.
  hashLow >>>= 0
  hashHigh = (hashHigh | 1) >>> 0
}

/**
 * Where each key was first named in a file: the line of the first product with it, or 0 while only
 * rejected rows named it, filled as the file is read: it rejects a later row with a key an earlier
 * row has without holding the products (and, read before an import with `--prune`, it is every key
 * the file names). It is what grows with the file, so it keeps no key text: an open-addressing table of
 * 64-bit key hashes and lines in typed arrays, 12 to 24 bytes a key (a million keys: 24 MB). Two
 * keys of one file share a hash with a chance of about n² / 2⁶⁵ (3 in 100 million for a million
 * keys); that pair would be read as a duplicate.
 */
export class FirstLines {
  #capacity = 1024
  #size = 0
  #low = new Uint32Array(this.#capacity)
  #high = new Uint32Array(this.#capacity)
  #lines = new Int32Array(this.#capacity)

  /** The slot of a hash: where it is, or the empty slot where it would go. */
  #slot(low: number, high: number): number {
    const mask = this.#capacity - 1
    let i = (low ^ Math.imul(high, 0x9e3779b1)) & mask
    while (this.#high[i] !== 0 && (this.#low[i] !== low || this.#high[i] !== high)) i = (i + 1) & mask
    return i
  }

  #grow(): void {
    const low = this.#low
    const high = this.#high
    const lines = this.#lines
    this.#capacity *= 2
    this.#low = new Uint32Array(this.#capacity)
    this.#high = new Uint32Array(this.#capacity)
    this.#lines = new Int32Array(this.#capacity)
    for (let j = 0; j < low.length; j++) {
      if (high[j] === 0) continue
      const i = this.#slot(low[j]!, high[j]!)
      this.#low[i] = low[j]!
      this.#high[i] = high[j]!
      this.#lines[i] = lines[j]!
    }
  }

  /** The line of the first product with `key`, 0 when only rejected rows named it, `undefined` when none did. */
  get(key: MatchKey): number | undefined {
    keyHash(key)
    const i = this.#slot(hashLow, hashHigh)
    return this.#high[i] === 0 ? undefined : this.#lines[i]
  }

  /** Whether any row named `key`. */
  has(key: MatchKey): boolean {
    return this.get(key) !== undefined
  }

  /** Records the line of the first product with `key`. */
  set(key: MatchKey, line: number): void {
    keyHash(key)
    this.#put(hashLow, hashHigh, line)
  }

  #put(low: number, high: number, line: number): void {
    let i = this.#slot(low, high)
    if (this.#high[i] === 0) {
      if ((this.#size + 1) * 2 > this.#capacity) {
        this.#grow()
        i = this.#slot(low, high)
      }
      this.#size++
      this.#low[i] = low
      this.#high[i] = high
    }
    this.#lines[i] = line
  }

  /**
   * The line of the first product with `key`: `line`, recorded as such, when no product before
   * had the key (only rejected rows, or none).
   */
  claim(key: MatchKey, line: number): number {
    keyHash(key)
    const i = this.#slot(hashLow, hashHigh)
    if (this.#high[i] !== 0 && this.#lines[i] !== 0) return this.#lines[i]!
    this.#put(hashLow, hashHigh, line)
    return line
  }

  /** Records that a row names `key` (valid or not), unless an earlier one did. */
  note(key: MatchKey): void {
    if (!this.has(key)) this.set(key, 0)
  }
}

/** Where a reader sends what it reads, as it reads it. */
export interface RowSink {
  product(product: DesiredProduct): void
  reject(reject: Reject): void
  /** A key a row names, valid or not (`--prune` never deletes what a rejected row names). */
  named?(key: MatchKey): void
}

/** A reader of one format, fed one record at a time after the header. */
export interface RowReader {
  /** The header fields, for the rejects file. */
  header: string[]
  push(record: CsvRecord): void
  /** After the last record: reads what it still holds, and says what is wrong with the file as a whole. */
  end(): FileError[]
}

/** Reads every record with `reader` into a result (tests, small files). */
export function readAll(
  result: ReadResult,
  records: readonly CsvRecord[],
  start: (head: CsvRecord, sink: RowSink, firsts: FirstLines) => RowReader | FileError[],
): ReadResult {
  const [head, ...rows] = records
  const sink: RowSink = {
    product: (p) => result.products.push(p),
    reject: (r) => result.rejects.push(r),
    named: (k) => result.namedKeys.push(k),
  }
  const reader = start(head ?? { line: 1, fields: [] }, sink, new FirstLines())
  if (Array.isArray(reader)) {
    result.errors = reader
    return result
  }
  result.header = reader.header
  for (const record of rows) reader.push(record)
  result.errors = reader.end()
  return result
}

/**
 * Starts reading a file of `format`: an empty result, and the file's CSV records — or no records,
 * with the syntax error that stops the file recorded in the result.
 */
export function startReading(
  format: ReadResult['format'],
  text: string,
): { result: ReadResult; records: CsvRecord[] | undefined } {
  const result: ReadResult = { format, header: [], products: [], rejects: [], namedKeys: [], errors: [] }
  try {
    return { result, records: parseCsv(text) }
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error
    result.errors.push({ line: error.line, message: error.reason })
    return { result, records: undefined }
  }
}

/** The key as text, e.g. `slug:classic-tee`. */
export function keyText(key: MatchKey): string {
  return `${key.by}:${key.value}`
}

const COMBINING_MARKS = /\p{M}+/gu

/** A slug from a name: lower-case letters and digits joined by hyphens (at most 80 characters). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '')
}

/** What the platform accepts as a slug. */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import { CsvError, type Options, parse as parseStream } from 'csv-parse'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'

/** One CSV record with the line it starts on (a quoted field may span lines). */
export interface CsvRecord {
  /** 1-based line number of the record's first character. */
  line: number
  /** The fields, unquoted. */
  fields: string[]
}

/** A CSV document that could not be read. */
export class CsvSyntaxError extends Error {
  override readonly name = 'CsvSyntaxError'
  /** 1-based line of the problem. */
  readonly line: number
  /** What is wrong, without the line. */
  readonly reason: string

  constructor(reason: string, line: number) {
    super(`line ${line}: ${reason}`)
    this.line = line
    this.reason = reason
  }
}

/** A record read from a file, with how far into the file it ends. */
export interface StreamedRecord extends CsvRecord {
  /**
   * Characters of the file up to the end of this record (quotes aside): about its bytes, for an
   * estimate of how much of the file is read (exact for unquoted ASCII text).
   */
  offset: number
}

/** Line breaks in a field (`\r\n`, `\n` or `\r`, each one). */
function lineBreaks(field: string): number {
  if (field.indexOf('\n') === -1 && field.indexOf('\r') === -1) return 0
  let count = 0
  for (let i = 0; i < field.length; i++) {
    const c = field.charCodeAt(i)
    if (c === 10 || (c === 13 && field.charCodeAt(i + 1) !== 10)) count++
  }
  return count
}

/**
 * The options of both parsers: the same records from a string or a stream. Blank lines come as
 * records of one empty field, dropped by {@link Lines} — which also numbers the records: asking
 * csv-parse for each record's `info` instead made parsing three times slower.
 */
const OPTIONS: Options = {
  bom: true,
  relax_column_count: true,
  record_delimiter: ['\r\n', '\n', '\r'],
}

/** A `csv-parse` error as a {@link CsvSyntaxError} (any other error as it is). */
function syntaxError(error: unknown): unknown {
  if (!(error instanceof CsvError)) return error
  const line = (error as CsvError & { lines?: number }).lines ?? 1
  return new CsvSyntaxError(error.message.replace(/ at line \d+/, ''), line)
}

/**
 * Numbers the records of one document as they come: each starts on the line after the previous
 * one's last (a record ends with one line break; its quoted fields may hold more).
 */
class Lines {
  #line = 1
  #offset = 0

  /** The record with its first line, or nothing for a record of blank fields (a blank line). */
  next(fields: string[]): StreamedRecord | undefined {
    const line = this.#line
    let blank = true
    let breaks = 1
    let length = 0
    for (const field of fields) {
      if (blank && field.trim() !== '') blank = false
      breaks += lineBreaks(field)
      length += field.length + 1
    }
    this.#line += breaks
    this.#offset += length
    return blank ? undefined : { line, fields, offset: this.#offset }
  }
}

/** Resolves when `stream` has something to read, has ended, or has failed (then rejects). */
function readable(stream: Readable): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const settle = (error?: Error): void => {
      stream.off('readable', settle)
      stream.off('end', settle)
      stream.off('error', settle)
      if (error) reject(error)
      else resolve()
    }
    stream.on('readable', settle)
    stream.on('end', settle)
    stream.on('error', settle)
  })
}

/**
 * The records of a CSV file, read as a stream: parsed as {@link parseCsv} parses a string, given
 * as they come (the records the parser has ready, in order), so that memory does not grow with
 * the file (the parser holds one chunk's records and the stream's buffer; a consumer that awaits
 * between them pauses the read) and a record costs no promise of its own. Throws
 * {@link CsvSyntaxError} at the record where the file stops being CSV.
 */
export async function* readCsvRecords(file: string): AsyncGenerator<StreamedRecord[]> {
  const input = createReadStream(file)
  const parser = input.pipe(parseStream(OPTIONS))
  input.on('error', (error) => parser.destroy(error))
  // An error is read from `parser.errored` (or while waiting): never an unhandled 'error' event.
  parser.on('error', () => {})
  const lines = new Lines()
  try {
    for (;;) {
      const records: StreamedRecord[] = []
      for (let fields = parser.read() as string[] | null; fields !== null; fields = parser.read()) {
        const record = lines.next(fields)
        if (record) records.push(record)
      }
      if (parser.errored) throw parser.errored
      if (records.length > 0) yield records
      else if (parser.readableEnded) return
      else await readable(parser)
    }
  } catch (error) {
    throw syntaxError(error)
  } finally {
    input.destroy()
    parser.destroy()
  }
}

/**
 * Parses CSV with `csv-parse` (RFC 4180: `"` quotes with `""` escapes, fields spanning lines,
 * `\n`, `\r\n` or `\r` line ends, mixed; a UTF-8 byte order mark). Blank lines are skipped.
 * Records keep the line they start on, for messages.
 */
export function parseCsv(text: string): CsvRecord[] {
  let parsed: string[][]
  try {
    parsed = parse(text, OPTIONS)
  } catch (error) {
    throw syntaxError(error)
  }
  const lines = new Lines()
  return parsed.flatMap((fields) => {
    const record = lines.next(fields)
    return record ? [{ line: record.line, fields }] : []
  })
}

/** Writes rows as CSV with `csv-stringify`, quoting where needed, with `\n` line ends. */
export function stringifyCsv(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => [...row]),
    { record_delimiter: '\n', quoted_match: /^\s|\s$/ },
  )
}

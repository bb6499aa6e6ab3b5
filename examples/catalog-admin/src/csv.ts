import { CsvError, parse } from 'csv-parse/sync'
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

const LINE_BREAK = /\r\n|\r|\n/g

function lineBreaks(fields: readonly string[]): number {
  let count = 0
  for (const field of fields) count += field.match(LINE_BREAK)?.length ?? 0
  return count
}

/**
 * Parses CSV with `csv-parse` (RFC 4180: `"` quotes with `""` escapes, fields spanning lines,
 * `\n`, `\r\n` or `\r` line ends, mixed; a UTF-8 byte order mark). Blank lines are skipped.
 * Records keep the line they start on, for messages.
 */
export function parseCsv(text: string): CsvRecord[] {
  let parsed: { record: string[]; info: { lines: number } }[]
  try {
    // With `info`, each record comes as `{ record, info }` (the typings do not say so).
    parsed = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as unknown as typeof parsed
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1
      throw new CsvSyntaxError(error.message.replace(/ at line \d+/, ''), line)
    }
    throw error
  }
  return parsed
    .filter(({ record }) => record.some((field) => field.trim() !== ''))
    .map(({ record, info }) => ({ line: info.lines - lineBreaks(record), fields: record }))
}

/** Writes rows as CSV with `csv-stringify`, quoting where needed, with `\n` line ends. */
export function stringifyCsv(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => [...row]),
    { record_delimiter: '\n', quoted_match: /^\s|\s$/ },
  )
}

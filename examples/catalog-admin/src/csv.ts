import { createReadStream } from 'node:fs'
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
  /** Bytes of the file read up to the end of this record. */
  bytes: number
}

const LINE_BREAK = /\r\n|\r|\n/g

function lineBreaks(fields: readonly string[]): number {
  let count = 0
  for (const field of fields) count += field.match(LINE_BREAK)?.length ?? 0
  return count
}

/** The options of both parsers: the same records from a string or a stream. */
const OPTIONS: Options = {
  bom: true,
  info: true,
  relax_column_count: true,
  skip_empty_lines: true,
  record_delimiter: ['\r\n', '\n', '\r'],
}

/** A `csv-parse` error as a {@link CsvSyntaxError} (any other error as it is). */
function syntaxError(error: unknown): unknown {
  if (!(error instanceof CsvError)) return error
  const line = (error as CsvError & { lines?: number }).lines ?? 1
  return new CsvSyntaxError(error.message.replace(/ at line \d+/, ''), line)
}

/** A parsed record with its line, or nothing for a record of blank fields. */
function recordOf({ record, info }: { record: string[]; info: { lines: number } }): CsvRecord | undefined {
  if (!record.some((field) => field.trim() !== '')) return undefined
  return { line: info.lines - lineBreaks(record), fields: record }
}

/**
 * The records of a CSV file, read as a stream: parsed as {@link parseCsv} parses a string, one
 * record at a time, so that memory does not grow with the file (the parser holds one record and
 * the stream's buffer; a consumer that awaits between records pauses the read). Throws
 * {@link CsvSyntaxError} at the record where the file stops being CSV.
 */
export async function* readCsvRecords(file: string): AsyncGenerator<StreamedRecord> {
  const input = createReadStream(file)
  const parser = input.pipe(parseStream(OPTIONS))
  input.on('error', (error) => parser.destroy(error))
  try {
    for await (const parsed of parser as AsyncIterable<{
      record: string[]
      info: { lines: number; bytes: number }
    }>) {
      const record = recordOf(parsed)
      if (record) yield { ...record, bytes: parsed.info.bytes }
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
  let parsed: { record: string[]; info: { lines: number } }[]
  try {
    // With `info`, each record comes as `{ record, info }` (the typings do not say so).
    parsed = parse(text, OPTIONS) as unknown as typeof parsed
  } catch (error) {
    throw syntaxError(error)
  }
  return parsed.flatMap((p) => recordOf(p) ?? [])
}

/** Writes rows as CSV with `csv-stringify`, quoting where needed, with `\n` line ends. */
export function stringifyCsv(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => [...row]),
    { record_delimiter: '\n', quoted_match: /^\s|\s$/ },
  )
}

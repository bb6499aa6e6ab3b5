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

/**
 * Parses CSV (RFC 4180): comma-separated, `"` quotes with `""` escapes, fields spanning lines
 * inside quotes, `\n` or `\r\n` line ends, an optional UTF-8 byte order mark. Blank lines are
 * skipped.
 */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let line = 1
  let recordLine = 1
  let quoted = false
  let fieldStarted = false
  const endField = () => {
    fields.push(field)
    field = ''
    fieldStarted = false
  }
  const endRecord = () => {
    endField()
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields })
    fields = []
  }
  for (let i = 0; i < input.length; i++) {
    const c = input[i]
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"'
          i++
        } else {
          quoted = false
          const next = input[i + 1]
          if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
            throw new CsvSyntaxError('unexpected character after a closing quote', line)
          }
        }
      } else {
        if (c === '\n') line++
        field += c
      }
      continue
    }
    if (c === '"') {
      if (fieldStarted) throw new CsvSyntaxError('a quote inside an unquoted field', line)
      quoted = true
      fieldStarted = true
    } else if (c === ',') {
      endField()
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++
      endRecord()
      line++
      recordLine = line
    } else {
      field += c
      fieldStarted = true
    }
  }
  if (quoted) throw new CsvSyntaxError('a quoted field is not closed', recordLine)
  endRecord()
  return records
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

/** Writes rows as CSV, quoting where needed, with `\n` line ends. */
export function stringifyCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quote).join(',')).join('\n') + (rows.length > 0 ? '\n' : '')
}

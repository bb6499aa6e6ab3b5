import { rename, rm, writeFile } from 'node:fs/promises'
import { stringifyCsv } from './csv'
import type { Reject } from './desired-product'
import { REASON_COLUMN } from './product-rows'

/** One rejected product's text for the rejects file: `line 7: price: must be a number …`. */
export function rejectReason(reject: Reject): string {
  return reject.line > 0 ? `line ${reject.line}: ${reject.reason}` : reject.reason
}

/**
 * Writes the rejected rows, as they were in the input, with the reason in a last `reason`
 * column (replacing the one of an input that was itself a rejects file), sorted by line. The
 * file is written whole (temporary file and rename). No rejects: an older rejects file is
 * removed, so that what lies next to the input is always the last run's.
 */
export async function writeRejects(
  file: string,
  header: readonly string[],
  rejects: readonly Reject[],
): Promise<void> {
  if (rejects.length === 0) {
    await rm(file, { force: true })
    return
  }
  const reasonAt = header.findIndex((h) => h.trim() === REASON_COLUMN)
  const width = reasonAt === -1 ? header.length : header.length - 1
  const columns = header.filter((_, i) => i !== reasonAt)
  const rows: string[][] = [[...columns, REASON_COLUMN]]
  for (const reject of [...rejects].sort((a, b) => a.line - b.line)) {
    for (const record of reject.records) {
      const fields = record.fields.filter((_, i) => i !== reasonAt).slice(0, width)
      while (fields.length < width) fields.push('')
      rows.push([...fields, rejectReason(reject)])
    }
  }
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, stringifyCsv(rows), 'utf8')
  await rename(temporary, file)
}

import { lstat, open, rename, rm, writeFile } from 'node:fs/promises'
import { stringifyCsv } from './csv'
import type { Reject } from './desired-product'
import { REASON_COLUMN } from './product-rows'

/** One rejected product's text for the rejects file: `line 7: price: must be a number …`. */
export function rejectReason(reject: Reject): string {
  return reject.line > 0 ? `line ${reject.line}: ${reject.reason}` : reject.reason
}

/**
 * Why the file at `file` is not one this tool may replace or remove — a symlink, not a regular
 * file, or a file whose first line does not end with the `reason` column the tool writes — or
 * `undefined` when there is none or it is a rejects file.
 */
async function notOurs(file: string): Promise<string | undefined> {
  let handle: Awaited<ReturnType<typeof open>> | undefined
  try {
    if (!(await lstat(file)).isFile()) return 'it is a symlink or not a regular file'
    handle = await open(file, 'r')
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0)
    const first = buffer.subarray(0, bytesRead).toString('utf8').split(/\r?\n/, 1)[0] ?? ''
    return first.endsWith(REASON_COLUMN)
      ? undefined
      : `it is not a rejects file (no "${REASON_COLUMN}" column)`
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  } finally {
    await handle?.close()
  }
}

/**
 * Writes the rejected rows, as they were in the input, with the reason in a last `reason`
 * column (replacing the one of an input that was itself a rejects file), sorted by line. The
 * file is written whole: a new temporary file, created exclusively, renamed over the target.
 * No rejects: an older rejects file is removed, so that what lies next to the input is always the
 * last run's. A file at that name that this tool did not write (a symlink, anything without its
 * `reason` column) is neither replaced nor removed: the returned text says so.
 */
export async function writeRejects(
  file: string,
  header: readonly string[],
  rejects: readonly Reject[],
): Promise<string | undefined> {
  const foreign = await notOurs(file)
  if (foreign !== undefined) {
    return `${file} is kept, ${foreign}: ${rejects.length === 0 ? 'not removed' : `the ${rejects.length} rejected rows are not written`}`
  }
  if (rejects.length === 0) {
    await rm(file, { force: true })
    return undefined
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
  await writeFile(temporary, stringifyCsv(rows), { encoding: 'utf8', flag: 'wx', mode: 0o644 })
  await rename(temporary, file)
  return undefined
}

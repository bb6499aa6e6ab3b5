import { lstat, open, rename, rm } from 'node:fs/promises'
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

/** The rows of rejects for the rejects file: each record as it was, the reason in a last column. */
function rejectRows(header: readonly string[], rejects: readonly Reject[]): string[][] {
  const reasonAt = header.findIndex((h) => h.trim() === REASON_COLUMN)
  const width = reasonAt === -1 ? header.length : header.length - 1
  const rows: string[][] = []
  for (const reject of [...rejects].sort((a, b) => a.line - b.line)) {
    for (const record of reject.records) {
      const fields = record.fields.filter((_, i) => i !== reasonAt).slice(0, width)
      while (fields.length < width) fields.push('')
      rows.push([...fields, rejectReason(reject)])
    }
  }
  return rows
}

/**
 * The rejects file of a run, written as the rejects come: the rejected rows, as they were in the
 * input, with the reason in a last `reason` column (replacing the one of an input that was itself
 * a rejects file), each batch's sorted by line. The file appears whole: the rows go to a new
 * temporary file, created exclusively, renamed over the target when the run ends. No rejects: an
 * older rejects file is removed, so that what lies next to the input is always the last run's. A
 * file at that name that this tool did not write (a symlink, anything without its `reason`
 * column) is neither replaced nor removed: {@link RejectsFile.close} says so.
 */
export class RejectsFile {
  readonly file: string
  readonly #header: readonly string[]
  #foreign: string | undefined
  #count = 0
  #temporary: Awaited<ReturnType<typeof open>> | undefined

  private constructor(file: string, header: readonly string[], foreign: string | undefined) {
    this.file = file
    this.#header = header
    this.#foreign = foreign
  }

  /** Prepares the rejects file `file` of an input whose header is `header` (nothing is written yet). */
  static async open(file: string, header: readonly string[]): Promise<RejectsFile> {
    return new RejectsFile(file, header, await notOurs(file))
  }

  /** Rejected products written so far (or that would have been, beside a foreign file). */
  get count(): number {
    return this.#count
  }

  #temporaryName(): string {
    return `${this.file}.${process.pid}.tmp`
  }

  /** Adds rejected products (a batch's: sorted by line). */
  async add(rejects: readonly Reject[]): Promise<void> {
    if (rejects.length === 0) return
    this.#count += rejects.length
    if (this.#foreign !== undefined) return
    if (!this.#temporary) {
      this.#temporary = await open(this.#temporaryName(), 'wx', 0o644)
      const columns = this.#header.filter((h) => h.trim() !== REASON_COLUMN)
      await this.#temporary.write(stringifyCsv([[...columns, REASON_COLUMN]]))
    }
    await this.#temporary.write(stringifyCsv(rejectRows(this.#header, rejects)))
  }

  /**
   * Ends the file: renamed into place when there were rejects, an older one removed when there
   * were none; with `keep: false` (the run failed before its end), the temporary file is removed
   * instead. Resolves to a warning when a file that is not the tool's stands at that name.
   */
  async close(keep = true): Promise<string | undefined> {
    const temporary = this.#temporary
    this.#temporary = undefined
    await temporary?.close()
    if (this.#foreign !== undefined) {
      const n = this.#count
      return `${this.file} is kept, ${this.#foreign}: ${n === 0 ? 'not removed' : `the ${n} rejected rows are not written`}`
    }
    if (!keep) {
      if (temporary) await rm(this.#temporaryName(), { force: true })
      return undefined
    }
    if (temporary) await rename(this.#temporaryName(), this.file)
    else await rm(this.file, { force: true })
    return undefined
  }
}

import { closeSync, constants, openSync, writeSync } from 'node:fs'
import { type FileHandle, lstat, open, rm } from 'node:fs/promises'
import { createInterface } from 'node:readline'

/** What a journal belongs to: an import of one format into one store. */
export interface JournalTarget {
  host: string
  siteId: string
  format: 'own' | 'shopify'
}

/** A create that was sent and whose answer was never recorded: it may or may not have happened. */
export interface PendingCreate {
  key: string
  slug?: string
  sku?: string
  name?: string
  /** When it was sent (epoch ms). */
  at: number
}

/** What an interrupted run left behind. */
export interface JournalState {
  /** Products fully written, by key: the hash of the row that was written, and the product id. */
  done: Map<string, { hash: string; id: string }>
  /** Creates sent without a recorded answer, by key. */
  pending: Map<string, PendingCreate>
  /** Creates answered (the product exists), by key → id. */
  created: Map<string, string>
  /** When the interrupted run started. */
  startedAt: number
}

type Entry =
  | ({ t: 'begin'; v: 1; at: number } & JournalTarget)
  | { t: 'create'; key: string; slug?: string; sku?: string; name?: string; at: number }
  | { t: 'created'; key: string; id: string }
  | { t: 'done'; key: string; hash: string; id: string }
  | { t: 'deleted'; id: string }

function sameTarget(a: JournalTarget, b: JournalTarget): boolean {
  return a.host === b.host && a.siteId === b.siteId && a.format === b.format
}

/**
 * Reads the journal an interrupted import left next to its input. `undefined` when there is none;
 * `mismatch` when it belongs to another store or format, or is not a journal; `not-a-file` when
 * the path is a symlink or not a regular file. Neither is used, written or removed: the caller
 * keeps it and says so. A last line cut by a crash is ignored.
 */
export async function readJournal(
  file: string,
  target: JournalTarget,
): Promise<JournalState | 'mismatch' | 'not-a-file' | undefined> {
  let handle: FileHandle
  try {
    // lstat, not stat: a symlink planted at the journal's name is never followed (nor, opened
    // with O_NOFOLLOW, one planted since).
    if (!(await lstat(file)).isFile()) return 'not-a-file'
    handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return undefined
    if (code === 'ELOOP') return 'not-a-file'
    throw error
  }
  const state: JournalState = { done: new Map(), pending: new Map(), created: new Map(), startedAt: 0 }
  let begun = false
  // Line by line: the journal of a long run is never held as one text.
  const input = handle.createReadStream()
  try {
    for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
      let entry: Entry
      try {
        entry = JSON.parse(line) as Entry
      } catch {
        continue
      }
      if (entry.t === 'begin') {
        if (begun) continue
        if (entry.v !== 1 || !sameTarget(entry, target)) return 'mismatch'
        begun = true
        state.startedAt = entry.at
      } else if (!begun) {
        return 'mismatch'
      } else if (entry.t === 'create') {
        const { t: _, ...pending } = entry
        state.pending.set(entry.key, pending)
      } else if (entry.t === 'created') {
        state.pending.delete(entry.key)
        state.created.set(entry.key, entry.id)
      } else if (entry.t === 'done') {
        state.pending.delete(entry.key)
        state.done.set(entry.key, { hash: entry.hash, id: entry.id })
      }
    }
  } finally {
    input.destroy()
  }
  return begun ? state : 'mismatch'
}

/**
 * The journal of a running import: one JSON line per step. A create is on record before it is
 * sent: {@link Journal.flush} writes it (with a synchronous `write`) before the request goes out,
 * so that a killed process leaves every sent create on record. Answers and finished products are
 * gathered and written with the next flush — before the next create is sent, and when a group of
 * writes ends — one `write` for many lines rather than one each. A run killed between two flushes
 * loses the record of a few finished products, never of a sent create: the next run finds those
 * products in the store (by the slug or SKU their create was sent with) and does not create them
 * again. (A synchronous `write` reaches the kernel: it survives the process, not a power cut;
 * after a power cut the store itself, read again by slug and SKU, still prevents duplicates.)
 */
export class Journal {
  readonly file: string
  #fd: number | undefined
  /** Lines not written yet. */
  #buffer = ''

  private constructor(file: string, fd: number) {
    this.file = file
    this.#fd = fd
  }

  /**
   * Opens the journal: appends to the interrupted run's journal when `resume` is true (never
   * through a symlink: `O_NOFOLLOW`), otherwise creates a new one, exclusively (`wx`: a file or
   * symlink that appeared at its name since it was read is an `EEXIST` error, never overwritten),
   * readable by its owner only.
   */
  static open(file: string, target: JournalTarget, resume: boolean): Journal {
    const fd = resume
      ? openSync(file, constants.O_WRONLY | constants.O_APPEND | constants.O_NOFOLLOW)
      : openSync(file, 'wx', 0o600)
    const journal = new Journal(file, fd)
    // A killed run may have left half a line: start on a fresh one (blank lines are skipped).
    if (resume) writeSync(journal.#fd!, '\n')
    else journal.#append({ t: 'begin', v: 1, at: Date.now(), ...target })
    journal.flush()
    return journal
  }

  #append(entry: Entry): void {
    if (this.#fd === undefined) throw new Error('the journal is closed')
    this.#buffer += `${JSON.stringify(entry)}\n`
  }

  /** Writes what was recorded since the last flush (call it before sending a create). */
  flush(): void {
    if (this.#buffer === '' || this.#fd === undefined) return
    writeSync(this.#fd, this.#buffer)
    this.#buffer = ''
  }

  /** Records that a create is about to be sent (then {@link Journal.flush} before sending it). */
  createSent(
    key: string,
    product: { slug?: string | undefined; sku?: string | undefined; name?: string | undefined },
  ): void {
    this.#append({
      t: 'create',
      key,
      ...(product.slug ? { slug: product.slug } : {}),
      ...(product.sku ? { sku: product.sku } : {}),
      ...(product.name ? { name: product.name } : {}),
      at: Date.now(),
    })
  }

  /** Records the answer of a create. */
  created(key: string, id: string): void {
    this.#append({ t: 'created', key, id })
  }

  /** Records that every step of a product is written. */
  done(key: string, hash: string, id: string): void {
    this.#append({ t: 'done', key, hash, id })
  }

  /** Records a deletion. */
  deleted(id: string): void {
    this.#append({ t: 'deleted', id })
  }

  /** Closes the file; with `remove`, deletes it (the run finished: nothing to resume). */
  async close(remove: boolean): Promise<void> {
    this.flush()
    if (this.#fd !== undefined) closeSync(this.#fd)
    this.#fd = undefined
    if (remove) await rm(this.file, { force: true })
  }
}

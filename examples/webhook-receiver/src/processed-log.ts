import { existsSync, readFileSync } from 'node:fs'
import { rename, writeFile } from 'node:fs/promises'
import type { SeenStore } from '@vitrine/webhooks'

interface LogFile {
  processed: string[]
}

/**
 * A small JSON log of processed event ids, kept on disk so that a redelivery is answered 200 but
 * not processed twice — also after a restart.
 *
 * As a `SeenStore`, `add()` only reserves an id in memory (a concurrent duplicate is refused at
 * once); `commit()` — called by `process()` once the handlers succeeded — records it on disk, so
 * an event whose handler failed (or a crash mid-handler) is processed again when the platform
 * retries. Writes are atomic (temporary file + rename) and serialised; the log keeps the last
 * `maxEntries` ids.
 */
export class ProcessedLog implements SeenStore {
  private processed: Set<string>
  private readonly inFlight = new Set<string>()
  private writing: Promise<void> = Promise.resolve()

  constructor(
    private readonly file: string,
    private readonly maxEntries = 1000,
  ) {
    this.processed = new Set(ProcessedLog.read(file))
  }

  private static read(file: string): string[] {
    if (!existsSync(file)) return []
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LogFile>
      return Array.isArray(parsed.processed) ? parsed.processed.filter((id) => typeof id === 'string') : []
    } catch {
      return [] // a damaged log: start afresh rather than refuse every delivery
    }
  }

  add(eventId: string): boolean {
    if (this.processed.has(eventId) || this.inFlight.has(eventId)) return false
    this.inFlight.add(eventId)
    return true
  }

  delete(eventId: string): void {
    this.inFlight.delete(eventId)
  }

  /** Whether an event id is recorded as processed. */
  has(eventId: string): boolean {
    return this.processed.has(eventId)
  }

  /**
   * Records `eventId` as processed, durably: resolves once the log file holds it. If the write
   * fails the id stays unrecorded (and reserved until `delete`), so a retry processes it again.
   */
  commit(eventId: string): Promise<void> {
    const write = this.writing.then(async () => {
      const ids = [...this.processed, eventId].slice(-this.maxEntries)
      const temporary = `${this.file}.${process.pid}.tmp`
      await writeFile(temporary, `${JSON.stringify({ processed: ids } satisfies LogFile, null, 2)}\n`)
      await rename(temporary, this.file) // atomic: readers see the old log or the new one, never half
      this.processed = new Set(ids)
      this.inFlight.delete(eventId)
    })
    this.writing = write.catch(() => {})
    return write
  }
}

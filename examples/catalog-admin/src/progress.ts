/** Where the CLI writes: a stream that may be a terminal. */
export interface Output {
  write(text: string): unknown
  /** `true` when the stream is a terminal: the progress bar then redraws one line. */
  isTTY?: boolean | undefined
}

/** Reports progress of a long task. */
export interface Progress {
  /** Records that `done` items are processed, `failed` of them unsuccessfully. */
  update(done: number, failed: number): void
  /** Ends the bar (a terminal gets its final line). */
  finish(): void
}

const WIDTH = 30
/** Without a known total, a plain line every this many items. */
const UNKNOWN_TOTAL_STEP = 1000

/**
 * A progress bar. On a terminal: one line redrawn in place (`[#####-----] 50/100, 2 failed`),
 * at most once per percent. Elsewhere (a pipe, a CI log): a plain line at each tenth, so logs
 * stay short. `total` may be unknown (the platform had too many to count): counts only.
 */
export function progressBar(out: Output, label: string, total: number | undefined): Progress {
  let lastStep = -1
  let drawn = false
  const step = (done: number) =>
    total === undefined
      ? Math.floor(done / UNKNOWN_TOTAL_STEP)
      : total === 0
        ? 100
        : Math.floor((done / total) * 100)
  const counts = (done: number, failed: number) =>
    `${done}${total === undefined ? '' : `/${total}`}${failed > 0 ? `, ${failed} failed` : ''}`
  return {
    update(done, failed) {
      const now = step(done)
      const last = done === total
      if (out.isTTY) {
        if (now === lastStep && !last) return
        lastStep = now
        const ratio = total ? done / total : 0
        const filled = Math.round(ratio * WIDTH)
        const bar = total === undefined ? '' : ` [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}]`
        out.write(`\r${label}${bar} ${counts(done, failed)}\x1b[K`)
        drawn = true
        return
      }
      const coarse = total === undefined ? now : Math.floor(now / 10)
      if (coarse === lastStep && !last) return
      lastStep = coarse
      out.write(`${label}: ${counts(done, failed)}\n`)
    },
    finish() {
      if (drawn) out.write('\n')
      drawn = false
    },
  }
}

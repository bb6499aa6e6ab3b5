import cliProgress from 'cli-progress'

/** Where the CLI writes: a stream that may be a terminal. */
export interface Output {
  write(text: string): unknown
  /** `true` when the stream is a terminal: the progress bar then redraws one line. */
  isTTY?: boolean | undefined
  /** Width of the terminal, when known. */
  columns?: number | undefined
}

/** Reports progress of a long task. */
export interface Progress {
  /** Records that `done` items are processed, `failed` of them unsuccessfully. */
  update(done: number, failed: number): void
  /** Changes the total (an estimate made exact, or counted as the work is found). */
  setTotal?(total: number): void
  /** Ends the bar (a terminal gets its final line). */
  finish(): void
}

/** Without a known total, a plain line every this many items. */
const UNKNOWN_TOTAL_STEP = 1000

/** `83` → `1m23s`. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  if (s < 60) return `${s}s`
  const m = Math.floor(s / 60)
  return m < 60
    ? `${m}m${String(s % 60).padStart(2, '0')}s`
    : `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`
}

/** Time left at the rate so far; `undefined` until something is done. */
function eta(started: number, done: number, total: number, now: number): number | undefined {
  if (done === 0 || done >= total) return done >= total ? 0 : undefined
  return ((now - started) / 1000 / done) * (total - done)
}

/**
 * A progress bar with an ETA. On a terminal: `cli-progress` redraws one line in place
 * (`import [████░░░░] 50% | 1000/2000 | ETA 12s | 2 failed`). Elsewhere (a pipe, a CI log): a
 * plain line at each tenth, so logs stay short (`import: 1000/2000 (50%), ETA 12s`). `total`
 * may be unknown (the platform had too many to count): counts only; or an estimate, made exact
 * later with `setTotal`.
 */
export function progressBar(
  out: Output,
  label: string,
  total: number | undefined,
  now: () => number = Date.now,
): Progress {
  const started = now()
  if (out.isTTY && total !== undefined && total > 0) {
    const bar = new cliProgress.SingleBar(
      {
        // cli-progress writes with `write` and reads `isTTY` and `columns`, all an Output has.
        stream: out as unknown as NodeJS.WritableStream,
        format: `${label} [{bar}] {percentage}% | {value}/{total} | ETA {eta_formatted}{failures}`,
        hideCursor: false,
        etaBuffer: 50,
        fps: 10,
        barsize: 30,
      },
      cliProgress.Presets.shades_classic,
    )
    bar.start(total, 0, { failures: '' })
    return {
      update(done, failed) {
        bar.update(done, { failures: failed > 0 ? ` | ${failed} failed` : '' })
      },
      setTotal(next) {
        bar.setTotal(next)
      },
      finish() {
        bar.stop()
      },
    }
  }
  let lastStep = -1
  let expected = total
  return {
    setTotal(next) {
      expected = next
    },
    update(done, failed) {
      const step =
        expected === undefined
          ? Math.floor(done / UNKNOWN_TOTAL_STEP)
          : expected === 0
            ? 10
            : Math.floor((done / expected) * 10)
      if (step === lastStep && done !== expected) return
      lastStep = step
      const counts =
        expected === undefined
          ? `${done}`
          : `${done}/${expected} (${Math.floor((done / Math.max(1, expected)) * 100)}%)`
      const left = expected === undefined ? undefined : eta(started, done, expected, now())
      const parts = [
        counts,
        ...(failed > 0 ? [`${failed} failed`] : []),
        ...(left === undefined || done === expected ? [] : [`ETA ${formatDuration(left)}`]),
      ]
      out.write(`${label}: ${parts.join(', ')}\n`)
    },
    finish() {},
  }
}

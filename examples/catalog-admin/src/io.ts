import type { Output } from './progress'

/** What a command reads and writes besides the platform: streams, environment, and a `fetch` for tests. */
export interface Io {
  /** Results: per-row outcomes, summaries, dry-run listings. */
  stdout: Output
  /** Progress and errors. */
  stderr: Output
  env: Readonly<Record<string, string | undefined>>
  /** Replaces the global `fetch` (tests). */
  fetch?: typeof globalThis.fetch | undefined
}

/** Writes one line. */
export function say(out: Output, line: string): void {
  out.write(`${line}\n`)
}

import type { Output } from './progress'
import type { RetryPolicy } from './rate-gate'

/** What a command reads and writes besides the platform: streams, environment, and a `fetch` for tests. */
export interface Io {
  /** Results: per-product outcomes, plans, summaries. */
  stdout: Output
  /** Progress and errors. */
  stderr: Output
  env: Readonly<Record<string, string | undefined>>
  /** Where relative file names are resolved: the directory the command was run from. */
  cwd: string
  /** Replaces the global `fetch` (tests, benchmarks). */
  fetch?: typeof globalThis.fetch | undefined
  /** Asks the user a yes/no question; absent when there is no terminal to ask on. */
  confirm?: ((question: string) => Promise<boolean>) | undefined
  /** How to retry transient failures (tests shorten it); default: 6 attempts, backoff from 200 ms to 5 s. */
  retry?: RetryPolicy | undefined
  /** Aborted on Ctrl-C: no new product is started, those in flight finish and are journaled. */
  signal?: AbortSignal | undefined
}

/** Writes one line. */
export function say(out: Output, line: string): void {
  out.write(`${line}\n`)
}

import { HttpError, type RequestHooks } from '@vitrine/core'

/** The longest pause a `Retry-After` can impose (a hostile or broken value cannot hang the tool). */
export const MAX_RETRY_AFTER_MS = 60_000
/** The pause after a 429 that names no `Retry-After`. */
const DEFAULT_429_PAUSE_MS = 1_000

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** How often and how patiently a run retries a call that failed transiently. */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number
  /** First backoff, doubled each retry (half of it random). */
  baseDelayMs: number
  /** Longest backoff. */
  maxDelayMs: number
}

/** The CLI's policy: 6 attempts, 200 ms doubling to at most 5 s (about 6 s in all). */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 6, baseDelayMs: 200, maxDelayMs: 5_000 }

/**
 * One pause shared by every request of a run: when the platform answers 429 (or 503) with
 * `Retry-After`, no request of any worker goes out before that time has passed. It also holds
 * the run's retry policy.
 */
export class RateGate {
  #until = 0
  /** How many times the platform asked the tool to slow down. */
  slowdowns = 0

  constructor(readonly policy: RetryPolicy = DEFAULT_RETRY) {}

  /** Whether a pause is in force now. */
  get pausing(): boolean {
    return this.#until !== 0 && this.#until > Date.now()
  }

  /** Resolves once no pause is in force. */
  async wait(): Promise<void> {
    for (let left = this.#until - Date.now(); left > 0; left = this.#until - Date.now()) await sleep(left)
  }

  /** Holds every request for `ms` from now (clamped to {@link MAX_RETRY_AFTER_MS}). */
  pause(ms: number): void {
    this.slowdowns++
    this.#until = Math.max(this.#until, Date.now() + Math.min(Math.max(0, ms), MAX_RETRY_AFTER_MS))
  }
}

/** Requests a run sent, by kind. */
export interface RequestCounts {
  /** GETs and queries. */
  reads: number
  /** Everything that may change the store. */
  writes: number
}

const QUERY = /\/(query|query-platformized)$/

/**
 * Request hooks for the run's client: every attempt (retries included) waits for the
 * {@link RateGate} and is counted as a read (GETs and queries) or a write; a 429 or 503 answer
 * with `Retry-After` pauses the whole run for that long (the SDK parses and clamps it), a 429
 * without one for a second. The SDK itself retries what is safe to retry, after the same pause.
 */
export function politeHooks(gate: RateGate, counts: RequestCounts): RequestHooks {
  return {
    // Runs before every request: no promise, no URL parsed, unless the run is paused.
    onRequest: (event) => {
      const query = event.url.indexOf('?')
      const path = query === -1 ? event.url : event.url.slice(0, query)
      if (event.method === 'GET' || QUERY.test(path)) counts.reads++
      else counts.writes++
      return gate.pausing ? gate.wait() : undefined
    },
    onError: ({ error }) => {
      if (!HttpError.is(error) || (error.status !== 429 && error.status !== 503)) return
      if (error.retryAfter !== undefined) gate.pause(error.retryAfter)
      else if (error.status === 429) gate.pause(DEFAULT_429_PAUSE_MS)
    },
  }
}

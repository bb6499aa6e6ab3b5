import { HttpError, NetworkError, TimeoutError } from '@vitrine/core'
import type { RateGate } from './rate-gate'

/** Whether a failure may pass if the call is made again: network errors, time-outs, 429 and 5xx. */
export function isTransient(error: unknown): boolean {
  if (NetworkError.is(error) || TimeoutError.is(error)) return true
  return HttpError.is(error) && (error.status === 429 || error.status >= 500)
}

/** Whether the platform refused the credential (every further call would fail the same way). */
export function isRefused(error: unknown): boolean {
  return HttpError.is(error) && (error.status === 401 || error.status === 403)
}

/** A call still failing transiently after every attempt: the run stops (and can be resumed). */
export class RetriesExhausted extends Error {
  override readonly name = 'RetriesExhausted'
  constructor(
    readonly attempts: number,
    options: { cause: unknown },
  ) {
    super(`still failing after ${attempts} attempts: ${(options.cause as Error).message}`, options)
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Calls `call` until it succeeds, retrying transient failures with backoff (the gate's policy)
 * and after any pause the platform asked for. Only for calls that are safe to repeat, or made safe by `recover`:
 * before each retry, `recover` looks in the store for the effect of the failed attempt (a create
 * whose answer was lost) and, when it finds it, its result is returned instead of a new call.
 */
export async function withRetry<T>(
  call: () => Promise<T>,
  options: { gate: RateGate; recover?: () => Promise<T | undefined> },
): Promise<T> {
  const { attempts, baseDelayMs, maxDelayMs } = options.gate.policy
  let lastError: unknown
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      if (attempt > 1 && options.recover) {
        const found = await options.recover()
        if (found !== undefined) return found
      }
      return await call()
    } catch (error) {
      if (!isTransient(error)) throw error
      lastError = error
      if (attempt === attempts) break
      const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1))
      await sleep(delay / 2 + Math.random() * (delay / 2))
      await options.gate.wait()
    }
  }
  throw new RetriesExhausted(attempts, { cause: lastError })
}

import { fieldsOf } from '../env'
import { TokenRequestError } from '../errors'

/** The first wait after a failed renewal, doubled by each failure in a row (half of it random). */
const BACKOFF = 1000
/** The longest wait of the back-off. */
const MAX_BACKOFF = 30_000
/** The longest `Retry-After` of the token endpoint believed (the transport clamps its own the same). */
const MAX_RETRY_AFTER = 60_000

/** A session's renewal in flight, its failures in a row, the last one, and when the next may be tried. */
interface Renewals {
  flight: Promise<void> | undefined
  failures: number
  failure: unknown
  retryAt: number
}

const renewals = new WeakMap<object, Renewals>()

/**
 * When the next renewal may be tried after `error`: a lone failure may be retried at once (a
 * dropped connection must not block the next click), each further one in a row waits twice as
 * long (1 s, 2 s, … 30 s, half of it random); a `429` or `503` (the endpoint asking to slow
 * down) waits from the first, and never less than the endpoint's `Retry-After` when it is known.
 */
function backOff(state: Renewals, error: unknown): void {
  const status = TokenRequestError.is(error) ? error.status : 0
  const step = ++state.failures - (status === 429 || status === 503 ? 0 : 1)
  const delay = step > 0 ? Math.min(MAX_BACKOFF, BACKOFF * 2 ** (step - 1)) : 0
  // Core's HttpError may carry the answer's Retry-After (ms): the token error keeps it, or its cause.
  const retryAfter =
    Number(fieldsOf(error)['retryAfter']) || Number(fieldsOf(fieldsOf(error)['cause'])['retryAfter']) || 0
  state.retryAt =
    Date.now() + Math.max(delay / 2 + (Math.random() * delay) / 2, Math.min(retryAfter, MAX_RETRY_AFTER))
  state.failure = error
}

/**
 * Runs a session's renewal `work` as a single flight: every caller during a renewal shares it,
 * and its failure. After a failure, no new renewal before the back-off ends: calls meanwhile
 * fail at once with it. The platform's token endpoint (`renew`) and an app's session route
 * (`routeSession`) renew under the same rules.
 *
 * @param host - the session (the key of its renewal state).
 * @param work - the renewal itself, started when none is in flight.
 */
export function flight(host: object, work: () => Promise<void>): Promise<void> {
  let renewal = renewals.get(host)
  if (!renewal) {
    renewal = { flight: undefined, failures: 0, failure: undefined, retryAt: 0 }
    renewals.set(host, renewal)
  }
  if (!renewal.flight) {
    if (Date.now() < renewal.retryAt) return Promise.reject(renewal.failure)
    const state = renewal
    state.flight = work()
      .then(
        () => {
          state.failures = 0
        },
        (error: unknown) => {
          backOff(state, error)
          throw error
        },
      )
      .finally(() => {
        state.flight = undefined
      })
  }
  return renewal.flight as Promise<void>
}

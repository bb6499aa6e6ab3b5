import type { OAuthClientOptions, ResolvedOptions } from '../options'
import type { EmulatorState } from '../state/state'
import type { EventBus } from '../webhooks/events'
import type { FaultRegistry } from './fault-registry'
import type { EmulatorStats } from './stats'

/** What every route works with: the options, the state, the clock and the side channels. */
export interface EmulatorContext {
  readonly options: ResolvedOptions
  /** The site's data; replaced as a whole by `reset()`. */
  state: EmulatorState
  /** Public origin for hosted pages and media (the bound address after `listen()`). */
  origin: string
  stats: EmulatorStats
  /** OAuth clients by id: the listed ones, then those registered on first use. */
  readonly clients: Map<string, Required<OAuthClientOptions>>
  readonly faults: FaultRegistry
  readonly events: EventBus
  /** Epoch ms from the configured clock. */
  now(): number
  /** The current time as an ISO string. */
  nowIso(): string
  /** Grows on every change of the state: caches of rendered data key on it. */
  revision: number
  /** Marks the state as changed (saved to the state file, when there is one). */
  changed(): void
  /**
   * Marks tokens or sessions as changed: saved to the state file like `changed()`, but without a
   * new `revision`, so a token grant does not throw away the rendered catalogue.
   */
  saveLater(): void
  /** Epoch ms (emulator clock) at which the next sweep of expired and idle records is due. */
  nextSweepAt: number
  /** Writes a log line (verbose mode and warnings). */
  log(line: string): void
}

import type { CallOptions, VitrineError } from '@vitrine/core'

/**
 * The value a bulk update sets on every product: exactly one of price, cost or weight (floats:
 * `NaN` and `±Infinity` are sent as strings).
 *
 * @example
 * ```ts
 * import type { BulkSet } from '@vitrine/catalog'
 *
 * const set: BulkSet = { price: 9.99 }
 * ```
 */
export type BulkSet =
  | { price: number; cost?: never; weight?: never }
  | { cost: number; price?: never; weight?: never }
  | { weight: number; price?: never; cost?: never }

/** A change by a fixed amount (negative to lower) or by a percentage of the current value. */
export type Adjustment =
  | {
      /** Added to the current value (a float; negative lowers it). */
      amount: number
      percentage?: never
    }
  | {
      amount?: never
      /** Changes the current value by `rate` percent (`-10` lowers it by a tenth). */
      percentage: {
        /** Percentage, at least -100. */
        rate: number
        /** Round the result to a whole number. */
        roundToInt?: boolean
      }
    }

/**
 * What a bulk adjustment changes on every product: exactly one of price, cost or weight.
 *
 * @example
 * ```ts
 * import type { BulkAdjust } from '@vitrine/catalog'
 *
 * const raiseByFive: BulkAdjust = { price: { amount: 5 } }
 * const tenPercentOff: BulkAdjust = { price: { percentage: { rate: -10 } } }
 * ```
 */
export type BulkAdjust =
  | { price: Adjustment; cost?: never; weight?: never }
  | { cost: Adjustment; price?: never; weight?: never }
  | { weight: Adjustment; price?: never; cost?: never }

/** Where a bulk operation stands. */
export interface BulkProgress {
  /** Ids processed so far (succeeded or failed). */
  done: number
  /** Ids to process (duplicates counted once). */
  total: number
  /** Ids that failed so far. */
  failed: number
}

/**
 * Options of `products.bulkUpdate` and `products.bulkAdjust`: core's `CallOptions` (`signal` stops
 * the whole call, `timeout` bounds each chunk's attempts), concurrency and progress.
 */
export interface BulkOptions extends CallOptions {
  /**
   * Chunks sent at the same time (default 4). Each chunk holds at most
   * {@link BULK_CHUNK_SIZE} ids, the platform's limit for one bulk call.
   */
  concurrency?: number | undefined
  /** Called once before the first chunk and after every chunk. */
  onProgress?: ((progress: BulkProgress) => void) | undefined
}

/** One id a bulk operation could not change, and why. */
export interface BulkFailure {
  /** The product id. */
  id: string
  /**
   * Why: a {@link BulkItemError} when the platform refused this one product, or the error of the
   * whole chunk it was in (`ValidationError`, `ApplicationError`, `SystemError`, `NetworkError`, …).
   */
  error: VitrineError
}

/** The outcome of a bulk operation, id by id. */
export interface BulkResult {
  /** Ids changed, in the order given. */
  succeeded: string[]
  /** Ids not changed, with the reason, in the order given. */
  failed: BulkFailure[]
}

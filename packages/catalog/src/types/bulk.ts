import type { CallOptions, VitrineError } from '@vitrine/core'
import type { Product } from './product'

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
  /** Ids (or, for `bulkCreate`, products) processed so far (succeeded or failed). */
  done: number
  /** Ids to process (duplicates counted once); for `bulkCreate`, the products given. */
  total: number
  /** Ids (or products) that failed so far. */
  failed: number
}

/**
 * Options of `products.bulkUpdate`, `products.bulkAdjust` and `products.bulkCreate`: core's
 * `CallOptions` (`signal` stops the whole call, `timeout` bounds each request's attempts),
 * concurrency and progress.
 */
export interface BulkOptions extends CallOptions {
  /**
   * Requests sent at the same time (default 4): chunks of at most {@link BULK_CHUNK_SIZE} ids
   * (the platform's limit for one bulk call) for `bulkUpdate` and `bulkAdjust`, single creates
   * for `bulkCreate`.
   */
  concurrency?: number | undefined
  /** Called once before the first request and after every chunk (for `bulkCreate`: every product). */
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

/** One product a bulk create made: where it was in the list given, and the product as stored. */
export interface BulkCreated {
  /** Its index in the list given to `products.bulkCreate`. */
  index: number
  /** The product as stored, with its id. */
  product: Product
}

/** One product a bulk create could not make, and why. */
export interface BulkCreateFailure {
  /** Its index in the list given to `products.bulkCreate`. */
  index: number
  /**
   * Why: an `InvalidInputError` when the input itself is wrong (nothing was sent for it; its
   * fields are named `products[<index>]…`), else the error of its create (`ValidationError`,
   * `ApplicationError`, `SystemError`, `NetworkError`, …). A create that failed with a
   * `NetworkError` or a `TimeoutError` may still have taken effect: look for the product (by its
   * slug or SKU) before creating it again.
   */
  error: VitrineError
}

/**
 * The outcome of `products.bulkCreate`, product by product: every index given is in exactly one
 * of the two lists.
 *
 * @example
 * ```ts
 * import type { BulkCreateResult } from '@vitrine/catalog'
 *
 * function report({ succeeded, failed }: BulkCreateResult): string {
 *   return `${succeeded.length} created, ${failed.length} failed (rows ${failed.map((f) => f.index).join(', ')})`
 * }
 * ```
 */
export interface BulkCreateResult {
  /** The products created, in the order given. */
  succeeded: BulkCreated[]
  /** The products not created, with the reason, in the order given. */
  failed: BulkCreateFailure[]
}

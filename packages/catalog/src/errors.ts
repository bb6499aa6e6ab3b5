import { VitrineError } from '@vitrine/core'

// Every error class of @vitrine/catalog. The catalogue's calls otherwise reject with core's errors
// (`ValidationError`, `ApplicationError`, `InvalidInputError`, …).

/**
 * The code of a {@link BulkItemError}: `PRODUCT_NOT_FOUND` when the product does not exist, or
 * `BULK_ITEM_FAILED` for any other refusal. The platform's own code for the item, whatever it is
 * (spec §8: product-specific codes are not all shown), stays in
 * {@link BulkItemError.platformCode}.
 */
export type BulkItemCode = 'PRODUCT_NOT_FOUND' | 'BULK_ITEM_FAILED'

/**
 * The platform refused one product of a bulk call that otherwise went through. Found in
 * {@link BulkFailure.error}; never thrown.
 *
 * @example
 * ```ts
 * import { BulkItemError } from '@vitrine/catalog'
 *
 * const { failed } = await admin.products.bulkUpdate(['prod-1', 'prod-2'], { price: 5 })
 * for (const { id, error } of failed) {
 *   if (!BulkItemError.is(error)) continue
 *   switch (error.code) {
 *     case 'PRODUCT_NOT_FOUND':
 *       console.log(id, 'is gone')
 *       break
 *     case 'BULK_ITEM_FAILED':
 *       console.log(id, error.platformCode, error.description)
 *   }
 * }
 * ```
 */
export class BulkItemError extends VitrineError {
  static override readonly kind: string = 'BulkItemError'
  declare readonly name: 'BulkItemError'
  declare readonly code: BulkItemCode
  /** The code the platform sent for this item, as sent (`undefined` when it sent none). */
  declare readonly platformCode: string | undefined
  /** The platform's description of the failure. */
  declare readonly description: string
  /** Data the platform attached to the failure. */
  declare readonly data: Record<string, unknown>

  /**
   * @param fields - the platform's code (if any), description and data for the item.
   */
  constructor(fields: { code?: string | undefined; description: string; data: Record<string, unknown> }) {
    const platformCode = fields.code || undefined
    super(fields.description, platformCode === 'PRODUCT_NOT_FOUND' ? platformCode : 'BULK_ITEM_FAILED')
    this.platformCode = platformCode
    this.description = fields.description
    this.data = fields.data
  }
}

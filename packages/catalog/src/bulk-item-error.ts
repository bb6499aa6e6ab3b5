import { VitrineError } from '@vitrine/core'

/**
 * The platform refused one product of a bulk call that otherwise went through. Found in
 * {@link BulkFailure.error}; never thrown.
 *
 * @example
 * ```ts
 * const { failed } = await client.products.bulkUpdate(ids, { price: 5 })
 * for (const { id, error } of failed) {
 *   if (BulkItemError.is(error)) console.log(id, error.code, error.description)
 * }
 * ```
 */
export class BulkItemError extends VitrineError {
  static override readonly kind: string = 'BulkItemError'
  /** The platform's description of the failure. */
  readonly description: string
  /** Data the platform attached to the failure. */
  readonly data: Record<string, unknown>

  /**
   * @param fields - the platform's code, description and data for the item.
   */
  constructor(fields: { code: string; description: string; data: Record<string, unknown> }) {
    super(fields.description, fields.code)
    this.description = fields.description
    this.data = fields.data
  }
}

import type { ModuleContext } from '@vitrine/core/module'
import type { BulkAdjust, BulkOptions, BulkResult } from '../types/bulk'
import { bulkAdjust as adjustShape, bulkOptions } from './bulk-inputs'
import { type BulkCall, callerIndexes, runBulk } from './run-bulk'
import { ids } from './validation'
import { BULK_ADJUST_FIELDS } from './wire-fields'

/**
 * `POST /v1/bulk/products/adjust-properties` `{ ids, adjust }` for one chunk of ids. Adjusting
 * twice adjusts twice: a chunk is never retried.
 */
export const bulkAdjustCall: BulkCall<BulkAdjust> = {
  name: 'products.bulkAdjust',
  params: [
    ['ids', ids],
    ['adjust', adjustShape],
  ],
  options: bulkOptions,
  request: ([ids, adjust], { positions }) => ({
    method: 'POST',
    service: 'catalog-server',
    path: '/v1/bulk/products/adjust-properties',
    body: { ids, adjust },
    fields: BULK_ADJUST_FIELDS,
    argumentNames: callerIndexes(positions),
  }),
}

/** `products.bulkAdjust`: {@link bulkAdjustCall} chunk by chunk, with progress. */
export function bulkAdjust(
  ctx: ModuleContext,
  ids: readonly string[],
  adjust: BulkAdjust,
  options?: BulkOptions,
): Promise<BulkResult> {
  return runBulk(ctx, bulkAdjustCall, ids, adjust, options)
}

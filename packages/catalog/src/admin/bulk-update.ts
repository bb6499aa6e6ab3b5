import type { ModuleContext } from '@vitrine/core/module'
import type { BulkOptions, BulkResult, BulkSet } from '../types/bulk'
import { bulkOptions, bulkSet } from './bulk-inputs'
import { type BulkCall, callerIndexes, runBulk } from './run-bulk'
import { ids } from './validation'
import { BULK_SET_FIELDS } from './wire-fields'

/**
 * `POST /v1/bulk/products/update` `{ ids, set }` for one chunk of ids. Setting a value twice gives
 * the same result, so a chunk is safe to retry on 429 and 503.
 */
export const bulkUpdateCall: BulkCall<BulkSet> = {
  name: 'products.bulkUpdate',
  params: [
    ['ids', ids],
    ['set', bulkSet],
  ],
  options: bulkOptions,
  request: ([ids, set], { positions }) => ({
    method: 'POST',
    service: 'catalog-server',
    path: '/v1/bulk/products/update',
    body: { ids, set },
    fields: BULK_SET_FIELDS,
    idempotent: true,
    argumentNames: callerIndexes(positions),
  }),
}

/** `products.bulkUpdate`: {@link bulkUpdateCall} chunk by chunk, with progress. */
export function bulkUpdate(
  ctx: ModuleContext,
  ids: readonly string[],
  set: BulkSet,
  options?: BulkOptions,
): Promise<BulkResult> {
  return runBulk(ctx, bulkUpdateCall, ids, set, options)
}

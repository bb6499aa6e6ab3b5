import type { ModuleContext } from '@vitrine/core/module'
import { checkInput } from '@vitrine/core/module'
import type { BulkAdjust, BulkOptions, BulkResult } from '../types/bulk'
import { ids as idsSchema } from '../validation/write-shape'
import { BULK_ADJUST_FIELDS } from '../write-fields'
import { bulkAdjust as bulkAdjustSchema, bulkOptions } from './bulk-schemas'
import { type BulkAnswer, runBulk } from './run-bulk'

/**
 * POST /v1/bulk/products/adjust-properties `{ ids, adjust }`, chunk by chunk. Adjusting twice
 * adjusts twice: a chunk is never retried.
 */
export async function bulkAdjust(
  ctx: ModuleContext,
  ids: readonly string[],
  adjust: BulkAdjust,
  options: BulkOptions = {},
): Promise<BulkResult> {
  checkInput([idsSchema, ids, 'ids'], [bulkAdjustSchema, adjust, 'adjust'], [bulkOptions, options, 'options'])
  return runBulk(
    ids,
    (chunk, argumentNames, signal) =>
      ctx.request<BulkAnswer | undefined>({
        method: 'POST',
        service: 'catalog-server',
        path: '/v1/bulk/products/adjust-properties',
        body: { ids: chunk, adjust },
        fields: BULK_ADJUST_FIELDS,
        argumentNames,
        signal,
      }),
    options,
  )
}

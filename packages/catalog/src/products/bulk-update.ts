import type { ModuleContext } from '@vitrine/core/module'
import { checkInput } from '@vitrine/core/module'
import type { BulkOptions, BulkResult, BulkSet } from '../types/bulk'
import { ids as idsSchema } from '../validation/write-shape'
import { BULK_SET_FIELDS } from '../write-fields'
import { bulkOptions, bulkSet } from './bulk-schemas'
import { type BulkAnswer, runBulk } from './run-bulk'

/**
 * POST /v1/bulk/products/update `{ ids, set }`, chunk by chunk. Setting a value twice gives the
 * same result, so a chunk is safe to retry on 429 and 503.
 */
export async function bulkUpdate(
  ctx: ModuleContext,
  ids: readonly string[],
  set: BulkSet,
  options: BulkOptions = {},
): Promise<BulkResult> {
  checkInput([idsSchema, ids, 'ids'], [bulkSet, set, 'set'], [bulkOptions, options, 'options'])
  return runBulk(
    ids,
    (chunk, argumentNames, signal) =>
      ctx.request<BulkAnswer | undefined>({
        method: 'POST',
        service: 'catalog-server',
        path: '/v1/bulk/products/update',
        body: { ids: chunk, set },
        fields: BULK_SET_FIELDS,
        idempotent: true,
        argumentNames,
        signal,
      }),
    options,
  )
}

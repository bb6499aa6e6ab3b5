import { path } from '@vitrine/core'
import { checkInput, type ModuleContext } from '@vitrine/core/module'
import { sendWrite } from '../send-write'
import type { RequestOptions } from '../types/options'
import { someIds, text } from '../validation/shape'

/** POST /v1/collections/{id}/productIds/delete `{ id, productIds }`. */
export async function removeProducts(
  ctx: ModuleContext,
  id: string,
  productIds: readonly string[],
  options: RequestOptions = {},
): Promise<void> {
  checkInput([text, id, 'id'], [someIds, productIds, 'productIds'])
  return sendWrite(ctx, 'POST', path`/v1/collections/${id}/productIds/delete`, id, { productIds }, options)
}

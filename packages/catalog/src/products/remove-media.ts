import { path } from '@vitrine/core'
import { checkInput, type ModuleContext } from '@vitrine/core/module'
import { sendWrite } from '../send-write'
import type { RequestOptions } from '../types/options'
import { someIds, text } from '../validation/shape'

/** POST /v1/products/{id}/media/delete `{ id, mediaIds }`. */
export async function removeMedia(
  ctx: ModuleContext,
  id: string,
  mediaIds: readonly string[],
  options: RequestOptions = {},
): Promise<void> {
  checkInput([text, id, 'id'], [someIds, mediaIds, 'mediaIds'])
  return sendWrite(ctx, 'POST', path`/v1/products/${id}/media/delete`, id, { mediaIds }, options)
}

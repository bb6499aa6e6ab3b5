import { path } from '@vitrine/core'
import { checkInput, type ModuleContext } from '@vitrine/core/module'
import { sendWrite } from '../send-write'
import type { RequestOptions } from '../types/options'
import { text } from '../validation/shape'

/** POST /v1/products/{id}/variants/resetToDefault `{ id }`. */
export async function resetVariants(
  ctx: ModuleContext,
  id: string,
  options: RequestOptions = {},
): Promise<void> {
  checkInput([text, id, 'id'])
  return sendWrite(ctx, 'POST', path`/v1/products/${id}/variants/resetToDefault`, id, undefined, options)
}

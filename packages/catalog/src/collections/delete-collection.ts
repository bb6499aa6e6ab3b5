import { path } from '@vitrine/core'
import { checkInput, type ModuleContext } from '@vitrine/core/module'
import { sendWrite } from '../send-write'
import type { RequestOptions } from '../types/options'
import { text } from '../validation/shape'

/** DELETE /v1/collections/{id}. */
export async function deleteCollection(
  ctx: ModuleContext,
  id: string,
  options: RequestOptions = {},
): Promise<void> {
  checkInput([text, id, 'id'])
  return sendWrite(ctx, 'DELETE', path`/v1/collections/${id}`, id, undefined, options)
}

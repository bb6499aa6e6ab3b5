import { path } from '@vitrine/core'
import { checkInput, type ModuleContext } from '@vitrine/core/module'
import { sendWrite } from '../send-write'
import type { MediaSource } from '../types/media'
import type { RequestOptions } from '../types/options'
import { text } from '../validation/shape'
import { mediaSources } from './product-schemas'

/** POST /v1/products/{id}/media `{ id, media }`. */
export async function addMedia(
  ctx: ModuleContext,
  id: string,
  media: readonly MediaSource[],
  options: RequestOptions = {},
): Promise<void> {
  checkInput([text, id, 'id'], [mediaSources, media, 'media'])
  return sendWrite(ctx, 'POST', path`/v1/products/${id}/media`, id, { media }, options)
}

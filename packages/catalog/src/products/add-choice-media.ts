import { path } from '@vitrine/core'
import { checkInput, type ModuleContext } from '@vitrine/core/module'
import { sendWrite } from '../send-write'
import type { ChoiceMedia } from '../types/media'
import type { RequestOptions } from '../types/options'
import { text } from '../validation/shape'
import { choiceMedia } from './product-schemas'

/** PATCH /v1/products/{id}/choices/media `{ id, media }`. */
export async function addChoiceMedia(
  ctx: ModuleContext,
  id: string,
  media: readonly ChoiceMedia[],
  options: RequestOptions = {},
): Promise<void> {
  checkInput([text, id, 'id'], [choiceMedia, media, 'media'])
  return sendWrite(ctx, 'PATCH', path`/v1/products/${id}/choices/media`, id, { media }, options)
}

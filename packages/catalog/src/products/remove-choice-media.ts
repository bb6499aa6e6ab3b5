import { path } from '@vitrine/core'
import { checkInput, type ModuleContext } from '@vitrine/core/module'
import { sendWrite } from '../send-write'
import type { ChoiceMedia } from '../types/media'
import type { RequestOptions } from '../types/options'
import { text } from '../validation/shape'
import { choiceMedia } from './product-schemas'

/** POST /v1/products/{id}/choices/media/delete `{ id, media }`. */
export async function removeChoiceMedia(
  ctx: ModuleContext,
  id: string,
  media: readonly ChoiceMedia[],
  options: RequestOptions = {},
): Promise<void> {
  checkInput([text, id, 'id'], [choiceMedia, media, 'media'])
  return sendWrite(ctx, 'POST', path`/v1/products/${id}/choices/media/delete`, id, { media }, options)
}

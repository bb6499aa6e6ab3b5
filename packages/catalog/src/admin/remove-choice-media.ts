import { path } from '@vitrine/core'
import { inputPathParam, nothing, type Operation } from '@vitrine/core/module'
import type { ChoiceMedia } from '../types/media'
import { choiceMedia } from './product-inputs'

/** `POST /v1/products/{id}/choices/media/delete` `{ id, media }`. */
export const removeChoiceMedia: Operation<[id: string, media: readonly ChoiceMedia[]], unknown, void> = {
  name: 'products.removeChoiceMedia',
  params: [
    ['id', inputPathParam],
    ['media', choiceMedia],
  ],
  request: ([id, media]) => ({
    method: 'POST',
    service: 'catalog-server',
    path: path`/v1/products/${id}/choices/media/delete`,
    body: { id, media },
  }),
  result: nothing,
}

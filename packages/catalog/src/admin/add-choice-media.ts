import { path } from '@vitrine/core'
import { inputPathParam, nothing, type Operation } from '@vitrine/core/module'
import type { ChoiceMedia } from '../types/media'
import { choiceMedia } from './product-inputs'

/** `PATCH /v1/products/{id}/choices/media` `{ id, media }`. */
export const addChoiceMedia: Operation<[id: string, media: readonly ChoiceMedia[]], unknown, void> = {
  name: 'products.addChoiceMedia',
  params: [
    ['id', inputPathParam],
    ['media', choiceMedia],
  ],
  request: ([id, media]) => ({
    method: 'PATCH',
    service: 'catalog-server',
    path: path`/v1/products/${id}/choices/media`,
    body: { id, media },
  }),
  result: nothing,
}

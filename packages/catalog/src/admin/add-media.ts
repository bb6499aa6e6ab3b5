import { path } from '@vitrine/core'
import { inputPathParam, nothing, type Operation } from '@vitrine/core/module'
import type { MediaSource } from '../types/media'
import { mediaSources } from './product-inputs'

/** `POST /v1/products/{id}/media` `{ id, media }`. */
export const addMedia: Operation<[id: string, media: readonly MediaSource[]], unknown, void> = {
  name: 'products.addMedia',
  params: [
    ['id', inputPathParam],
    ['media', mediaSources],
  ],
  request: ([id, media]) => ({
    method: 'POST',
    service: 'catalog-server',
    path: path`/v1/products/${id}/media`,
    body: { id, media },
  }),
  result: nothing,
}

import { path } from '@vitrine/core'
import { inputIds, inputPathParam, nothing, type Operation } from '@vitrine/core/module'

/** `POST /v1/products/{id}/media/delete` `{ id, mediaIds }`. */
export const removeMedia: Operation<[id: string, mediaIds: readonly string[]], unknown, void> = {
  name: 'products.removeMedia',
  params: [
    ['id', inputPathParam],
    ['mediaIds', inputIds],
  ],
  request: ([id, mediaIds]) => ({
    method: 'POST',
    service: 'catalog-server',
    path: path`/v1/products/${id}/media/delete`,
    body: { id, mediaIds },
  }),
  result: nothing,
}

import { path } from '@vitrine/core'
import { inputIds, inputPathParam, nothing, type Operation } from '@vitrine/core/module'

/** `POST /v1/collections/{id}/productIds/delete` `{ id, productIds }`. */
export const removeProducts: Operation<[id: string, productIds: readonly string[]], unknown, void> = {
  name: 'collections.removeProducts',
  params: [
    ['id', inputPathParam],
    ['productIds', inputIds],
  ],
  request: ([id, productIds]) => ({
    method: 'POST',
    service: 'catalog-server',
    path: path`/v1/collections/${id}/productIds/delete`,
    body: { id, productIds },
  }),
  result: nothing,
}

import { path } from '@vitrine/core'
import { inputIds, inputPathParam, nothing, type Operation } from '@vitrine/core/module'

/** `POST /v1/collections/{id}/productIds` `{ id, productIds }`. */
export const addProducts: Operation<[id: string, productIds: readonly string[]], unknown, void> = {
  name: 'collections.addProducts',
  params: [
    ['id', inputPathParam],
    ['productIds', inputIds],
  ],
  request: ([id, productIds]) => ({
    method: 'POST',
    service: 'catalog-server',
    path: path`/v1/collections/${id}/productIds`,
    body: { id, productIds },
  }),
  result: nothing,
}

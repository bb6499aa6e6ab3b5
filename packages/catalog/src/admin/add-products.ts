import { path } from '@vitrine/core'
import { inputPathParam, type Operation } from '@vitrine/core/module'
import { someIds } from '../validation'

/** `POST /v1/collections/{id}/productIds` `{ id, productIds }`. */
export const addProducts: Operation<[id: string, productIds: readonly string[]], unknown, void> = {
  name: 'collections.addProducts',
  params: [
    ['id', inputPathParam],
    ['productIds', someIds],
  ],
  request: ([id, productIds]) => ({
    method: 'POST',
    service: 'catalog-server',
    path: path`/v1/collections/${id}/productIds`,
    body: { id, productIds },
  }),
  result: () => undefined,
}

import { path } from '@vitrine/core'
import { inputPathParam, nothing, type Operation } from '@vitrine/core/module'

/** `DELETE /v1/collections/{id}`, the id repeated in the query. */
export const deleteCollection: Operation<[id: string], unknown, void> = {
  name: 'collections.delete',
  params: [['id', inputPathParam]],
  request: ([id]) => ({
    method: 'DELETE',
    service: 'catalog-server',
    path: path`/v1/collections/${id}`,
    query: { id },
  }),
  result: nothing,
}

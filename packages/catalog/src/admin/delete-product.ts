import { path } from '@vitrine/core'
import { inputPathParam, nothing, type Operation } from '@vitrine/core/module'

/** `DELETE /v1/products/{id}`, the id repeated in the query. */
export const deleteProduct: Operation<[id: string], unknown, void> = {
  name: 'products.delete',
  params: [['id', inputPathParam]],
  request: ([id]) => ({
    method: 'DELETE',
    service: 'catalog-server',
    path: path`/v1/products/${id}`,
    query: { id },
  }),
  result: nothing,
}

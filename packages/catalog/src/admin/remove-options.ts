import { path } from '@vitrine/core'
import { inputPathParam, nothing, type Operation } from '@vitrine/core/module'

/** `DELETE /v1/products/{id}/options`, the id repeated in the query. */
export const removeOptions: Operation<[id: string], unknown, void> = {
  name: 'products.removeOptions',
  params: [['id', inputPathParam]],
  request: ([id]) => ({
    method: 'DELETE',
    service: 'catalog-server',
    path: path`/v1/products/${id}/options`,
    query: { id },
  }),
  result: nothing,
}

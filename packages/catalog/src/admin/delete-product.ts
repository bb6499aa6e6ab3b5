import { path } from '@vitrine/core'
import type { Operation } from '@vitrine/core/module'
import { text } from '../validation'

/** `DELETE /v1/products/{id}`, the id repeated in the query. */
export const deleteProduct: Operation<[id: string], unknown, void> = {
  name: 'products.delete',
  params: [['id', text]],
  request: ([id]) => ({
    method: 'DELETE',
    service: 'catalog-server',
    path: path`/v1/products/${id}`,
    query: { id },
  }),
  result: () => undefined,
}

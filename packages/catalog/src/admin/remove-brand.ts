import { path } from '@vitrine/core'
import { inputPathParam, nothing, type Operation } from '@vitrine/core/module'

/** `POST /v1/products/{id}/remove-brand` `{ id }`. */
export const removeBrand: Operation<[id: string], unknown, void> = {
  name: 'products.removeBrand',
  params: [['id', inputPathParam]],
  request: ([id]) => ({
    method: 'POST',
    service: 'catalog-server',
    path: path`/v1/products/${id}/remove-brand`,
    body: { id },
  }),
  result: nothing,
}

import { path } from '@vitrine/core'
import { inputPathParam, nothing, type Operation } from '@vitrine/core/module'

/** `POST /v1/products/{id}/remove-ribbon` `{ id }`. */
export const removeRibbon: Operation<[id: string], unknown, void> = {
  name: 'products.removeRibbon',
  params: [['id', inputPathParam]],
  request: ([id]) => ({
    method: 'POST',
    service: 'catalog-server',
    path: path`/v1/products/${id}/remove-ribbon`,
    body: { id },
  }),
  result: nothing,
}

import { path } from '@vitrine/core'
import type { Operation } from '@vitrine/core/module'
import { text } from '../validation'

/** `POST /v1/products/{id}/remove-ribbon` `{ id }`. */
export const removeRibbon: Operation<[id: string], unknown, void> = {
  name: 'products.removeRibbon',
  params: [['id', text]],
  request: ([id]) => ({
    method: 'POST',
    service: 'catalog-server',
    path: path`/v1/products/${id}/remove-ribbon`,
    body: { id },
  }),
  result: () => undefined,
}

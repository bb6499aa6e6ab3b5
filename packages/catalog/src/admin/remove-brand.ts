import { path } from '@vitrine/core'
import type { Operation } from '@vitrine/core/module'
import { text } from '../validation'

/** `POST /v1/products/{id}/remove-brand` `{ id }`. */
export const removeBrand: Operation<[id: string], unknown, void> = {
  name: 'products.removeBrand',
  params: [['id', text]],
  request: ([id]) => ({
    method: 'POST',
    service: 'catalog-server',
    path: path`/v1/products/${id}/remove-brand`,
    body: { id },
  }),
  result: () => undefined,
}

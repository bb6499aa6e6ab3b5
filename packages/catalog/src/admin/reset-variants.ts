import { path } from '@vitrine/core'
import type { Operation } from '@vitrine/core/module'
import { text } from '../validation'

/** `POST /v1/products/{id}/variants/resetToDefault` `{ id }`. */
export const resetVariants: Operation<[id: string], unknown, void> = {
  name: 'products.resetVariants',
  params: [['id', text]],
  request: ([id]) => ({
    method: 'POST',
    service: 'catalog-server',
    path: path`/v1/products/${id}/variants/resetToDefault`,
    body: { id },
  }),
  result: () => undefined,
}

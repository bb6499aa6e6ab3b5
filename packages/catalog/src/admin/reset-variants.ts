import { path } from '@vitrine/core'
import { inputPathParam, nothing, type Operation } from '@vitrine/core/module'

/** `POST /v1/products/{id}/variants/resetToDefault` `{ id }`. */
export const resetVariants: Operation<[id: string], unknown, void> = {
  name: 'products.resetVariants',
  params: [['id', inputPathParam]],
  request: ([id]) => ({
    method: 'POST',
    service: 'catalog-server',
    path: path`/v1/products/${id}/variants/resetToDefault`,
    body: { id },
  }),
  result: nothing,
}

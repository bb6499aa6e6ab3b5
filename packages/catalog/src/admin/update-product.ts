import { path } from '@vitrine/core'
import { entityOf, inputPathParam, type Operation } from '@vitrine/core/module'
import type { Product, ProductUpdate } from '../types/product'
import { productUpdate } from './product-inputs'
import { PRODUCT_WRITE_FIELDS } from './wire-fields'

/** `PATCH /v1/products/{product.id}` `{ product: { id, …changes } }`. */
export const updateProduct: Operation<[id: string, product: ProductUpdate], { product: Product }, Product> = {
  name: 'products.update',
  params: [
    ['id', inputPathParam],
    ['product', productUpdate],
  ],
  request: ([id, product]) => ({
    method: 'PATCH',
    service: 'catalog-server',
    path: path`/v1/products/${id}`,
    body: { product: { ...product, id } },
    fields: PRODUCT_WRITE_FIELDS,
    argumentNames: { 'product.id': 'id' },
  }),
  result: /* @__PURE__ */ entityOf<'product', Product>('product'),
}

import { entityOf, type Operation } from '@vitrine/core/module'
import type { Product, ProductInput } from '../types/product'
import { productInput } from './product-inputs'
import { PRODUCT_WRITE_FIELDS } from './wire-fields'

/** `POST /v1/products` `{ product }`. */
export const createProduct: Operation<[product: ProductInput], { product: Product }, Product> = {
  name: 'products.create',
  params: [['product', productInput]],
  request: ([product]) => ({
    method: 'POST',
    service: 'catalog-server',
    path: '/v1/products',
    body: { product },
    fields: PRODUCT_WRITE_FIELDS,
  }),
  result: /* @__PURE__ */ entityOf<'product', Product>('product'),
}

import { path } from '@vitrine/core'
import { entityOf, inputPathParam, type Operation } from '@vitrine/core/module'
import type { GetProductOptions } from '../types/options'
import type { Product } from '../types/product'
import { PRODUCT_FIELDS } from '../wire-fields'

/** `GET /v1/products/{id}`: one product, the id repeated in the query as the platform expects. */
export const getProduct: Operation<[id: string], { product: Product }, Product, GetProductOptions> = {
  name: 'products.get',
  params: [['id', inputPathParam]],
  request: ([id], { includeMerchantSpecificData }) => ({
    method: 'GET',
    service: 'catalog-reader',
    path: path`/v1/products/${id}`,
    query: { id, includeMerchantSpecificData },
    fields: PRODUCT_FIELDS,
  }),
  result: /* @__PURE__ */ entityOf<'product', Product>('product'),
}

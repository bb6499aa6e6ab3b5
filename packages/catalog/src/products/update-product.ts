import { path } from '@vitrine/core'
import { checkInput, type ModuleContext } from '@vitrine/core/module'
import type { RequestOptions } from '../types/options'
import type { Product, ProductUpdate } from '../types/product'
import { text } from '../validation/shape'
import { PRODUCT_FIELDS } from '../wire-fields'
import { productUpdate } from './product-schemas'

/** PATCH /v1/products/{id} `{ product: { id, …changes } }`. */
export async function updateProduct(
  ctx: ModuleContext,
  id: string,
  product: ProductUpdate,
  options: RequestOptions = {},
): Promise<Product> {
  checkInput([text, id, 'id'], [productUpdate, product, 'product'])
  const answer = await ctx.request<{ product: Product }>({
    method: 'PATCH',
    service: 'catalog-server',
    path: path`/v1/products/${id}`,
    body: { product: { ...product, id } },
    fields: PRODUCT_FIELDS,
    argumentNames: { 'product.id': 'id' },
    signal: options.signal,
  })
  return answer.product
}

import type { ModuleContext } from '@vitrine/core/module'
import { checkInput } from '@vitrine/core/module'
import type { RequestOptions } from '../types/options'
import type { Product, ProductInput } from '../types/product'
import { PRODUCT_FIELDS } from '../wire-fields'
import { productInput } from './product-schemas'

/** POST /v1/products `{ product }`. */
export async function createProduct(
  ctx: ModuleContext,
  product: ProductInput,
  options: RequestOptions = {},
): Promise<Product> {
  checkInput([productInput, product, 'product'])
  const answer = await ctx.request<{ product: Product }>({
    method: 'POST',
    service: 'catalog-server',
    path: '/v1/products',
    body: { product },
    fields: PRODUCT_FIELDS,
    signal: options.signal,
  })
  return answer.product
}

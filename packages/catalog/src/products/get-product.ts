import { path } from '@vitrine/core'
import { checkInput, type ModuleContext } from '@vitrine/core/module'
import type { GetProductOptions } from '../types/options'
import type { Product } from '../types/product'
import { text } from '../validation/shape'
import { PRODUCT_FIELDS } from '../wire-fields'

/** GET /v1/products/{id}: one product, the id repeated in the query as the platform expects. */
export async function getProduct(
  ctx: ModuleContext,
  id: string,
  options: GetProductOptions = {},
): Promise<Product> {
  checkInput([text, id, 'id'])
  const answer = await ctx.request<{ product: Product }>({
    method: 'GET',
    service: 'catalog-reader',
    path: path`/v1/products/${id}`,
    query: { id, includeMerchantSpecificData: options.includeMerchantSpecificData },
    fields: PRODUCT_FIELDS,
    signal: options.signal,
  })
  return answer.product
}

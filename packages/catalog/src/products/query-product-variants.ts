import { Page, type Paging, path } from '@vitrine/core'
import { checkInput, DEFAULT_LIMIT, type ModuleContext, type PageFetcher } from '@vitrine/core/module'
import { type PagingMetadata, pageData } from '../page-data'
import type { ProductVariantsOptions } from '../types/options'
import type { Variant } from '../types/product'
import { choices, maybe, someIds, text, whole } from '../validation/shape'
import { VARIANT_FIELDS } from '../wire-fields'

const variantsOptions = maybe({
  choices: maybe(choices),
  variantIds: maybe(someIds),
  limit: maybe(whole(1)),
  offset: maybe(whole(0)),
})

/**
 * POST /v1/products/{id}/variants/query `{ id, choices, variantIds, paging,
 * includeMerchantSpecificData }`: a read, so safe to retry.
 */
export async function queryProductVariants(
  ctx: ModuleContext,
  id: string,
  options: ProductVariantsOptions = {},
): Promise<Page<Variant>> {
  checkInput([text, id, 'id'], [variantsOptions, options, 'options'])
  const { choices, variantIds, includeMerchantSpecificData } = options
  const fetchPage: PageFetcher<Variant> = async (paging, signal) => {
    const answer = await ctx.request<{
      variants?: Variant[]
      metadata?: PagingMetadata
      totalResults?: number
    }>({
      method: 'POST',
      service: 'catalog-reader',
      path: path`/v1/products/${id}/variants/query`,
      body: { id, choices, variantIds, paging, includeMerchantSpecificData },
      fields: VARIANT_FIELDS,
      idempotent: true,
      argumentNames: { choices: 'options.choices', variantIds: 'options.variantIds', paging: 'options' },
      signal,
    })
    return pageData(answer.variants, { total: answer.totalResults, ...answer.metadata })
  }
  const paging: Paging = { limit: options.limit ?? DEFAULT_LIMIT, offset: options.offset ?? 0 }
  return new Page(await fetchPage(paging, options.signal), paging, fetchPage)
}

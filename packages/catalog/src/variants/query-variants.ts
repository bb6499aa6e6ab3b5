import { QueryBuilder } from '@vitrine/core'
import type { ModuleContext } from '@vitrine/core/module'
import { type PagingMetadata, pageData } from '../page-data'
import type { StoreVariant, StoreVariantQueryFields } from '../types/store-variant'
import { STORE_VARIANT_FIELDS } from '../wire-fields'

/** POST /v1/variants/query `{ query }`: a read, so safe to retry. */
export function queryVariants(ctx: ModuleContext): QueryBuilder<StoreVariant, StoreVariantQueryFields> {
  return new QueryBuilder<StoreVariant, StoreVariantQueryFields>(async (query, signal) => {
    const answer = await ctx.request<{ variants?: StoreVariant[]; metadata?: PagingMetadata }>({
      method: 'POST',
      service: 'catalog-reader',
      path: '/v1/variants/query',
      body: { query },
      fields: STORE_VARIANT_FIELDS,
      idempotent: true,
      signal,
    })
    return pageData(answer.variants, answer.metadata)
  })
}

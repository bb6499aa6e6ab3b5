import type { PageData, QuerySpec } from '@vitrine/core'
import type { Operation } from '@vitrine/core/module'
import { type PagingMetadata, pageData } from '../page-data'
import type { StoreVariant } from '../types/store-variant'
import { STORE_VARIANT_FIELDS } from '../wire-fields'

/** What a query of store variants answers. */
export interface StoreVariantsAnswer {
  variants?: StoreVariant[]
  metadata?: PagingMetadata
}

/** `POST /v1/variants/query` `{ query }`: a read, so safe to retry. */
export const queryVariants: Operation<[query: QuerySpec], StoreVariantsAnswer, PageData<StoreVariant>> = {
  name: 'variants.query',
  params: [['query', {}]],
  request: ([query]) => ({
    method: 'POST',
    service: 'catalog-reader',
    path: '/v1/variants/query',
    body: { query },
    fields: STORE_VARIANT_FIELDS,
    idempotent: true,
  }),
  result: (answer) => pageData(answer.variants, answer.metadata),
}

import type { PageData, QuerySpec } from '@vitrine/core'
import type { Operation } from '@vitrine/core/module'
import { type PagingMetadata, pageData } from '../page-data'
import type { Product } from '../types/product'
import { PRODUCT_FIELDS } from '../wire-fields'

/** What a products query answers. */
export interface ProductsAnswer {
  products?: Product[]
  metadata?: PagingMetadata
}

/**
 * `GET /v1/products/query-platformized` with `{ query: { filter, sort, paging } }` (spec §7 names
 * it a POST: core sends the nested payload as `.r` on a GET, and as a POST with the payload as its
 * body past 4000 characters). A query with no conditions sends `"filter": {}`, as the platform's
 * own client does.
 */
export const queryProducts: Operation<[query: QuerySpec], ProductsAnswer, PageData<Product>> = {
  name: 'products.query',
  params: [['query', {}]],
  request: ([query]) => ({
    method: 'GET',
    service: 'catalog-reader',
    path: '/v1/products/query-platformized',
    query: { query: { filter: {}, ...query } },
    fields: PRODUCT_FIELDS,
  }),
  result: (answer) => pageData(answer.products, answer.metadata),
}

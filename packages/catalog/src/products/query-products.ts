import { QueryBuilder } from '@vitrine/core'
import type { ModuleContext } from '@vitrine/core/module'
import { type PagingMetadata, pageData } from '../page-data'
import type { Product, ProductQueryFields } from '../types/product'
import { PRODUCTS_FIELDS } from '../wire-fields'

/**
 * GET /v1/products/query-platformized with `{ query: { filter, sort, paging } }`: core sends the
 * nested payload as `.r`, or as a POST when the query string would pass 4000 characters.
 */
export function queryProducts(ctx: ModuleContext): QueryBuilder<Product, ProductQueryFields> {
  return new QueryBuilder<Product, ProductQueryFields>(async (query, signal) => {
    const answer = await ctx.request<{ products?: Product[]; metadata?: PagingMetadata }>({
      method: 'GET',
      service: 'catalog-reader',
      path: '/v1/products/query-platformized',
      query: { query },
      fields: PRODUCTS_FIELDS,
      signal,
    })
    return pageData(answer.products, answer.metadata)
  })
}

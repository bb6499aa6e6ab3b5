import { QueryBuilder } from '@vitrine/core'
import type { ModuleContext } from '@vitrine/core/module'
import { type PagingMetadata, pageData } from '../page-data'
import type { Collection, CollectionQueryFields } from '../types/collection'
import { COLLECTIONS_FIELDS } from '../wire-fields'

/**
 * GET /v2/collections/query with `{ query: { filter, sort, paging } }` (`.r`, or a POST past 4000
 * characters); the answer's paging is `metadata` (the platform's schema), or `pagingMetadata` as
 * older answers named it: both are read (wire-notes §4).
 */
export function queryCollections(ctx: ModuleContext): QueryBuilder<Collection, CollectionQueryFields> {
  return new QueryBuilder<Collection, CollectionQueryFields>(async (query, signal) => {
    const answer = await ctx.request<{
      collections?: Collection[]
      metadata?: PagingMetadata
      pagingMetadata?: PagingMetadata
    }>({
      method: 'GET',
      service: 'collections',
      path: '/v2/collections/query',
      query: { query },
      fields: COLLECTIONS_FIELDS,
      signal,
    })
    return pageData(answer.collections, answer.metadata ?? answer.pagingMetadata)
  })
}

import type { PageData, QuerySpec } from '@vitrine/core'
import type { Operation } from '@vitrine/core/module'
import { type PagingMetadata, pageData } from '../page-data'
import type { Collection } from '../types/collection'
import { COLLECTION_FIELDS } from '../wire-fields'

/** What a collections query answers: the paging in `metadata` (the platform's field) or `pagingMetadata`. */
export interface CollectionsAnswer {
  collections?: Collection[]
  metadata?: PagingMetadata
  pagingMetadata?: PagingMetadata
}

/**
 * `GET /v2/collections/query` with `{ query: { filter, sort, paging } }` (spec §7 names it a POST:
 * `.r` on a GET, or a POST past 4000 characters). The answer's paging is read from `metadata`, the
 * platform's field, and from `pagingMetadata` when that is all there is. A query with no conditions
 * sends `"filter": {}`, as the platform's own client does.
 */
export const queryCollections: Operation<[query: QuerySpec], CollectionsAnswer, PageData<Collection>> = {
  name: 'collections.query',
  params: [['query', {}]],
  request: ([query]) => ({
    method: 'GET',
    service: 'collections',
    path: '/v2/collections/query',
    query: { query: { filter: {}, ...query } },
    fields: COLLECTION_FIELDS,
  }),
  result: (answer) => pageData(answer.collections, answer.metadata ?? answer.pagingMetadata),
}

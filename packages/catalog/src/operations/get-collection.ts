import { path } from '@vitrine/core'
import { entityOf, inputPathParam, type Operation } from '@vitrine/core/module'
import type { Collection } from '../types/collection'
import { COLLECTION_FIELDS } from '../wire-fields'

/** `GET /v2/collections/{id}`, the id repeated in the query. */
export const getCollection: Operation<[id: string], { collection: Collection }, Collection> = {
  name: 'collections.get',
  params: [['id', inputPathParam]],
  request: ([id]) => ({
    method: 'GET',
    service: 'collections',
    path: path`/v2/collections/${id}`,
    query: { id },
    fields: COLLECTION_FIELDS,
  }),
  result: /* @__PURE__ */ entityOf<'collection', Collection>('collection'),
}

import { entityOf, type Operation } from '@vitrine/core/module'
import type { Collection, CollectionInput } from '../types/collection'
import { collectionInput } from './collection-inputs'
import { COLLECTION_WRITE_FIELDS } from './wire-fields'

/** `POST /v1/collections` `{ collection }`. */
export const createCollection: Operation<
  [collection: CollectionInput],
  { collection: Collection },
  Collection
> = {
  name: 'collections.create',
  params: [['collection', collectionInput]],
  request: ([collection]) => ({
    method: 'POST',
    service: 'catalog-server',
    path: '/v1/collections',
    body: { collection },
    fields: COLLECTION_WRITE_FIELDS,
  }),
  result: /* @__PURE__ */ entityOf<'collection', Collection>('collection'),
}

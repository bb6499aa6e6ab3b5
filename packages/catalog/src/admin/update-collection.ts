import { path } from '@vitrine/core'
import { entityOf, inputPathParam, type Operation } from '@vitrine/core/module'
import type { Collection, CollectionUpdate } from '../types/collection'
import { collectionUpdate } from './collection-inputs'
import { COLLECTION_WRITE_FIELDS } from './wire-fields'

/** `PATCH /v1/collections/{collection.id}` `{ collection: { id, …changes } }`. */
export const updateCollection: Operation<
  [id: string, collection: CollectionUpdate],
  { collection: Collection },
  Collection
> = {
  name: 'collections.update',
  params: [
    ['id', inputPathParam],
    ['collection', collectionUpdate],
  ],
  request: ([id, collection]) => ({
    method: 'PATCH',
    service: 'catalog-server',
    path: path`/v1/collections/${id}`,
    body: { collection: { ...collection, id } },
    fields: COLLECTION_WRITE_FIELDS,
    argumentNames: { 'collection.id': 'id' },
  }),
  result: /* @__PURE__ */ entityOf<'collection', Collection>('collection'),
}

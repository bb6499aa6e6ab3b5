import { path } from '@vitrine/core'
import { checkInput, type ModuleContext } from '@vitrine/core/module'
import type { Collection, CollectionUpdate } from '../types/collection'
import type { RequestOptions } from '../types/options'
import { text } from '../validation/shape'
import { COLLECTION_FIELDS } from '../wire-fields'
import { collectionUpdate } from './collection-schemas'

/** PATCH /v1/collections/{id} `{ collection: { id, …changes } }`. */
export async function updateCollection(
  ctx: ModuleContext,
  id: string,
  collection: CollectionUpdate,
  options: RequestOptions = {},
): Promise<Collection> {
  checkInput([text, id, 'id'], [collectionUpdate, collection, 'collection'])
  const answer = await ctx.request<{ collection: Collection }>({
    method: 'PATCH',
    service: 'catalog-server',
    path: path`/v1/collections/${id}`,
    body: { collection: { ...collection, id } },
    fields: COLLECTION_FIELDS,
    argumentNames: { 'collection.id': 'id' },
    signal: options.signal,
  })
  return answer.collection
}

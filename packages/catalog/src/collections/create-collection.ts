import type { ModuleContext } from '@vitrine/core/module'
import { checkInput } from '@vitrine/core/module'
import type { Collection, CollectionInput } from '../types/collection'
import type { RequestOptions } from '../types/options'
import { COLLECTION_FIELDS } from '../wire-fields'
import { collectionInput } from './collection-schemas'

/** POST /v1/collections `{ collection }`. */
export async function createCollection(
  ctx: ModuleContext,
  collection: CollectionInput,
  options: RequestOptions = {},
): Promise<Collection> {
  checkInput([collectionInput, collection, 'collection'])
  const answer = await ctx.request<{ collection: Collection }>({
    method: 'POST',
    service: 'catalog-server',
    path: '/v1/collections',
    body: { collection },
    fields: COLLECTION_FIELDS,
    signal: options.signal,
  })
  return answer.collection
}

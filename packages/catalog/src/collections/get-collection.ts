import { path } from '@vitrine/core'
import { checkInput, type ModuleContext } from '@vitrine/core/module'
import type { Collection } from '../types/collection'
import type { RequestOptions } from '../types/options'
import { text } from '../validation/shape'
import { COLLECTION_FIELDS } from '../wire-fields'

/** GET /v2/collections/{id}, the id repeated in the query. */
export async function getCollection(
  ctx: ModuleContext,
  id: string,
  options: RequestOptions = {},
): Promise<Collection> {
  checkInput([text, id, 'id'])
  const answer = await ctx.request<{ collection: Collection }>({
    method: 'GET',
    service: 'collections',
    path: path`/v2/collections/${id}`,
    query: { id },
    fields: COLLECTION_FIELDS,
    signal: options.signal,
  })
  return answer.collection
}

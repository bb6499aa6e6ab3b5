import { path } from '@vitrine/core'
import { checkInput, type ModuleContext } from '@vitrine/core/module'
import type { Collection } from '../types/collection'
import type { RequestOptions } from '../types/options'
import { text } from '../validation/shape'
import { COLLECTION_FIELDS } from '../wire-fields'

/** GET /v2/collections/slug/{slug}, the slug repeated in the query. */
export async function getCollectionBySlug(
  ctx: ModuleContext,
  slug: string,
  options: RequestOptions = {},
): Promise<Collection> {
  checkInput([text, slug, 'slug'])
  const answer = await ctx.request<{ collection: Collection }>({
    method: 'GET',
    service: 'collections',
    path: path`/v2/collections/slug/${slug}`,
    query: { slug },
    fields: COLLECTION_FIELDS,
    signal: options.signal,
  })
  return answer.collection
}

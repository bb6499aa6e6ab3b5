import { path } from '@vitrine/core'
import { entityOf, inputPathParam, type Operation } from '@vitrine/core/module'
import type { Collection } from '../types/collection'
import type { GetCollectionBySlugOptions } from '../types/options'
import { bySlugOptions } from '../validation'
import { COLLECTION_FIELDS } from '../wire-fields'

/** `GET /v2/collections/slug/{slug}` (the collections service), the slug repeated in the query. */
export const getCollectionBySlug: Operation<
  [slug: string],
  { collection: Collection },
  Collection,
  GetCollectionBySlugOptions
> = {
  name: 'collections.getBySlug',
  params: [['slug', inputPathParam]],
  options: bySlugOptions,
  request: ([slug]) => ({
    method: 'GET',
    service: 'collections',
    path: path`/v2/collections/slug/${slug}`,
    query: { slug },
    fields: COLLECTION_FIELDS,
  }),
  result: /* @__PURE__ */ entityOf<'collection', Collection>('collection'),
}

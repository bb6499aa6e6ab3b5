import { path } from '@vitrine/core'
import { entityOf, inputPathParam, type Operation } from '@vitrine/core/module'
import type { Collection } from '../types/collection'
import type { GetCollectionBySlugOptions } from '../types/options'
import { bySlugOptions } from '../validation'
import { COLLECTION_FIELDS } from '../wire-fields'

/**
 * `GET /v1/collections/slug/{slug}` (the catalogue reader), the slug repeated in the query:
 * `collections.getBySlug(slug, { api: 'v1' })`. Hooks see it as `collections.getBySlug`, like the
 * v2 call.
 */
export const getCollectionBySlugV1: Operation<
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
    service: 'catalog-reader',
    path: path`/v1/collections/slug/${slug}`,
    query: { slug },
    fields: COLLECTION_FIELDS,
  }),
  result: /* @__PURE__ */ entityOf<'collection', Collection>('collection'),
}

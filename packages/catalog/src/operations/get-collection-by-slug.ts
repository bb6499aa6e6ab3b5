import { path } from '@vitrine/core'
import type { Operation } from '@vitrine/core/module'
import type { Collection } from '../types/collection'
import type { GetCollectionBySlugOptions } from '../types/options'
import { bySlugOptions, text } from '../validation'
import { COLLECTION_FIELDS } from '../wire-fields'

type BySlug = Operation<[slug: string], { collection: Collection }, Collection, GetCollectionBySlugOptions>

/**
 * `GET` of a collection by slug on `service`, the slug repeated in the query. Both versions are
 * `collections.getBySlug` to hooks: the option `{ api: 'v1' }` picks the route.
 */
function bySlug(service: 'collections' | 'catalog-reader', route: (slug: string) => string): BySlug {
  return {
    name: 'collections.getBySlug',
    params: [['slug', text]],
    options: bySlugOptions,
    request: ([slug]) => ({
      method: 'GET',
      service,
      path: route(slug),
      query: { slug },
      fields: COLLECTION_FIELDS,
    }),
    result: (answer) => answer.collection,
  }
}

/** `GET /v2/collections/slug/{slug}` (the collections service). */
export const getCollectionBySlug: BySlug = bySlug('collections', (slug) => path`/v2/collections/slug/${slug}`)

/** `GET /v1/collections/slug/{slug}` (the catalogue reader, spec §7): `getBySlug(slug, { api: 'v1' })`. */
export const getCollectionBySlugV1: BySlug = bySlug(
  'catalog-reader',
  (slug) => path`/v1/collections/slug/${slug}`,
)

import { path } from '@vitrine/core'
import type { Operation } from '@vitrine/core/module'
import type { Collection } from '../types/collection'
import { text } from '../validation'
import { COLLECTION_FIELDS } from '../wire-fields'

/** `GET /v2/collections/slug/{slug}` (the collections service), the slug repeated in the query. */
export const getCollectionBySlug: Operation<[slug: string], { collection: Collection }, Collection> = {
  name: 'collections.getBySlug',
  params: [['slug', text]],
  request: ([slug]) => ({
    method: 'GET',
    service: 'collections',
    path: path`/v2/collections/slug/${slug}`,
    query: { slug },
    fields: COLLECTION_FIELDS,
  }),
  result: (answer) => answer.collection,
}

import { type Context, Hono } from 'hono'
import type { EmulatorContext } from '../app/emulator-context'
import { callerOf } from '../app/request-input'
import { catalogView, collectionForView, listCollections } from '../catalog/catalog-access'
import { COLLECTION_FIELDS } from '../catalog/catalog-fields'
import { Violations } from '../http/violations'
import { applicationError } from '../http/wire-error'
import { jsonResponse } from '../http/wire-json'
import { parseQuery, readQueryPayload, runQuery } from '../query/query-input'
import { checkRepeatedParam } from './catalog-read'

/** Collections v2 (`/v2/collections…`, the same on every host). */
export function collectionsV2Routes(context: EmulatorContext): Hono {
  const app = new Hono()

  const query = async (c: Context): Promise<Response> => {
    const view = catalogView(callerOf(c, context), false)
    const payload = await readQueryPayload(c, context)
    const violations = new Violations()
    const parsed = parseQuery(payload['query'], 'query', COLLECTION_FIELDS, violations)
    violations.throwIfAny()
    const items = listCollections(context, view).map((col) => collectionForView(context, col, view))
    const page = runQuery(items, parsed, context.options.tooManyToCountAbove)
    return jsonResponse({ collections: page.items, pagingMetadata: page.metadata })
  }
  app.get('/v2/collections/query', query)
  app.post('/v2/collections/query', query)

  app.get('/v2/collections/slug/:slug', (c) => {
    const slug = c.req.param('slug')
    checkRepeatedParam(c, 'slug', slug)
    const view = catalogView(callerOf(c, context), false)
    const collection = listCollections(context, view).find((col) => col.slug === slug)
    if (!collection) throw applicationError(404, 'COLLECTION_NOT_FOUND', 'Collection not found', { slug })
    return jsonResponse({ collection: collectionForView(context, collection, view) })
  })

  app.get('/v2/collections/:id', (c) => {
    const id = c.req.param('id')
    checkRepeatedParam(c, 'id', id)
    const view = catalogView(callerOf(c, context), false)
    const collection = listCollections(context, view).find((col) => col.id === id)
    if (!collection)
      throw applicationError(404, 'COLLECTION_NOT_FOUND', 'Collection not found', { collectionId: id })
    return jsonResponse({ collection: collectionForView(context, collection, view) })
  })

  return app
}

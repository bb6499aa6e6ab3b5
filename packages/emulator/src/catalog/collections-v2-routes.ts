import { type Context, Hono } from 'hono'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { callerOf } from '../pipeline/request-input'
import { parseQuery, readQueryPayload, runQuery } from '../wire/query-input'
import { Violations } from '../wire/violations'
import { jsonResponse } from '../wire/wire-json'
import { catalogView, collectionForView, listCollections } from './catalog-access'
import { COLLECTION_FIELDS } from './catalog-fields'
import { collectionLookupRoutes } from './read-routes'

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
    return jsonResponse({ collections: page.items, metadata: page.metadata })
  }
  app.get('/v2/collections/query', query)
  app.post('/v2/collections/query', query)

  collectionLookupRoutes(app, context, '/v2/collections')

  return app
}

import { Hono } from 'hono'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { bulkWriteRoutes } from './write-bulk-routes'
import { collectionWriteRoutes } from './write-collections-routes'
import { mediaWriteRoutes } from './write-media-routes'
import { productWriteRoutes } from './write-products-routes'
import { variantWriteRoutes } from './write-variants-routes'

/** Catalogue write calls (spec section 7); owner/app only; mounted under `/stores` and `/_api/catalog-server`. */
export function catalogWriteRoutes(context: EmulatorContext): Hono {
  const app = new Hono()
  for (const routes of [
    productWriteRoutes,
    variantWriteRoutes,
    mediaWriteRoutes,
    collectionWriteRoutes,
    bulkWriteRoutes,
  ]) {
    app.route('/', routes(context))
  }
  return app
}

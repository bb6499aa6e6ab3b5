import { Hono } from 'hono'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { bulkWriteRoutes } from './catalog-write-bulk'
import { collectionWriteRoutes } from './catalog-write-collections'
import { mediaWriteRoutes } from './catalog-write-media'
import { productWriteRoutes } from './catalog-write-products'
import { variantWriteRoutes } from './catalog-write-variants'

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

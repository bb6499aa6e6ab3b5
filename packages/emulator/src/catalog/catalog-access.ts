import type { Caller } from '../oauth/caller'
import type { EmulatorContext } from '../pipeline/emulator-context'
import type { JsonObject } from '../wire/json-body'
import { forbidden } from '../wire/wire-error'
import type { CollectionRecord, ProductRecord } from './product-record'
import { productCollectionIds, renderCollection } from './render-product'
import { renderedProductList } from './rendered-catalogue'

/** What a caller may see of the catalogue. */
export interface CatalogView {
  /** Owners and apps see hidden products and collections. */
  includeHidden: boolean
  /** Cost and profit data: owners and apps that ask for it. */
  merchant: boolean
}

/** The view of a caller; a visitor or member asking for merchant data gets 403. */
export function catalogView(caller: Caller, wantsMerchantData: boolean): CatalogView {
  const app = caller.kind === 'app'
  if (wantsMerchantData && !app) throw forbidden()
  return { includeHidden: app, merchant: app && wantsMerchantData }
}

/**
 * Every product the view shows, rendered (with merchant data when `merchant`). The rendered
 * catalogue is kept and updated a product at a time on writes (see `rendered-catalogue.ts`):
 * queries cost a filter, not a render of the catalogue. The returned objects are shared: never
 * mutate them.
 */
export function renderedProducts(
  context: EmulatorContext,
  view: CatalogView,
  merchant: boolean,
): JsonObject[] {
  return renderedProductList(context, view.includeHidden, merchant)
}

/** Products the view shows, in catalogue order. */
export function listProducts(context: EmulatorContext, view: CatalogView): ProductRecord[] {
  return [...context.state.products.values()].filter((p) => view.includeHidden || p.visible)
}

/** The product if the view shows it. */
export function findProduct(
  context: EmulatorContext,
  id: string,
  view: CatalogView,
): ProductRecord | undefined {
  const product = context.state.products.get(id)
  return product && (view.includeHidden || product.visible) ? product : undefined
}

/** A collection on the wire, with the number of products the view shows in it. */
export function collectionForView(
  context: EmulatorContext,
  collection: CollectionRecord,
  view: CatalogView,
): JsonObject {
  const count = listProducts(context, view).filter((p) =>
    productCollectionIds(p).includes(collection.id),
  ).length
  return renderCollection(collection, count, context.origin)
}

/** Collections the view shows. */
export function listCollections(context: EmulatorContext, view: CatalogView): CollectionRecord[] {
  return [...context.state.collections.values()].filter((c) => view.includeHidden || c.visible)
}

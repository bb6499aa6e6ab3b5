import type { EmulatorContext } from '../pipeline/emulator-context'
import type { EmulatorState } from '../state/state'
import type { JsonObject } from '../wire/json-body'
import type { ProductRecord } from './product-record'
import { renderProduct } from './render-product'

/**
 * The rendered catalogue of one emulator, kept up to date a product at a time.
 *
 * Why: a product query filters and sorts the products as they are on the wire, so the catalogue
 * is rendered once and kept. Rendering it again after every write cost 249 ms at 20 000 products
 * (issue 24): any read-after-write loop against a big catalogue was quadratic. Now the product
 * service notes which products a write touched ({@link noteProductChanged}), and the next read
 * renders those alone.
 *
 * The lists handed out are never changed afterwards: a change makes new lists. The query code
 * keys its cached selections and answers on a list's identity, so a kept list must mean "the
 * catalogue as it was", and a new list "it changed".
 */
interface RenderedCatalogue {
  /** The state rendered: `reset()` or a loaded state file replaces it, and everything with it. */
  state: EmulatorState
  /** The origin media URLs were made absolute with (it changes when the emulator listens). */
  origin: string
  /** Every product, in catalogue order (the order of `state.products`). */
  records: ProductRecord[]
  /** Where each product id sits in `records`. */
  positions: Map<string, number>
  /** Renderings aligned with `records`: one array per `merchant` flag, made when first asked. */
  renders: Map<boolean, JsonObject[]>
  /** The lists handed out, by view; dropped on any change. */
  lists: Map<string, JsonObject[]>
  /** Products changed, created or deleted since the last read, in the order of the writes. */
  dirty: Set<string>
  /** A change too broad to follow product by product: the next read starts over. */
  stale: boolean
}

const catalogues = new WeakMap<EmulatorContext, RenderedCatalogue>()

/** Records that a write changed, created or deleted this product (its next read re-renders it). */
export function noteProductChanged(context: EmulatorContext, productId: string): void {
  const catalogue = catalogues.get(context)
  if (catalogue && !catalogue.stale) catalogue.dirty.add(productId)
}

/** Records a change to many products at once (a collection deleted): the next read starts over. */
export function noteCatalogueChanged(context: EmulatorContext): void {
  const catalogue = catalogues.get(context)
  if (catalogue) catalogue.stale = true
}

function fresh(context: EmulatorContext): RenderedCatalogue {
  const records = [...context.state.products.values()]
  return {
    state: context.state,
    origin: context.origin,
    records,
    positions: new Map(records.map((product, index) => [product.id, index])),
    renders: new Map(),
    lists: new Map(),
    dirty: new Set(),
    stale: false,
  }
}

/**
 * Applies the noted changes: a changed product is re-rendered in place, a created one appended
 * (creating adds to the end of `state.products`, so catalogue order holds), a deleted one removed.
 */
function applyChanges(context: EmulatorContext, catalogue: RenderedCatalogue): void {
  let removed = false
  for (const id of catalogue.dirty) {
    const product = context.state.products.get(id)
    const position = catalogue.positions.get(id)
    if (product && position !== undefined) {
      catalogue.records[position] = product
      for (const [merchant, rendered] of catalogue.renders)
        rendered[position] = renderProduct(product, { origin: catalogue.origin, merchant })
    } else if (product) {
      catalogue.positions.set(id, catalogue.records.length)
      catalogue.records.push(product)
      for (const [merchant, rendered] of catalogue.renders)
        rendered.push(renderProduct(product, { origin: catalogue.origin, merchant }))
    } else if (position !== undefined) {
      removed = true
    }
  }
  if (removed) {
    // Rare (a delete): compact every aligned array once, then renumber the positions.
    const keep = catalogue.records.map((product) => context.state.products.get(product.id) === product)
    catalogue.records = catalogue.records.filter((_, index) => keep[index])
    for (const [merchant, rendered] of catalogue.renders)
      catalogue.renders.set(
        merchant,
        rendered.filter((_, index) => keep[index]),
      )
    catalogue.positions = new Map(catalogue.records.map((product, index) => [product.id, index]))
  }
  catalogue.dirty.clear()
  catalogue.lists.clear()
}

/**
 * Every product the view shows (hidden ones with `includeHidden`), rendered with merchant data
 * when `merchant`, in catalogue order. The list and its objects are shared: never mutate them.
 */
export function renderedProductList(
  context: EmulatorContext,
  includeHidden: boolean,
  merchant: boolean,
): JsonObject[] {
  let catalogue = catalogues.get(context)
  if (
    !catalogue ||
    catalogue.stale ||
    catalogue.state !== context.state ||
    catalogue.origin !== context.origin
  ) {
    catalogue = fresh(context)
    catalogues.set(context, catalogue)
  } else if (catalogue.dirty.size > 0) applyChanges(context, catalogue)

  const key = `${includeHidden}:${merchant}`
  const kept = catalogue.lists.get(key)
  if (kept) return kept
  let rendered = catalogue.renders.get(merchant)
  if (!rendered) {
    const origin = catalogue.origin
    rendered = catalogue.records.map((product) => renderProduct(product, { origin, merchant }))
    catalogue.renders.set(merchant, rendered)
  }
  const records = catalogue.records
  // A new array even when nothing is hidden: see the note on the lists' identity above.
  const list = includeHidden ? rendered.slice() : rendered.filter((_, index) => records[index]?.visible)
  catalogue.lists.set(key, list)
  return list
}

import type { EmulatorContext } from '../app/emulator-context'
import { applicationError } from '../http/wire-error'
import { newId } from '../random'
import type { ProductPatch } from './product-input'
import { slugify } from './product-input'
import type { ProductRecord } from './product-record'
import { buildVariants } from './variants'

/**
 * The slugs of the catalogue, valid while `revision` is the context's: any change rebuilds it,
 * except a create, which adds its own slug (so importing N products costs N look-ups, not N²).
 */
const slugIndex = new WeakMap<EmulatorContext, { revision: number; slugs: Set<string> }>()

function catalogueSlugs(context: EmulatorContext): { revision: number; slugs: Set<string> } {
  let index = slugIndex.get(context)
  if (!index || index.revision !== context.revision) {
    index = { revision: context.revision, slugs: new Set() }
    for (const product of context.state.products.values()) index.slugs.add(product.slug)
    slugIndex.set(context, index)
  }
  return index
}

/** A slug no other product uses: the wanted one, or it with a number appended. */
export function uniqueSlug(context: EmulatorContext, wanted: string, ownId?: string): string {
  let taken: Set<string>
  if (ownId === undefined) taken = catalogueSlugs(context).slugs
  else {
    taken = new Set()
    for (const product of context.state.products.values()) if (product.id !== ownId) taken.add(product.slug)
  }
  if (!taken.has(wanted)) return wanted
  for (let i = 2; ; i++) if (!taken.has(`${wanted}-${i}`)) return `${wanted}-${i}`
}

/** Creates a product from a validated patch (name, type and price are present). */
export function createProduct(context: EmulatorContext, patch: ProductPatch): ProductRecord {
  const now = context.nowIso()
  const options = patch.productOptions ?? []
  context.state.counters.numericId += 1
  const product: ProductRecord = {
    id: newId(),
    name: patch.name ?? 'Product',
    slug: uniqueSlug(context, patch.slug ?? slugify(patch.name ?? 'product')),
    visible: patch.visible ?? true,
    productType: patch.productType ?? 'physical',
    description: patch.description ?? '',
    sku: patch.sku ?? '',
    weight: patch.weight ?? 0,
    price: patch.price ?? 0,
    ...(patch.cost === undefined ? {} : { cost: patch.cost }),
    discount: patch.discount ?? { type: 'NONE', value: 0 },
    ...(patch.pricePerUnitData ? { pricePerUnitData: patch.pricePerUnitData } : {}),
    manageVariants: patch.manageVariants ?? false,
    productOptions: options,
    variants: buildVariants(options, [], newId, patch.stock ?? { trackQuantity: false, inStock: true }),
    media: [],
    collectionIds: [],
    ...(patch.ribbon ? { ribbon: patch.ribbon } : {}),
    ...(patch.brand ? { brand: patch.brand } : {}),
    additionalInfoSections: patch.additionalInfoSections ?? [],
    customTextFields: patch.customTextFields ?? [],
    numericId: String(context.state.counters.numericId),
    createdDate: now,
    lastUpdated: now,
  }
  context.state.products.set(product.id, product)
  const index = catalogueSlugs(context)
  context.changed()
  index.slugs.add(product.slug)
  index.revision = context.revision
  return product
}

/** Applies a validated patch to a product; returns the names of the fields that changed. */
export function updateProduct(
  context: EmulatorContext,
  product: ProductRecord,
  patch: ProductPatch,
): string[] {
  const changed: string[] = []
  const scalar = [
    'name',
    'visible',
    'productType',
    'description',
    'sku',
    'weight',
    'price',
    'cost',
    'manageVariants',
    'ribbon',
    'brand',
  ] as const
  for (const key of scalar) {
    const value = patch[key]
    if (value !== undefined && value !== product[key]) {
      ;(product as unknown as Record<string, unknown>)[key] = value
      changed.push(key === 'price' ? 'priceData' : key)
    }
  }
  if (patch.slug !== undefined && patch.slug !== product.slug) {
    if (uniqueSlug(context, patch.slug, product.id) !== patch.slug) {
      throw applicationError(409, 'DUPLICATE_SLUG', 'Another product uses this slug', { slug: patch.slug })
    }
    product.slug = patch.slug
    changed.push('slug')
  }
  if (patch.discount) {
    product.discount = patch.discount
    changed.push('discount')
  }
  if (patch.additionalInfoSections) {
    product.additionalInfoSections = patch.additionalInfoSections
    changed.push('additionalInfoSections')
  }
  if (patch.productOptions) {
    const stock = patch.stock ?? { trackQuantity: false, inStock: true }
    product.productOptions = patch.productOptions
    product.variants = buildVariants(patch.productOptions, product.variants, newId, stock)
    changed.push('productOptions', 'variants')
  } else if (patch.stock) {
    const stock = patch.stock
    for (const variant of product.variants) {
      variant.trackQuantity = stock.trackQuantity
      if (stock.trackQuantity) variant.quantity = stock.quantity ?? 0
      else delete variant.quantity
      variant.inStock = stock.inStock
    }
    changed.push('stock')
  }
  if (changed.length > 0) {
    product.lastUpdated = context.nowIso()
    context.changed()
  }
  return changed
}

/** The product, or 404 `PRODUCT_NOT_FOUND`. */
export function requireProduct(context: EmulatorContext, id: string): ProductRecord {
  const product = context.state.products.get(id)
  if (!product) throw applicationError(404, 'PRODUCT_NOT_FOUND', 'Product not found', { productId: id })
  return product
}

/** Records a change to a product that does not go through a patch. */
export function touchProduct(context: EmulatorContext, product: ProductRecord): void {
  product.lastUpdated = context.nowIso()
  context.changed()
}

import type { EmulatorContext } from '../pipeline/emulator-context'
import { newId } from '../state/random'
import type { EmulatorState } from '../state/state'
import { applicationError } from '../wire/wire-error'
import type { ProductPatch } from './product-input'
import { slugify } from './product-input'
import type { MediaItemRecord, ProductOptionRecord, ProductRecord, VariantRecord } from './product-record'
import { noteProductChanged } from './rendered-catalogue'
import { buildVariants } from './variants'

/**
 * How many products use each slug, kept per state and updated by the writes below (create,
 * slug change, delete), so a create costs one look-up, not a scan of the catalogue.
 */
const slugCounts = new WeakMap<EmulatorState, Map<string, number>>()

function catalogueSlugs(context: EmulatorContext): Map<string, number> {
  let counts = slugCounts.get(context.state)
  if (!counts) {
    counts = new Map()
    for (const product of context.state.products.values())
      counts.set(product.slug, (counts.get(product.slug) ?? 0) + 1)
    slugCounts.set(context.state, counts)
  }
  return counts
}

function countSlug(context: EmulatorContext, slug: string, by: 1 | -1): void {
  const counts = catalogueSlugs(context)
  const count = (counts.get(slug) ?? 0) + by
  if (count > 0) counts.set(slug, count)
  else counts.delete(slug)
}

/** A slug no other product uses: the wanted one, or it with a number appended. */
export function uniqueSlug(context: EmulatorContext, wanted: string, ownId?: string): string {
  const counts = catalogueSlugs(context)
  const own = ownId === undefined ? undefined : context.state.products.get(ownId)?.slug
  const taken = (slug: string): boolean => (counts.get(slug) ?? 0) - (slug === own ? 1 : 0) > 0
  if (!taken(wanted)) return wanted
  for (let i = 2; ; i++) if (!taken(`${wanted}-${i}`)) return `${wanted}-${i}`
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
  countSlug(context, product.slug, 1)
  noteProductChanged(context, product.id)
  context.changed()
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
    countSlug(context, product.slug, -1)
    countSlug(context, patch.slug, 1)
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
  if (changed.length > 0) touchProduct(context, product)
  return changed
}

/** The product, or 404 `PRODUCT_NOT_FOUND`. */
export function requireProduct(context: EmulatorContext, id: string): ProductRecord {
  const product = context.state.products.get(id)
  if (!product) throw applicationError(404, 'PRODUCT_NOT_FOUND', 'Product not found', { productId: id })
  return product
}

/**
 * Records a change to a product: its date, its new rendering on the next read, persistence. Every
 * write to a product ends here (or in {@link productStockTaken}), so that the rendered catalogue
 * never shows a product as it was.
 */
export function touchProduct(context: EmulatorContext, product: ProductRecord): void {
  product.lastUpdated = context.nowIso()
  noteProductChanged(context, product.id)
  context.changed()
}

/**
 * Records stock taken from a product by an order: re-rendered on the next read, but its
 * `lastUpdated` stays (the platform reports inventory changes as VariantsChanged events).
 */
export function productStockTaken(context: EmulatorContext, product: ProductRecord): void {
  noteProductChanged(context, product.id)
  context.changed()
}

/** Deletes a product (which must exist). */
export function deleteProduct(context: EmulatorContext, product: ProductRecord): void {
  context.state.products.delete(product.id)
  countSlug(context, product.slug, -1)
  noteProductChanged(context, product.id)
  context.changed()
}

/** Takes every option off a product: one variant is left, with the stock of all. */
export function clearProductOptions(context: EmulatorContext, product: ProductRecord): void {
  const first = product.variants[0]
  product.productOptions = []
  product.manageVariants = false
  product.variants = buildVariants([], [], newId, {
    trackQuantity: first?.trackQuantity ?? false,
    ...(first?.trackQuantity
      ? { quantity: product.variants.reduce((s, v) => s + (v.quantity ?? 0), 0) }
      : {}),
    inStock: product.variants.some((v) => v.inStock),
  })
  touchProduct(context, product)
}

/** Removes a product's brand or ribbon. */
export function removeProductField(
  context: EmulatorContext,
  product: ProductRecord,
  field: 'brand' | 'ribbon',
): void {
  delete product[field]
  touchProduct(context, product)
}

/** Adds media to a product, each optionally shown for one choice of an option (checked before). */
export function addProductMedia(
  context: EmulatorContext,
  product: ProductRecord,
  added: readonly { item: MediaItemRecord; choice?: { option: string; choice: string } }[],
): void {
  for (const { item, choice } of added) {
    product.media.push(item)
    if (choice) {
      const target = product.productOptions
        .find((o) => o.name === choice.option)
        ?.choices.find((ch) => ch.description === choice.choice)
      target?.mediaIds.push(item.id)
    }
  }
  touchProduct(context, product)
}

/** Removes the media `remove` selects from a product and from its choices. */
export function removeProductMedia(
  context: EmulatorContext,
  product: ProductRecord,
  remove: (mediaId: string) => boolean,
): void {
  product.media = product.media.filter((m) => !remove(m.id))
  for (const option of product.productOptions)
    for (const choice of option.choices) choice.mediaIds = choice.mediaIds.filter((m) => !remove(m))
  touchProduct(context, product)
}

/** A change of the media shown for one choice: add these ids, or remove them (all when empty). */
export interface ChoiceMediaChange {
  choice: ProductOptionRecord['choices'][number]
  mediaIds: readonly string[]
}

/** Adds media to choices of a product's options, or removes them. */
export function changeChoiceMedia(
  context: EmulatorContext,
  product: ProductRecord,
  changes: readonly ChoiceMediaChange[],
  adding: boolean,
): void {
  for (const { choice, mediaIds: list } of changes) {
    if (adding) choice.mediaIds = [...new Set([...choice.mediaIds, ...list])]
    else choice.mediaIds = list.length === 0 ? [] : choice.mediaIds.filter((m) => !list.includes(m))
  }
  touchProduct(context, product)
}

/** A managed variant's own data, as an update sets it (an absent field is left as it is). */
export type VariantPatch = Partial<Pick<VariantRecord, 'price' | 'cost' | 'weight' | 'sku' | 'visible'>>

/** Applies updates to variants of a product; returns the variants touched, each once. */
export function updateVariants(
  context: EmulatorContext,
  product: ProductRecord,
  updates: readonly { variants: readonly VariantRecord[]; patch: VariantPatch }[],
): VariantRecord[] {
  const touched = new Set<VariantRecord>()
  for (const { variants, patch } of updates) {
    for (const variant of variants) {
      if (patch.price !== undefined) variant.price = patch.price
      if (patch.cost !== undefined) variant.cost = patch.cost
      if (patch.weight !== undefined) variant.weight = patch.weight
      if (patch.sku !== undefined) variant.sku = patch.sku
      if (patch.visible !== undefined) variant.visible = patch.visible
      touched.add(variant)
    }
  }
  touchProduct(context, product)
  return [...touched]
}

/** Gives every variant of a product its product's data again, and shows it. */
export function resetVariants(context: EmulatorContext, product: ProductRecord): void {
  for (const variant of product.variants) {
    delete variant.price
    delete variant.cost
    delete variant.weight
    delete variant.sku
    variant.visible = true
  }
  touchProduct(context, product)
}

/** A product property a bulk update sets from its current value. */
export type BulkProperty = 'price' | 'cost' | 'weight'

/** What a bulk update does to each product: set a property from its value, or set a text. */
export type BulkWrite =
  | { key: BulkProperty; compute: (current: number) => number }
  | { key: 'ribbon' | 'brand'; value: string }

/**
 * Applies a bulk update to one product and records the change (recorded even when the update
 * does nothing, as the platform reports every product named). A computed property is applied to
 * each managed variant that has its own value too.
 */
export function bulkWrite(
  context: EmulatorContext,
  product: ProductRecord,
  write: BulkWrite | undefined,
): void {
  if (write && 'value' in write) product[write.key] = write.value
  else if (write) {
    const { key, compute } = write
    const current = key === 'cost' ? (product.cost ?? 0) : product[key]
    product[key] = compute(current)
    if (product.manageVariants) {
      for (const variant of product.variants) {
        const own = variant[key]
        if (own !== undefined) variant[key] = compute(own)
      }
    }
  }
  touchProduct(context, product)
}

/** Adds products to a collection, or takes them out. */
export function setCollectionMembership(
  context: EmulatorContext,
  products: readonly ProductRecord[],
  collectionId: string,
  adding: boolean,
): void {
  for (const product of products) {
    const has = product.collectionIds.includes(collectionId)
    if (adding && !has) product.collectionIds.push(collectionId)
    if (!adding && has) product.collectionIds = product.collectionIds.filter((cid) => cid !== collectionId)
    touchProduct(context, product)
  }
}

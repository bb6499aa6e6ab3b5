import type { EmulatorContext } from '../pipeline/emulator-context'
import { CATALOG_EVENTS, plainEvent, type WebhookIdentity } from '../webhooks/events'
import type { CollectionRecord, ProductRecord, VariantRecord } from './product-record'
import { renderMedia, renderProduct } from './render-product'

/** Emits ProductCreated with the product's summary. */
export function productCreated(
  context: EmulatorContext,
  product: ProductRecord,
  identity: WebhookIdentity,
): void {
  const wire = renderProduct(product, { origin: context.origin, merchant: true })
  context.events.emit(
    plainEvent(
      CATALOG_EVENTS.productCreated,
      {
        productId: product.id,
        name: product.name,
        price: wire['priceData'],
        visible: product.visible,
        media: wire['media'],
        sku: product.sku,
        productPageUrl: wire['productPageUrl'],
        ...(product.brand ? { brand: product.brand } : {}),
        costAndProfitData: wire['costAndProfitData'],
        slug: product.slug,
      },
      identity,
    ),
  )
}

/** Emits ProductChanged naming the changed fields. */
export function productChanged(
  context: EmulatorContext,
  productId: string,
  changedFields: readonly string[],
  identity: WebhookIdentity,
): void {
  context.events.emit(
    plainEvent(CATALOG_EVENTS.productChanged, { productId, changedFields: [...changedFields] }, identity),
  )
}

/** Emits ProductDeleted. */
export function productDeleted(context: EmulatorContext, productId: string, identity: WebhookIdentity): void {
  context.events.emit(plainEvent(CATALOG_EVENTS.productDeleted, { productId }, identity))
}

/** Emits VariantsChanged for some variants of a product. */
export function variantsChanged(
  context: EmulatorContext,
  productId: string,
  variants: readonly VariantRecord[],
  changedFields: readonly string[],
  identity: WebhookIdentity,
): void {
  context.events.emit(
    plainEvent(
      CATALOG_EVENTS.variantsChanged,
      {
        productId,
        variants: variants.map((v) => ({
          variantId: v.id,
          choices: { ...v.choices },
          changedFields: [...changedFields],
        })),
      },
      identity,
    ),
  )
}

/** Emits CollectionCreated. */
export function collectionCreated(
  context: EmulatorContext,
  collection: CollectionRecord,
  identity: WebhookIdentity,
): void {
  context.events.emit(
    plainEvent(
      CATALOG_EVENTS.collectionCreated,
      {
        collection_Id: collection.id,
        name: collection.name,
        media: renderMedia(collection.media, context.origin),
        slug: collection.slug,
        visible: collection.visible,
      },
      identity,
    ),
  )
}

/** Emits CollectionChanged. */
export function collectionChanged(
  context: EmulatorContext,
  collectionId: string,
  changedFields: readonly string[],
  identity: WebhookIdentity,
): void {
  context.events.emit(
    plainEvent(
      CATALOG_EVENTS.collectionChanged,
      { collection_Id: collectionId, changedFields: [...changedFields] },
      identity,
    ),
  )
}

/** Emits CollectionDeleted. */
export function collectionDeleted(
  context: EmulatorContext,
  collectionId: string,
  identity: WebhookIdentity,
): void {
  context.events.emit(plainEvent(CATALOG_EVENTS.collectionDeleted, { collection_Id: collectionId }, identity))
}

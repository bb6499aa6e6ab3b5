import { ALL_PRODUCTS_COLLECTION_ID } from '../constants'
import type { JsonObject } from '../wire/json-body'
import { ownValue } from '../wire/own-value'
import {
  applyDiscount,
  formatMoney,
  inventoryStatus,
  roundMoney,
  STORE_CURRENCY,
  variantCost,
  variantDiscountedPrice,
  variantInStock,
  variantPrice,
  variantWeight,
} from './pricing'
import type { CollectionRecord, MediaItemRecord, ProductRecord, VariantRecord } from './product-record'

/** What a rendering depends on: where media lives, and whether the caller may see merchant data. */
export interface RenderContext {
  /** Public origin of the emulator, for media served by it and product page URLs. */
  origin: string
  /** Include cost and profit data (owner/app callers that asked for merchant data). */
  merchant: boolean
}

/** Makes an emulator-served media path absolute. */
export function absoluteUrl(url: string, origin: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url
}

/** A media item on the wire. */
export function renderMediaItem(item: MediaItemRecord, origin: string): JsonObject {
  const url = absoluteUrl(item.url, origin)
  const thumbnail = { url, width: 50, height: 50 }
  const base = { id: item.id, mediaType: item.mediaType, title: item.title, thumbnail }
  if (item.mediaType === 'video') {
    return {
      ...base,
      video: {
        files: [{ url, width: item.width, height: item.height, format: 'mp4' }],
        stillFrameMediaId: item.id,
      },
    }
  }
  return {
    ...base,
    image: { url, width: item.width, height: item.height, altText: item.altText ?? item.title },
  }
}

/** A `media` object: main media plus items. */
export function renderMedia(items: readonly MediaItemRecord[], origin: string): JsonObject {
  const rendered = items.map((item) => renderMediaItem(item, origin))
  return rendered.length > 0 ? { mainMedia: rendered[0], items: rendered } : { items: [] }
}

/** Price data of one price (and its discounted price). */
export function renderPriceData(price: number, discounted: number, product: ProductRecord): JsonObject {
  const perUnit = product.pricePerUnitData
    ? roundMoney(
        (discounted / product.pricePerUnitData.totalQuantity) * product.pricePerUnitData.baseQuantity,
      )
    : undefined
  return {
    currency: STORE_CURRENCY,
    price,
    discountedPrice: discounted,
    formatted: {
      price: formatMoney(price),
      discountedPrice: formatMoney(discounted),
      ...(perUnit === undefined ? {} : { pricePerUnit: formatMoney(perUnit) }),
    },
    ...(perUnit === undefined ? {} : { pricePerUnit: perUnit }),
  }
}

function costAndProfit(cost: number | undefined, sellingPrice: number): JsonObject {
  if (cost === undefined) return {}
  const profit = roundMoney(sellingPrice - cost)
  return {
    itemCost: cost,
    formattedItemCost: formatMoney(cost),
    profit,
    formattedProfit: formatMoney(profit),
    profitMargin: sellingPrice === 0 ? 0 : roundMoney(profit / sellingPrice),
  }
}

function range(values: readonly number[]): JsonObject {
  return values.length === 0
    ? { minValue: 0, maxValue: 0 }
    : { minValue: Math.min(...values), maxValue: Math.max(...values) }
}

/** The stock of a variant on the wire. */
export function renderVariantStock(variant: VariantRecord): JsonObject {
  return {
    trackQuantity: variant.trackQuantity,
    ...(variant.trackQuantity ? { quantity: variant.quantity ?? 0 } : {}),
    inStock: variantInStock(variant),
  }
}

/** A product variant on the wire. */
export function renderVariant(
  product: ProductRecord,
  variant: VariantRecord,
  context: RenderContext,
): JsonObject {
  const price = variantPrice(product, variant)
  const discounted = variantDiscountedPrice(product, variant)
  const priceData = renderPriceData(price, discounted, product)
  return {
    id: variant.id,
    choices: { ...variant.choices },
    variant: {
      priceData,
      convertedPriceData: priceData,
      ...(context.merchant
        ? { costAndProfitData: costAndProfit(variantCost(product, variant), discounted) }
        : {}),
      weight: variantWeight(product, variant),
      sku: variant.sku ?? product.sku,
      visible: variant.visible,
    },
    stock: renderVariantStock(variant),
  }
}

/** Ids of the collections a product is in, All Products first. */
export function productCollectionIds(product: ProductRecord): string[] {
  return [
    ALL_PRODUCTS_COLLECTION_ID,
    ...product.collectionIds.filter((id) => id !== ALL_PRODUCTS_COLLECTION_ID),
  ]
}

/** The product stock summary on the wire. */
function renderProductStock(product: ProductRecord): JsonObject {
  const tracked = product.variants.every((v) => v.trackQuantity)
  const status = inventoryStatus(product)
  return {
    trackInventory: tracked,
    ...(tracked ? { quantity: product.variants.reduce((sum, v) => sum + (v.quantity ?? 0), 0) } : {}),
    inStock: status !== 'OUT_OF_STOCK',
    inventoryStatus: status,
  }
}

/** A product on the wire (`Product` of the catalogue read and write calls). */
export function renderProduct(product: ProductRecord, context: RenderContext): JsonObject {
  const visibleVariants = product.variants.filter((v) => v.visible)
  const priced = visibleVariants.length > 0 ? visibleVariants : product.variants
  const discounted = applyDiscount(product.price, product.discount)
  const priceData = renderPriceData(product.price, discounted, product)
  const mediaById = new Map(product.media.map((m) => [m.id, m]))
  const costs = priced.map((v) => variantCost(product, v)).filter((c): c is number => c !== undefined)
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    visible: product.visible,
    productType: product.productType,
    description: product.description,
    sku: product.sku,
    weight: product.weight,
    weightRange: range(priced.map((v) => variantWeight(product, v))),
    stock: renderProductStock(product),
    price: priceData,
    priceData,
    convertedPriceData: priceData,
    priceRange: range(priced.map((v) => variantPrice(product, v))),
    ...(context.merchant
      ? { costAndProfitData: costAndProfit(product.cost, discounted), costRange: range(costs) }
      : {}),
    ...(product.pricePerUnitData ? { pricePerUnitData: { ...product.pricePerUnitData } } : {}),
    additionalInfoSections: product.additionalInfoSections.map((s) => ({ ...s })),
    ribbons: product.ribbon ? [{ text: product.ribbon }] : [],
    media: renderMedia(product.media, context.origin),
    customTextFields: product.customTextFields.map((f) => ({ ...f })),
    manageVariants: product.manageVariants,
    productOptions: product.productOptions.map((option) => ({
      optionType: option.optionType,
      name: option.name,
      choices: option.choices.map((choice) => ({
        value: choice.value,
        description: choice.description,
        media: renderMedia(
          choice.mediaIds.map((id) => mediaById.get(id)).filter((m): m is MediaItemRecord => m !== undefined),
          context.origin,
        ),
        inStock: product.variants.some(
          (v) => ownValue(v.choices, option.name) === choice.description && variantInStock(v),
        ),
        visible: choice.visible,
      })),
    })),
    productPageUrl: { base: `${context.origin}/`, path: `/product-page/${product.slug}` },
    numericId: product.numericId,
    inventoryItemId: `inv-${product.id}`,
    discount: { ...product.discount },
    collectionIds: productCollectionIds(product),
    variants: product.variants.map((v) => renderVariant(product, v, context)),
    lastUpdated: product.lastUpdated,
    createdDate: product.createdDate,
    ...(product.ribbon ? { ribbon: product.ribbon } : {}),
    ...(product.brand ? { brand: product.brand } : {}),
  }
}

/** A collection on the wire. */
export function renderCollection(
  collection: CollectionRecord,
  numberOfProducts: number,
  origin: string,
): JsonObject {
  return {
    id: collection.id,
    name: collection.name,
    slug: collection.slug,
    visible: collection.visible,
    description: collection.description,
    media: renderMedia(collection.media, origin),
    numberOfProducts,
  }
}

/**
 * A store variant's image: the first image of its chosen choices (a colour's picture), else the
 * product's first image.
 */
function variantImage(product: ProductRecord, variant: VariantRecord): MediaItemRecord | undefined {
  const isImage = (m: MediaItemRecord | undefined): m is MediaItemRecord => m?.mediaType === 'image'
  for (const option of product.productOptions) {
    const chosen = variant.choices[option.name]
    const choice = option.choices.find((c) => c.description === chosen)
    for (const id of choice?.mediaIds ?? []) {
      const item = product.media.find((m) => m.id === id)
      if (isImage(item)) return item
    }
  }
  return product.media.find(isImage)
}

/**
 * An `Image` on the wire (a store variant's `media.image`): an object with the media id, URL and
 * size, as the platform sends it; the official client turns it into a `wix:image://` string.
 */
function renderImage(item: MediaItemRecord, origin: string): JsonObject {
  const url = absoluteUrl(item.url, origin)
  return {
    id: item.id,
    url,
    height: item.height,
    width: item.width,
    altText: item.altText ?? item.title,
    filename: fileNameOf(url) || item.id,
  }
}

/** The last path segment of a URL, decoded when it can be. */
function fileNameOf(url: string): string {
  const last = URL.canParse(url) ? (new URL(url).pathname.split('/').pop() ?? '') : ''
  try {
    return decodeURIComponent(last)
  } catch {
    return last
  }
}

/** A store variant (`/v1/variants/…`): a variant with its product's context. Its id is `productId-variantId`. */
export function renderStoreVariant(
  product: ProductRecord,
  variant: VariantRecord,
  origin: string,
): JsonObject {
  const name = Object.values(variant.choices).join(' / ')
  const image = variantImage(product, variant)
  return {
    id: `${product.id}-${variant.id}`,
    variantId: variant.id,
    productId: product.id,
    variantName: name,
    productName: product.name,
    managedVariant: product.manageVariants,
    sku: variant.sku ?? product.sku,
    stock: renderVariantStock(variant),
    choices: { ...variant.choices },
    collectionIds: productCollectionIds(product),
    ...(image ? { media: { image: renderImage(image, origin) } } : {}),
    preorderInfo: { enabled: false },
  }
}

// The catalogue's enumerations (platform spec §3). Each is a `const` object, to name values in
// code, and a type of the same name that also accepts values this version does not know yet:
// the platform adds values, and an SDK that rejects them breaks working shops.
// `string & Record<never, never>` accepts any string yet keeps editor completion for known ones.

/**
 * Kind of a product.
 *
 * @example
 * ```ts
 * import { ProductType } from '@vitrine/catalog'
 *
 * await admin.products.create({ name: 'E-book', productType: ProductType.digital, priceData: { price: 9 } })
 * ```
 *
 * @enum
 */
export const ProductType = {
  unspecified_product_type: 'unspecified_product_type',
  physical: 'physical',
  digital: 'digital',
} as const
/** Kind of a product: one of {@link ProductType}'s values, or a value added by the platform later. */
export type ProductType = (typeof ProductType)[keyof typeof ProductType] | (string & Record<never, never>)

/**
 * Kind of a media item.
 *
 * @example
 * ```ts
 * import { MediaItemType } from '@vitrine/catalog'
 *
 * const product = await client.products.get(productId)
 * const images = product.media?.items?.filter((m) => m.mediaType === MediaItemType.image)
 * ```
 *
 * @enum
 */
export const MediaItemType = {
  unspecified_media_item_type: 'unspecified_media_item_type',
  image: 'image',
  video: 'video',
  audio: 'audio',
  document: 'document',
  zip: 'zip',
} as const
/** Kind of a media item: one of {@link MediaItemType}'s values, or a later one. */
export type MediaItemType =
  | (typeof MediaItemType)[keyof typeof MediaItemType]
  | (string & Record<never, never>)

/**
 * Stock status of a product.
 *
 * @example
 * ```ts
 * import { InventoryStatus } from '@vitrine/catalog'
 *
 * const product = await client.products.get(productId)
 * const soldOut = product.stock?.inventoryStatus === InventoryStatus.OUT_OF_STOCK
 * ```
 *
 * @enum
 */
export const InventoryStatus = {
  IN_STOCK: 'IN_STOCK',
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  PARTIALLY_OUT_OF_STOCK: 'PARTIALLY_OUT_OF_STOCK',
} as const
/** Stock status of a product: one of {@link InventoryStatus}'s values, or a later one. */
export type InventoryStatus =
  | (typeof InventoryStatus)[keyof typeof InventoryStatus]
  | (string & Record<never, never>)

/**
 * How a product option is shown.
 *
 * @example
 * ```ts
 * import { OptionType } from '@vitrine/catalog'
 *
 * const product = await client.products.get(productId)
 * const swatches = product.productOptions?.filter((o) => o.optionType === OptionType.color)
 * ```
 *
 * @enum
 */
export const OptionType = {
  unspecified_option_type: 'unspecified_option_type',
  drop_down: 'drop_down',
  color: 'color',
} as const
/** How a product option is shown: one of {@link OptionType}'s values, or a later one. */
export type OptionType = (typeof OptionType)[keyof typeof OptionType] | (string & Record<never, never>)

/**
 * Kind of a product discount.
 *
 * @example
 * ```ts
 * import { DiscountType } from '@vitrine/catalog'
 *
 * await admin.products.update('prod-1', { discount: { type: DiscountType.PERCENT, value: 10 } })
 * ```
 *
 * @enum
 */
export const DiscountType = {
  UNDEFINED: 'UNDEFINED',
  NONE: 'NONE',
  AMOUNT: 'AMOUNT',
  PERCENT: 'PERCENT',
} as const
/** Kind of a product discount: one of {@link DiscountType}'s values, or a later one. */
export type DiscountType = (typeof DiscountType)[keyof typeof DiscountType] | (string & Record<never, never>)

/**
 * Sort direction of a query.
 *
 * @example
 * ```ts
 * import { SortOrder } from '@vitrine/catalog'
 *
 * const { sort } = client.products.query().descending('lastUpdated').build()
 * console.log(sort?.[0]?.order === SortOrder.DESC) // true
 * ```
 *
 * @enum
 */
export const SortOrder = {
  ASC: 'ASC',
  DESC: 'DESC',
} as const
/** Sort direction: `ASC` or `DESC`. */
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder]

/**
 * Units of a product's price-per-unit data.
 *
 * @example
 * ```ts
 * import { MeasurementUnit } from '@vitrine/catalog'
 *
 * await admin.products.update('prod-1', {
 *   pricePerUnitData: { totalQuantity: 500, totalMeasurementUnit: MeasurementUnit.G, baseQuantity: 100, baseMeasurementUnit: MeasurementUnit.G },
 * })
 * ```
 *
 * @enum
 */
export const MeasurementUnit = {
  UNSPECIFIED: 'UNSPECIFIED',
  ML: 'ML',
  CL: 'CL',
  L: 'L',
  CBM: 'CBM',
  MG: 'MG',
  G: 'G',
  KG: 'KG',
  MM: 'MM',
  CM: 'CM',
  M: 'M',
  SQM: 'SQM',
  OZ: 'OZ',
  LB: 'LB',
  FLOZ: 'FLOZ',
  PT: 'PT',
  QT: 'QT',
  GAL: 'GAL',
  IN: 'IN',
  FT: 'FT',
  YD: 'YD',
  SQFT: 'SQFT',
} as const
/** A measurement unit: one of {@link MeasurementUnit}'s values, or a later one. */
export type MeasurementUnit =
  | (typeof MeasurementUnit)[keyof typeof MeasurementUnit]
  | (string & Record<never, never>)

/**
 * `@vitrine/catalog`: the catalogue, as three modules you pass to `createClient`: `products`,
 * `variants` and `collections`. Reads with the query builder and paging for storefronts; admin
 * writes and bulk changes with progress (loaded on first use) for owner and app calls; `catalogTags`
 * to cache catalogue reads and revalidate them from webhooks.
 *
 * Each enumeration is a `const` object of the values this version knows and a type of the same
 * name that also accepts any other string: the platform adds values over time, and an answer
 * carrying a new one still type-checks and reaches your code unchanged.
 *
 * @packageDocumentation
 */
// The public surface of @vitrine/catalog: the three modules, their types and errors. Operations
// (src/operations/), the admin chunk (src/admin/), input shapes and wire field paths are
// internal: reach the calls through the modules.
export { BULK_CHUNK_SIZE } from './bulk-chunk-size'
export {
  type CatalogEventLike,
  type CatalogTag,
  type CatalogTags,
  catalogTags,
  catalogTagsFor,
} from './cache-tags'
export { type CollectionsApi, collections } from './collections'
export { type BulkItemCode, BulkItemError } from './errors'
export { type ProductsApi, products } from './products'
export type {
  Adjustment,
  BulkAdjust,
  BulkCreated,
  BulkCreateFailure,
  BulkCreateResult,
  BulkFailure,
  BulkOptions,
  BulkProgress,
  BulkResult,
  BulkSet,
} from './types/bulk'
export type { Collection, CollectionInput, CollectionQueryFields, CollectionUpdate } from './types/collection'
export {
  DiscountType,
  InventoryStatus,
  MeasurementUnit,
  MediaItemType,
  OptionType,
  ProductType,
  SortOrder,
} from './types/enumerations'
export type {
  ChoiceMedia,
  FocalPoint,
  Image,
  Media,
  MediaItem,
  MediaItemUrlAndSize,
  MediaItemVideo,
  MediaSource,
  OptionAndChoice,
  VariantMedia,
  Video,
  VideoResolution,
} from './types/media'
export type { GetCollectionBySlugOptions, GetProductOptions, ProductVariantsOptions } from './types/options'
export type {
  AdditionalInfoSection,
  Choice,
  CostAndProfitData,
  CustomTextField,
  Dimensions,
  Discount,
  FormattedPrice,
  NumericPropertyRange,
  OptionsAvailability,
  PageUrl,
  PriceData,
  PricePerUnitData,
  Product,
  ProductInput,
  ProductOption,
  ProductQueryFields,
  ProductUpdate,
  ReadOnlyProductField,
  Ribbon,
  SelectedVariant,
  SeoKeyword,
  SeoSchema,
  SeoTag,
  Stock,
  Variant,
  VariantData,
  VariantStock,
  VariantUpdate,
} from './types/product'
export type { PreorderInfo, StoreVariant, StoreVariantQueryFields } from './types/store-variant'
export { type VariantsApi, variants } from './variants'

// The public surface of @vitrine/catalog. Operation files, schemas and wire field paths are
// internal: reach the calls through the modules.
export { BulkItemError } from './bulk-item-error'
export { type CollectionsApi, collections } from './collections/collections'
export { BULK_CHUNK_SIZE } from './products/bulk-chunk-size'
export { type ProductsApi, products } from './products/products'
export type {
  Adjustment,
  BulkAdjust,
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
export type { GetProductOptions, ProductVariantsOptions, RequestOptions } from './types/options'
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
export { type VariantsApi, variants } from './variants/variants'

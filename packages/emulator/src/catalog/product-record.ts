/** Stored form of catalogue entities. The wire form is rendered from it per request. */

/** Type of a media item (spec: media item type). */
export type MediaType = 'image' | 'video'

/** A stored media item; a `url` starting with `/` is served by the emulator and made absolute on output. */
export interface MediaItemRecord {
  id: string
  mediaType: MediaType
  title: string
  url: string
  width: number
  height: number
  altText?: string
}

/** A choice of a product option. For colour options `value` is the hex code and `description` the name. */
export interface ChoiceRecord {
  value: string
  description: string
  mediaIds: string[]
  visible: boolean
}

/** Option type (spec: option type). */
export type OptionType = 'drop_down' | 'color'

/** A product option such as Size or Color. */
export interface ProductOptionRecord {
  name: string
  optionType: OptionType
  choices: ChoiceRecord[]
}

/** A variant: one combination of choices, keyed by option name, valued by choice description. */
export interface VariantRecord {
  id: string
  choices: Record<string, string>
  /** Own price when variants are managed, else the product's price applies. */
  price?: number
  cost?: number
  weight?: number
  sku?: string
  visible: boolean
  trackQuantity: boolean
  quantity?: number
  inStock: boolean
}

/** Discount type (spec: discount type). */
export type DiscountType = 'NONE' | 'AMOUNT' | 'PERCENT'

/** Measurement unit of price-per-unit data. */
export interface PricePerUnitRecord {
  totalQuantity: number
  totalMeasurementUnit: string
  baseQuantity: number
  baseMeasurementUnit: string
}

/** Product type (spec: product type). */
export type ProductType = 'physical' | 'digital'

/** A stored product. */
export interface ProductRecord {
  id: string
  name: string
  slug: string
  visible: boolean
  productType: ProductType
  description: string
  sku: string
  weight: number
  price: number
  cost?: number
  discount: { type: DiscountType; value: number }
  pricePerUnitData?: PricePerUnitRecord
  /** Whether variants carry their own price, cost, weight and SKU. Stock always lives on variants. */
  manageVariants: boolean
  productOptions: ProductOptionRecord[]
  /** At least one: a product without options has the single default variant. */
  variants: VariantRecord[]
  media: MediaItemRecord[]
  /** Collections the product was added to (the All Products collection is implied). */
  collectionIds: string[]
  ribbon?: string
  brand?: string
  additionalInfoSections: { title: string; description: string }[]
  customTextFields: { title: string; maxLength: number; mandatory: boolean }[]
  numericId: string
  createdDate: string
  lastUpdated: string
}

/** A stored collection; its products are the products naming it in `collectionIds`. */
export interface CollectionRecord {
  id: string
  name: string
  slug: string
  visible: boolean
  description: string
  media: MediaItemRecord[]
}

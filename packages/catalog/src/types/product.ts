import type { DiscountType, InventoryStatus, MeasurementUnit, OptionType, ProductType } from './enumerations'
import type { Media } from './media'

/** A range of numbers (floats on the wire). */
export interface NumericPropertyRange {
  /** Lowest value. */
  minValue?: number
  /** Highest value. */
  maxValue?: number
}

/** Prices formatted for display in the store's currency. */
export interface FormattedPrice {
  /** The price. */
  price?: string
  /** The price after the product's discount. */
  discountedPrice?: string
  /** The price per unit. */
  pricePerUnit?: string | null
}

/**
 * A price and what follows from it. `price`, `discountedPrice` and `pricePerUnit` are floats:
 * `NaN` and `±Infinity` travel as strings and come back as numbers.
 */
export interface PriceData {
  /** ISO-4217 currency code. */
  currency?: string
  /** The price. */
  price?: number | null
  /** The price after the product's discount. */
  discountedPrice?: number
  /** Formatted for display. */
  formatted?: FormattedPrice
  /** The price per unit of measurement (see {@link PricePerUnitData}). */
  pricePerUnit?: number | null
}

/** Cost and profit of an item (merchant data: present with `includeMerchantSpecificData`). */
export interface CostAndProfitData {
  /** What the item costs the merchant. */
  itemCost?: number | null
  /** `itemCost` formatted for display. */
  formattedItemCost?: string
  /** Price minus cost. */
  profit?: number
  /** `profit` formatted for display. */
  formattedProfit?: string
  /** Profit as a fraction of the price. */
  profitMargin?: number
}

/** How the price per unit is computed: `totalQuantity` of the product priced per `baseQuantity`. */
export interface PricePerUnitData {
  /** Quantity in the product. */
  totalQuantity?: number
  /** Unit of `totalQuantity`. */
  totalMeasurementUnit?: MeasurementUnit
  /** Quantity the unit price refers to. */
  baseQuantity?: number
  /** Unit of `baseQuantity`. */
  baseMeasurementUnit?: MeasurementUnit
}

/** Stock of a product. */
export interface Stock {
  /** Whether stock is tracked by quantity. */
  trackInventory?: boolean
  /** Quantity in stock, when tracked. */
  quantity?: number | null
  /** Whether the product can be bought. */
  inStock?: boolean
  /** Stock status across variants. */
  inventoryStatus?: InventoryStatus
}

/** A product's discount. */
export interface Discount {
  /** Kind of discount. */
  type?: DiscountType
  /** Amount or percentage, depending on `type` (a float). */
  value?: number
}

/** One choice of a product option. */
export interface Choice {
  /** The value shown, e.g. `Red` or `M`. */
  value?: string
  /** A description, e.g. the colour code of a colour choice. */
  description?: string
  /** Media of this choice. */
  media?: Media
  /** Whether any variant with this choice is in stock. */
  inStock?: boolean
  /** Whether the choice is shown. */
  visible?: boolean
}

/** A product option, e.g. `Size` with its choices. */
export interface ProductOption {
  /** How the option is shown. */
  optionType?: OptionType
  /** Option name. */
  name?: string
  /** The choices. */
  choices?: Choice[]
}

/** A section of extra information on the product page. */
export interface AdditionalInfoSection {
  /** Heading. */
  title?: string
  /** Text (may contain HTML). */
  description?: string
}

/** A ribbon shown on a product. */
export interface Ribbon {
  /** Ribbon text. */
  text?: string
}

/** A text field a buyer fills in when ordering the product. */
export interface CustomTextField {
  /** Field label. */
  title?: string
  /** Longest accepted answer. */
  maxLength?: number
  /** Whether an answer is required. */
  mandatory?: boolean
}

/** Where the product page is. */
export interface PageUrl {
  /** Site base URL. */
  base?: string
  /** Path of the page. */
  path?: string
}

/** Physical dimensions. */
export interface Dimensions {
  /** Length, as a decimal string. */
  length?: string | null
  /** Width, as a decimal string. */
  width?: string | null
  /** Height, as a decimal string. */
  height?: string | null
  /** Unit of the three values (`MM`, `CM`, `M`, `IN`, `FT`, `YD`). */
  unit?: string
}

/** An SEO tag of the product page. */
export interface SeoTag {
  /** Tag type (`title`, `meta`, …). */
  type?: string
  /** Attributes. */
  props?: Record<string, unknown> | null
  /** Extra data. */
  meta?: Record<string, unknown> | null
  /** Inner content. */
  children?: string
  /** Whether the tag was added by the merchant. */
  custom?: boolean
  /** Whether the tag is disabled. */
  disabled?: boolean
}

/** An SEO keyword. */
export interface SeoKeyword {
  /** The keyword. */
  term?: string
  /** Whether it is the main keyword. */
  isMain?: boolean
  /** Where it came from. */
  origin?: string | null
}

/** SEO data of the product page. */
export interface SeoSchema {
  /** Tags. */
  tags?: SeoTag[]
  /** Settings. */
  settings?: {
    /** Whether a changed slug should not redirect from the old URL. */
    preventAutoRedirect?: boolean
    /** Keywords. */
    keywords?: SeoKeyword[]
  }
}

/** The data of one variant: its own price, cost, weight and SKU. */
export interface VariantData {
  /** Price of the variant. */
  priceData?: PriceData
  /** Price in the visitor's currency. */
  convertedPriceData?: PriceData
  /** Cost and profit (merchant data). */
  costAndProfitData?: CostAndProfitData
  /** Weight (a float). */
  weight?: number
  /** Stock keeping unit. */
  sku?: string
  /** Whether the variant is shown. */
  visible?: boolean
  /** Dimensions of the item. */
  productDimensions?: Dimensions
  /** Dimensions of its package. */
  packageDimensions?: Dimensions
}

/** Stock of one variant. */
export interface VariantStock {
  /** Whether stock is tracked by quantity. */
  trackQuantity?: boolean
  /** Quantity in stock, when tracked. */
  quantity?: number | null
  /** Whether the variant can be bought. */
  inStock?: boolean
}

/** One variant of a product: a combination of choices, with its own data and stock. */
export interface Variant {
  /** Variant id. */
  id: string
  /** The choice of each option, e.g. `{ Size: 'M', Color: 'Red' }`. */
  choices?: Record<string, string>
  /** Price, cost, weight, SKU. */
  variant?: VariantData
  /** Stock. */
  stock?: VariantStock
}

/**
 * A product of the catalogue (spec §3). Prices, costs, weights and their ranges are floats,
 * `lastUpdated` and `createdDate` are `Date`s.
 */
export interface Product {
  /** Product id. */
  id: string
  /** Name. */
  name?: string | null
  /** Slug of the product page URL. */
  slug?: string
  /** Whether the product is shown in the store. */
  visible?: boolean | null
  /** Physical or digital. */
  productType?: ProductType
  /** Description (may contain HTML). */
  description?: string | null
  /** Stock keeping unit. */
  sku?: string | null
  /** Weight (a float). */
  weight?: number | null
  /** Lightest and heaviest variant. */
  weightRange?: NumericPropertyRange
  /** Dimensions of the item. */
  productDimensions?: Dimensions
  /** Dimensions of its package. */
  packageDimensions?: Dimensions
  /** Stock. */
  stock?: Stock
  /** Price (kept for compatibility; same as `priceData`). */
  price?: PriceData
  /** Price in the store's currency. */
  priceData?: PriceData
  /** Price in the visitor's currency. */
  convertedPriceData?: PriceData
  /** Cheapest and dearest variant. */
  priceRange?: NumericPropertyRange
  /** Cost and profit (merchant data). */
  costAndProfitData?: CostAndProfitData
  /** Lowest and highest variant cost (merchant data). */
  costRange?: NumericPropertyRange
  /** Price per unit of measurement. */
  pricePerUnitData?: PricePerUnitData
  /** Extra sections of the product page. */
  additionalInfoSections?: AdditionalInfoSection[]
  /** Ribbons (use `ribbon`). */
  ribbons?: Ribbon[]
  /** Images and videos. */
  media?: Media
  /** Text fields a buyer fills in. */
  customTextFields?: CustomTextField[]
  /** Whether variants have their own price, weight and stock. */
  manageVariants?: boolean | null
  /** Options and their choices. */
  productOptions?: ProductOption[]
  /** Where the product page is. */
  productPageUrl?: PageUrl
  /** A numeric id, as a decimal string. */
  numericId?: string
  /** Id of the product's inventory item. */
  inventoryItemId?: string
  /** The product's discount. */
  discount?: Discount
  /** Ids of the collections that hold the product. */
  collectionIds?: string[]
  /** Variants (one per combination of choices). */
  variants?: Variant[]
  /** When the product last changed. */
  lastUpdated?: Date | null
  /** When the product was created. */
  createdDate?: Date | null
  /** SEO data. */
  seoData?: SeoSchema
  /** Ribbon text. */
  ribbon?: string | null
  /** Brand name. */
  brand?: string | null
}

/** Fields of a {@link Product} the platform computes or owns; a create or update cannot set them. */
export type ReadOnlyProductField =
  | 'id'
  | 'lastUpdated'
  | 'createdDate'
  | 'numericId'
  | 'inventoryItemId'
  | 'productPageUrl'
  | 'collectionIds'
  | 'variants'
  | 'priceRange'
  | 'costRange'
  | 'weightRange'
  | 'convertedPriceData'
  | 'price'

/**
 * A new product: a `name`, a `productType` and a price, and whatever else it starts with.
 *
 * @example
 * ```ts
 * import type { ProductInput } from '@vitrine/catalog'
 *
 * const input: ProductInput = { name: 'Shirt', productType: 'physical', priceData: { price: 10.5 } }
 * ```
 */
export interface ProductInput
  extends Partial<Omit<Product, ReadOnlyProductField | 'name' | 'productType' | 'priceData'>> {
  /** Name, not empty. */
  name: string
  /** Physical or digital. */
  productType: ProductType
  /** The price (a float, not below 0). */
  priceData: PriceData & { price: number }
}

/**
 * Changes to a product: only the fields given change.
 *
 * @example
 * ```ts
 * import type { ProductUpdate } from '@vitrine/catalog'
 *
 * const patch: ProductUpdate = { name: 'Shirt 2', priceData: { price: 12 } }
 * ```
 */
export type ProductUpdate = Partial<Omit<Product, ReadOnlyProductField>>

/** Fields a product query can filter and sort on, with their value types. */
export interface ProductQueryFields {
  /** Product id. */
  id: string
  /** Name. */
  name: string
  /** Slug. */
  slug: string
  /** Physical or digital. */
  productType: ProductType
  /** Description. */
  description: string
  /** Stock keeping unit. */
  sku: string
  /** Price. */
  price: number
  /** Price in the store's currency. */
  'priceData.price': number
  /** Numeric id. */
  numericId: string
  /** Collections holding the product (`eq` tests membership; `hasSome`, `hasAll`). */
  collectionIds: string[]
  /** Whether the product is shown. */
  visible: boolean
  /** Last change. */
  lastUpdated: Date
  /** Creation. */
  createdDate: Date
}

/** The availability of a product for a selection of choices. */
export interface OptionsAvailability {
  /** The variant the choices select, when they select exactly one. */
  selectedVariant?: SelectedVariant
  /** Media for the selection. */
  media?: Media
  /** The options, with the choices still available given the selection. */
  productOptions?: ProductOption[]
  /** Whether the selection can be bought. */
  availableForPurchase?: boolean
}

/** The variant a selection of choices lands on. */
export interface SelectedVariant {
  /** Price. */
  price?: PriceData
  /** Price in the visitor's currency. */
  convertedPriceData?: PriceData
  /** Weight (a float). */
  weight?: number | null
  /** Stock keeping unit. */
  sku?: string
  /** Quantity in stock, when tracked. */
  quantity?: number | null
  /** Whether it is in stock. */
  inStock?: boolean
  /** Whether it is shown. */
  visible?: boolean
  /** Dimensions of the item. */
  productDimensions?: Dimensions
  /** Dimensions of its package. */
  packageDimensions?: Dimensions
}

/**
 * New data for the variants that match `choices` or `variantIds`. Price, cost and weight are
 * floats.
 *
 * @example
 * ```ts
 * import type { VariantUpdate } from '@vitrine/catalog'
 *
 * const change: VariantUpdate = { choices: { Size: 'M' }, price: 12, sku: 'SHIRT-M' }
 * ```
 */
export interface VariantUpdate {
  /** Select variants by choices, e.g. `{ Size: 'M' }` (every variant with size M). */
  choices?: Record<string, string>
  /** Select variants by id. */
  variantIds?: string[]
  /** New price. */
  price?: number | null
  /** New cost. */
  cost?: number | null
  /** New weight. */
  weight?: number | null
  /** New SKU. */
  sku?: string | null
  /** Shown or hidden. */
  visible?: boolean | null
  /** Dimensions of the item. */
  productDimensions?: Dimensions
  /** Dimensions of its package. */
  packageDimensions?: Dimensions
}

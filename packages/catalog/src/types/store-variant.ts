import type { VariantMedia } from './media'
import type { VariantStock } from './product'

/** Pre-order settings of a variant. */
export interface PreorderInfo {
  /** Whether the variant can be ordered while out of stock. */
  enabled?: boolean
  /** Message shown to buyers. */
  message?: string | null
  /** How many can be pre-ordered. */
  limit?: number | null
}

/**
 * A variant across the whole store (`client.variants`), with its product's name and its media.
 * Media URLs may expire: `urlExpirationDate` is a `Date`; focal points are floats.
 */
export interface StoreVariant {
  /** Store-wide id (`<productId>-<variantId>`). */
  id: string
  /** Variant id within its product. */
  variantId?: string
  /** Its product. */
  productId?: string
  /** Variant name, e.g. `M / Red`. */
  variantName?: string
  /** Its product's name. */
  productName?: string
  /** Whether the product manages variants. */
  managedVariant?: boolean
  /** Stock keeping unit. */
  sku?: string
  /** Stock. */
  stock?: VariantStock
  /** The choice of each option. */
  choices?: Record<string, string>
  /** Collections of its product. */
  collectionIds?: string[]
  /** Image or video. */
  media?: VariantMedia
  /** Pre-order settings. */
  preorderInfo?: PreorderInfo
}

/** Fields a store variant query can filter and sort on, with their value types. */
export interface StoreVariantQueryFields {
  /** Store-wide id. */
  id: string
  /** Variant id within its product. */
  variantId: string
  /** Its product. */
  productId: string
  /** Variant name. */
  variantName: string
  /** Its product's name. */
  productName: string
  /** Whether the product manages variants. */
  managedVariant: boolean
  /** Stock keeping unit. */
  sku: string
  /** Collections of its product. */
  collectionIds: string[]
  /** Whether it is in stock. */
  'stock.inStock': boolean
  /** Quantity in stock. */
  'stock.quantity': number
}

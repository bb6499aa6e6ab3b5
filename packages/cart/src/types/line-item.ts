/**
 * A line of the cart and what describes it: the catalogue reference, media, availability, subscriptions, modifiers.
 *
 * @module
 */

import type {
  DescriptionLineType,
  FileType,
  ItemAvailabilityStatus,
  ItemTypePreset,
  PaymentOptionType,
  SubscriptionFrequency,
  TaxableAddressType,
} from './enums'
import type { MultiCurrencyPrice, TranslatableString } from './values'

/** A colour description line value. */
export interface Color extends TranslatableString {
  /** HEX or RGB colour code. */
  code?: string | null
}

/** A line of a line item's description ("Size: M", "Color: Red"). */
export interface DescriptionLine {
  /** What the line describes ("Size"). */
  name?: TranslatableString
  /** A plain-text value. */
  plainText?: TranslatableString
  /** A colour value. */
  colorInfo?: Color
  /** Kind of the line. */
  lineType?: DescriptionLineType
}

/** The point of an image to keep in view when it is cropped. */
export interface FocalPoint {
  /** X coordinate. */
  x?: number
  /** Y coordinate. */
  y?: number
  /** Crop height. */
  height?: number | null
  /** Crop width. */
  width?: number | null
}

/** An image of the site's media. */
export interface Image {
  /** Media id. */
  id?: string
  /** Image URL. */
  url?: string
  /** Original height in pixels. */
  height?: number
  /** Original width in pixels. */
  width?: number
  /** Alternative text. */
  altText?: string | null
  /** When `url` stops working (signed URLs). */
  urlExpirationDate?: Date | null
  /** File name. */
  filename?: string | null
  /** File size in bytes, as a decimal string. */
  sizeInBytes?: string | null
  /** Focal point. */
  focalPoint?: FocalPoint
}

/** A link to a page of the site. */
export interface PageUrl {
  /** Path relative to the site, e.g. `/product-page/classic-tee`. */
  relativePath?: string
  /** Absolute URL. */
  url?: string | null
}

/** Which catalogue item a line item is, and in which variant. */
export interface CatalogReference {
  /** Id of the item in its catalogue (a product id for the stores catalogue). */
  catalogItemId?: string
  /** Id of the app that owns the catalogue; the stores catalogue is {@link STORES_APP_ID}. */
  appId?: string
  /**
   * Catalogue-specific choice of the item, e.g. `{ variantId }` or `{ options: { Size: 'M' } }`
   * for stores products.
   */
  options?: Record<string, unknown> | null
}

/** Whether an item can be bought. */
export interface ItemAvailabilityInfo {
  /** Availability status. */
  status?: ItemAvailabilityStatus
  /** How many are available, when stock is tracked. */
  quantityAvailable?: number | null
}

/** Physical properties of an item. */
export interface PhysicalProperties {
  /** Weight in the cart's `weightUnit`. */
  weight?: number | null
  /** Stock-keeping unit. */
  sku?: string | null
  /** Whether the item is shipped. */
  shippable?: boolean
}

/** Kind of an item: a preset, or a custom name. */
export interface ItemType {
  /** Preset kind. */
  preset?: ItemTypePreset
  /** Custom kind. */
  custom?: string
}

/** A free trial of a subscription. */
export interface FreeTrialPeriod {
  /** Unit of the period. */
  frequency?: SubscriptionFrequency
  /** Number of units. */
  interval?: number
}

/** Billing settings of a subscription. */
export interface SubscriptionSettings {
  /** Unit of the billing period. */
  frequency?: SubscriptionFrequency
  /** Number of units per billing period. */
  interval?: number | null
  /** Whether the subscription renews automatically. */
  autoRenewal?: boolean
  /** Number of billing cycles before it ends. */
  billingCycles?: number | null
  /** When the subscription starts. */
  startDate?: Date | null
  /** Whether the buyer may cancel it. */
  enableCustomerCancellation?: boolean
  /** Free trial, if any. */
  freeTrialPeriod?: FreeTrialPeriod
}

/** The subscription option of a line item. */
export interface SubscriptionOptionInfo {
  /** Billing settings. */
  subscriptionSettings?: SubscriptionSettings
  /** Option name. */
  title?: TranslatableString
  /** Option description. */
  description?: TranslatableString
}

/** A secured (digital) file delivered with an item. */
export interface SecuredMedia {
  /** Media id. */
  id?: string
  /** Original file name. */
  fileName?: string
  /** File kind. */
  fileType?: FileType
}

/** When and for how many people a service is provided. */
export interface ServiceProperties {
  /** When the service starts. */
  scheduledDate?: Date | null
  /** When the service ends. */
  endDate?: Date | null
  /** Number of participants. */
  numberOfParticipants?: number | null
}

/** A membership chosen to pay for a line item. */
export interface SelectedMembership {
  /** Membership id. */
  id?: string
  /** Id of the app that provides the membership. */
  appId?: string
}

/** A payment option choice. */
export interface PaymentOption {
  /** The payment option. */
  value?: PaymentOptionType
}

/** Values that override the catalogue's for one line item (owner/app calls only). */
export interface CatalogOverrideFields {
  /** Item name. */
  productName?: TranslatableString
  /** Price after discounts, a decimal string. */
  price?: string | null
  /** Price before discounts, a decimal string. */
  fullPrice?: string | null
  /** Description lines. */
  descriptionLines?: DescriptionLine[]
  /** Physical properties. */
  physicalProperties?: PhysicalProperties
  /** Item image. */
  image?: Image
  /** Payment option. */
  paymentOption?: PaymentOption
  /** Deposit, a decimal string (`DEPOSIT_ONLINE` items). */
  depositAmount?: string | null
  /** Whether to save the payment method on the order. */
  savePaymentMethod?: boolean | null
}

/** Which address a line item's tax is calculated against. */
export interface TaxableAddress {
  /** Address kind. */
  addressType?: TaxableAddressType
}

/** Data of extended fields, by the namespace of the app that defined them. */
export interface ExtendedFields {
  /** Values by namespace. */
  namespaces?: Record<string, Record<string, unknown>>
}

/** A policy shown to the buyer at checkout. */
export interface Policy {
  /** Title. */
  title?: string | null
  /** Content. */
  content?: string
}

/** A modifier of a line item (an extra, a topping). */
export interface ItemModifier {
  /** Modifier id. */
  id?: string
  /** Quantity of the modifier. */
  quantity?: number | null
  /** Label. */
  label?: TranslatableString
  /** Details. */
  details?: TranslatableString
  /** Price of the modifier. */
  price?: MultiCurrencyPrice
}

/** A group of modifiers of a line item. */
export interface ModifierGroup {
  /** Group id. */
  id?: string
  /** Group name. */
  name?: TranslatableString
  /** The modifiers. */
  modifiers?: ItemModifier[]
}

/**
 * One line of the cart: an item, its quantity and its prices.
 *
 * @example
 * ```ts
 * const cart = await client.cart.get()
 * for (const item of cart.lineItems ?? []) {
 *   console.log(item.quantity, item.productName?.original, item.lineItemPrice?.formattedAmount)
 * }
 * ```
 */
export interface LineItem {
  /** Line item id: what {@link CurrentCart.removeItems} and {@link CurrentCart.setQuantities} take. */
  id?: string
  /** Quantity. */
  quantity?: number
  /** The catalogue item. */
  catalogReference?: CatalogReference
  /** Item name. */
  productName?: TranslatableString
  /** The item's page. */
  url?: PageUrl
  /** Unit price after catalogue and line-item discounts. */
  price?: MultiCurrencyPrice
  /** Unit price before the catalogue's discount. */
  fullPrice?: MultiCurrencyPrice
  /** Unit price after the catalogue's discount, before line-item discounts. */
  priceBeforeDiscounts?: MultiCurrencyPrice
  /** Total price of the line after discounts. */
  lineItemPrice?: MultiCurrencyPrice
  /** Description lines (chosen options). */
  descriptionLines?: DescriptionLine[]
  /** Item image. */
  image?: Image
  /** Availability. */
  availability?: ItemAvailabilityInfo
  /** Physical properties. */
  physicalProperties?: PhysicalProperties
  /** Item kind. */
  itemType?: ItemType
  /** Subscription option. */
  subscriptionOptionInfo?: SubscriptionOptionInfo
  /** Digital file delivered with the item. */
  digitalFile?: SecuredMedia
  /** Payment option. */
  paymentOption?: PaymentOptionType
  /** Service details. */
  serviceProperties?: ServiceProperties
  /** Id of the real catalogue item when `catalogItemId` is not (bookings). */
  rootCatalogItemId?: string | null
  /** Extra price text ("Starts at $67"). */
  priceDescription?: TranslatableString
  /** Deposit paid during checkout (`DEPOSIT_ONLINE`). */
  depositAmount?: MultiCurrencyPrice
  /** Membership paying for this item. */
  selectedMembership?: SelectedMembership
  /** Delivery profile id. */
  deliveryProfileId?: string | null
  /** Tax group id. */
  taxGroupId?: string | null
  /** Whether this is a custom line item (no catalogue behind it). */
  customLineItem?: boolean
  /** Payment policy the buyer must accept. */
  consentRequiredPaymentPolicy?: string | null
  /** Whether the price is set only after the order is created. */
  priceUndetermined?: boolean
  /** Whether the quantity cannot be changed. */
  fixedQuantity?: boolean
  /** Catalogue values overridden for this line. */
  catalogOverrideFields?: CatalogOverrideFields
  /** Whether to save the payment method on the order. */
  savePaymentMethod?: boolean
  /** Address the tax is calculated against. */
  taxableAddress?: TaxableAddress
  /** Extended fields. */
  extendedFields?: ExtendedFields
  /** Policies shown at checkout. */
  policies?: Policy[]
  /** Whether only members may buy the item. */
  membersOnly?: boolean
  /** Modifier groups. */
  modifierGroups?: ModifierGroup[]
  /** Total price of the modifiers, included in `price`. */
  modifiersTotalPrice?: MultiCurrencyPrice
}

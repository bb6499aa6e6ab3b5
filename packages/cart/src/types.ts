/**
 * The cart as the platform returns it (spec section 3), field for field with the wire, except
 * that timestamps are `Date`s and float fields are numbers (also `NaN` and `±Infinity`).
 *
 * Money is a decimal string (`"10.50"`), never a float: add amounts with a decimal library or
 * in minor units, not with `+`. Every field is optional because the platform omits empty ones.
 *
 * @module
 */

import type {
  ChargeType,
  DescriptionLineType,
  DiscountType,
  FallbackReason,
  FileType,
  ItemAvailabilityStatus,
  ItemTypePreset,
  JurisdictionType,
  ManualCalculationReason,
  PaymentOptionType,
  PickupMethod,
  RateType,
  RuleType,
  Severity,
  SubscriptionFrequency,
  TaxableAddressType,
  VatType,
  WeightUnit,
} from './enums'

/**
 * An amount in the site's currency and in the buyer's, each as a decimal string and formatted.
 *
 * @example
 * ```ts
 * import type { MultiCurrencyPrice } from '@vitrine/cart'
 *
 * const cents = (price: MultiCurrencyPrice) => Math.round(Number(price.amount ?? '0') * 100)
 * ```
 */
export interface MultiCurrencyPrice {
  /** Amount in the site currency, a decimal string: `"10.5"`. */
  amount?: string
  /** Amount in the buyer's currency, a decimal string. */
  convertedAmount?: string
  /** Amount with its currency symbol: `"$10.50"`. */
  formattedAmount?: string
  /** Converted amount with its currency symbol. */
  formattedConvertedAmount?: string
}

/** A text in the site's language and in the buyer's. */
export interface TranslatableString {
  /** The text in the site's default language. */
  original?: string
  /** The text in the buyer's language; defaults to `original`. */
  translated?: string | null
}

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

/** Who owns the cart. Exactly one of `visitorId`, `memberId`, `userId` is set. */
export interface BuyerInfo {
  /** Visitor id, when the buyer is not a member. */
  visitorId?: string
  /** Member id, when the buyer is a logged-in member. */
  memberId?: string
  /** User id, when the buyer is a site user. */
  userId?: string
  /** Contact id. */
  contactId?: string | null
  /** Buyer e-mail. */
  email?: string | null
}

/** A coupon applied to the cart. */
export interface Coupon {
  /** Coupon id. */
  id?: string
  /** Coupon code. */
  code?: string
}

/** A discount set by the merchant. */
export interface MerchantDiscount {
  /** Discount value. */
  amount?: MultiCurrencyPrice
}

/** A discount of the cart: a coupon or a merchant discount. */
export interface CartDiscount {
  /** Coupon. */
  coupon?: Coupon
  /** Merchant discount. */
  merchantDiscount?: MerchantDiscount
}

/** Street name and number. */
export interface StreetAddress {
  /** Street number. */
  number?: string
  /** Street name. */
  name?: string
  /** Apartment, suite, floor. */
  apt?: string
}

/** Latitude and longitude. */
export interface Geocode {
  /** Latitude. */
  latitude?: number | null
  /** Longitude. */
  longitude?: number | null
}

/** A postal address. */
export interface Address {
  /** Country, ISO-3166 alpha-2 (`"US"`). */
  country?: string | null
  /** Subdivision, ISO-3166-2 (`"US-NY"`). */
  subdivision?: string | null
  /** City. */
  city?: string | null
  /** Postal code. */
  postalCode?: string | null
  /** Street name and number. */
  streetAddress?: StreetAddress
  /** Main address line (street and number). */
  addressLine?: string | null
  /** Second address line (apartment, suite, floor). */
  addressLine2?: string | null
  /** Coordinates. */
  geocode?: Geocode
  /** The whole address as one line. */
  formattedAddress?: string | null
  /** Full name of the country (answers only). */
  countryFullname?: string | null
  /** Full name of the subdivision (answers only). */
  subdivisionFullname?: string | null
}

/** A tax id (Brazil only). */
export interface VatId {
  /** The tax id. */
  id?: string
  /** Its kind. */
  type?: VatType
}

/** Who is at an address. */
export interface FullAddressContactDetails {
  /** First name. */
  firstName?: string | null
  /** Last name. */
  lastName?: string | null
  /** Phone number. */
  phone?: string | null
  /** Company. */
  company?: string | null
  /** Tax id. */
  vatId?: VatId
}

/** An address with the contact at it. */
export interface AddressWithContact {
  /** The address. */
  address?: Address
  /** The contact. */
  contactDetails?: FullAddressContactDetails
}

/** A shipping option chosen by its code (from an estimate's `shippingInfo`). */
export interface SelectedShippingOption {
  /** Carrier id. */
  carrierId?: string | null
  /** Option code, e.g. `"standard"`. */
  code?: string
}

/**
 * The current visitor's or member's cart: what every cart call resolves to.
 *
 * @example
 * ```ts
 * import type { Cart } from '@vitrine/cart'
 *
 * const cart: Cart = await client.cart.get()
 * const count = (cart.lineItems ?? []).reduce((sum, item) => sum + (item.quantity ?? 0), 0)
 * ```
 */
export interface Cart {
  /** Cart id. */
  id?: string
  /** The line items. */
  lineItems?: LineItem[]
  /** Note left by the buyer. */
  buyerNote?: string | null
  /** Who owns the cart. */
  buyerInfo?: BuyerInfo
  /** Site currency, ISO-4217 (`"USD"`). */
  currency?: string
  /** Currency the buyer chose, ISO-4217. */
  conversionCurrency?: string
  /** Currency the buyer pays in, ISO-4217. */
  paymentCurrency?: string
  /** Language for the buyer. */
  buyerLanguage?: string | null
  /** Language of `original` texts. */
  siteLanguage?: string | null
  /** Whether prices include tax. */
  taxIncludedInPrices?: boolean | null
  /** Unit of weights. */
  weightUnit?: WeightUnit
  /** Id of the checkout created from this cart, if any. */
  checkoutId?: string | null
  /** Applied coupons and merchant discounts. */
  appliedDiscounts?: CartDiscount[]
  /** When the cart was created. */
  createdDate?: Date | null
  /** When the cart last changed. */
  updatedDate?: Date | null
  /** Contact and address of the buyer. */
  contactInfo?: AddressWithContact
  /** Checkout page URL that replaces the platform's. */
  overrideCheckoutUrl?: string | null
  /** Id shared by the cart, checkout and order of one purchase. */
  purchaseFlowId?: string | null
  /** Chosen shipping option. */
  selectedShippingOption?: SelectedShippingOption
  /** Extended fields. */
  extendedFields?: ExtendedFields
  /** Business location id. */
  businessLocationId?: string | null
  /** Revision, a decimal string increased by every change of the cart. */
  revision?: string | null
}

// ---------------------------------------------------------------------------------------------
// Totals estimate (the answer of `estimateTotals`).

/** Tax of one rate. */
export interface TaxRateBreakdown {
  /** Tax name. */
  name?: string
  /** Rate, a decimal string (`"0.08875"`). */
  rate?: string
  /** Tax amount. */
  tax?: MultiCurrencyPrice
}

/** Tax of one jurisdiction. */
export interface TaxBreakdown {
  /** Jurisdiction name. */
  jurisdiction?: string | null
  /** Part of the price that is not taxed. */
  nonTaxableAmount?: MultiCurrencyPrice
  /** Rate, a decimal string. */
  rate?: string | null
  /** Tax amount. */
  taxAmount?: MultiCurrencyPrice
  /** Taxed amount. */
  taxableAmount?: MultiCurrencyPrice
  /** Tax type. */
  taxType?: string | null
  /** Tax name. */
  taxName?: string | null
  /** Jurisdiction kind. */
  jurisdictionType?: JurisdictionType
}

/** Tax of a line item, a shipping option or a fee. */
export interface ItemTaxFullDetails {
  /** Taxed amount. */
  taxableAmount?: MultiCurrencyPrice
  /** Total rate, a decimal string. */
  taxRate?: string
  /** Total tax. */
  totalTax?: MultiCurrencyPrice
  /** Tax per rate. */
  rateBreakdown?: TaxRateBreakdown[]
  /** Tax per jurisdiction. */
  taxBreakdown?: TaxBreakdown[]
}

/** Prices of one line item in an estimate. */
export interface LineItemPricesData {
  /** Total after discounts, modifiers and tax. */
  totalPriceAfterTax?: MultiCurrencyPrice
  /** Total after discounts and modifiers, before tax. */
  totalPriceBeforeTax?: MultiCurrencyPrice
  /** Tax details. */
  taxDetails?: ItemTaxFullDetails
  /** Total discount. */
  totalDiscount?: MultiCurrencyPrice
  /** Unit price after catalogue and automatic discounts. */
  price?: MultiCurrencyPrice
  /** Unit price before discounts. */
  priceBeforeDiscounts?: MultiCurrencyPrice
  /** Line total after catalogue and automatic discounts. */
  lineItemPrice?: MultiCurrencyPrice
  /** Unit price before any discount, with modifiers. */
  fullPrice?: MultiCurrencyPrice
  /** Modifiers of one unit. */
  modifiers?: MultiCurrencyPrice
  /** Deposit. */
  depositAmount?: MultiCurrencyPrice
}

/** A line item's prices in an estimate. */
export interface CalculatedLineItem {
  /** The line item's id. */
  lineItemId?: string
  /** Its prices. */
  pricesBreakdown?: LineItemPricesData
  /** Its payment option. */
  paymentOption?: PaymentOptionType
  /** Address its tax was calculated against. */
  taxableAddress?: TaxableAddress
}

/** Totals of an estimate. */
export interface PriceSummary {
  /** Line items before discounts and tax. */
  subtotal?: MultiCurrencyPrice
  /** Shipping before discounts and tax. */
  shipping?: MultiCurrencyPrice
  /** Tax. */
  tax?: MultiCurrencyPrice
  /** Discounts. */
  discount?: MultiCurrencyPrice
  /** What the buyer pays: after discounts, gift cards and tax. */
  total?: MultiCurrencyPrice
  /** Additional fees before tax. */
  additionalFees?: MultiCurrencyPrice
}

/** A gift card applied to the estimate. */
export interface GiftCard {
  /** Gift card id. */
  id?: string
  /** Code, mostly masked. */
  obfuscatedCode?: string
  /** Amount redeemed. */
  amount?: MultiCurrencyPrice
  /** Id of the app that issued it. */
  appId?: string
  /** Id in the issuing app. */
  externalId?: string | null
  /** Amount asked for. */
  requestedAmount?: MultiCurrencyPrice
}

/** An application error inside an answer. */
export interface ApplicationErrorDetails {
  /** Error code. */
  code?: string
  /** Description. */
  description?: string
  /** Data of the error. */
  data?: Record<string, unknown> | null
}

/** Details of a fallback tax calculation. */
export interface AutoTaxFallbackCalculationDetails {
  /** Why the fallback was used. */
  fallbackReason?: FallbackReason
  /** The error that caused it. */
  error?: ApplicationErrorDetails
}

/** How the tax of an estimate was calculated. */
export interface TaxCalculationDetails {
  /** Why a manual rate was used. */
  manualRateReason?: ManualCalculationReason
  /** Fallback details. */
  autoTaxFallbackDetails?: AutoTaxFallbackCalculationDetails
  /** Calculation kind. */
  rateType?: RateType
}

/** Tax totals of an estimate. */
export interface TaxSummary {
  /** Taxed amount. */
  taxableAmount?: MultiCurrencyPrice
  /** Total tax. */
  totalTax?: MultiCurrencyPrice
  /** How it was calculated. */
  calculationDetails?: TaxCalculationDetails
}

/** The shipping region of an estimate. */
export interface ShippingRegion {
  /** Region id. */
  id?: string
  /** Region name. */
  name?: string
}

/** A delivery window. */
export interface DeliveryTimeSlot {
  /** Start of the window. */
  from?: Date | null
  /** End of the window. */
  to?: Date | null
}

/** Where and how a pick-up option is collected. */
export interface PickupDetails {
  /** Pick-up address. */
  address?: Address
  /** Whether it is one of the business's own locations. */
  businessLocation?: boolean
  /** Pick-up method. */
  pickupMethod?: PickupMethod
}

/** When and how a shipping option delivers. */
export interface DeliveryLogistics {
  /** Delivery time, as text ("3-5 business days"). */
  deliveryTime?: string | null
  /** Instructions for the buyer. */
  instructions?: string | null
  /** Pick-up details, for pick-up options. */
  pickupDetails?: PickupDetails
  /** Delivery window, when the option has one. */
  deliveryTimeSlot?: DeliveryTimeSlot
}

/** Prices of the chosen shipping option. */
export interface SelectedCarrierServiceOptionPrices {
  /** Total after discount and tax. */
  totalPriceAfterTax?: MultiCurrencyPrice
  /** Total after discount, before tax. */
  totalPriceBeforeTax?: MultiCurrencyPrice
  /** Tax details. */
  taxDetails?: ItemTaxFullDetails
  /** Shipping discount before tax. */
  totalDiscount?: MultiCurrencyPrice
  /** Price before discount and tax. */
  price?: MultiCurrencyPrice
}

/** An extra charge of the chosen shipping option. */
export interface SelectedCarrierServiceOptionOtherCharge {
  /** Kind of charge. */
  type?: ChargeType
  /** Details. */
  details?: string | null
  /** Its prices. */
  cost?: SelectedCarrierServiceOptionPrices
}

/** The shipping option used for the estimate. */
export interface SelectedCarrierServiceOption {
  /** Option code. */
  code?: string
  /** Option title. */
  title?: string
  /** Delivery details. */
  logistics?: DeliveryLogistics
  /** Prices. */
  cost?: SelectedCarrierServiceOptionPrices
  /** Whether the buyer asked for this option (`selectedShippingOption`). */
  requestedShippingOption?: boolean
  /** Extra charges. */
  otherCharges?: SelectedCarrierServiceOptionOtherCharge[]
  /** Carrier id. */
  carrierId?: string | null
}

/** An extra charge of a shipping option. */
export interface OtherCharge {
  /** Kind of charge. */
  type?: ChargeType
  /** Price. */
  price?: MultiCurrencyPrice
  /** Details. */
  details?: string | null
}

/** Price of a shipping option. */
export interface ShippingPrice {
  /** Price. */
  price?: MultiCurrencyPrice
  /** Extra charges. */
  otherCharges?: OtherCharge[]
}

/** A shipping option the buyer may choose. */
export interface ShippingOption {
  /** Option code: pass it as `selectedShippingOption.code`. */
  code?: string
  /** Option title. */
  title?: string
  /** Delivery details. */
  logistics?: DeliveryLogistics
  /** Price. */
  cost?: ShippingPrice
}

/** The shipping options of one carrier. */
export interface CarrierServiceOption {
  /** Carrier id: pass it as `selectedShippingOption.carrierId`. */
  carrierId?: string
  /** Its options. */
  shippingOptions?: ShippingOption[]
}

/** Shipping in an estimate. */
export interface ShippingInformation {
  /** Region the shipping address falls in. */
  region?: ShippingRegion
  /** Option used for the totals. */
  selectedCarrierServiceOption?: SelectedCarrierServiceOption
  /** Every option available. */
  carrierServiceOptions?: CarrierServiceOption[]
}

/** A coupon applied to an estimate. */
export interface AppliedCoupon {
  /** Coupon id. */
  id?: string
  /** Coupon code. */
  code?: string
  /** Discount value. */
  amount?: MultiCurrencyPrice
  /** Coupon name. */
  name?: string
}

/** A merchant discount applied to an estimate. */
export interface AppliedMerchantDiscount {
  /** Discount value. */
  amount?: MultiCurrencyPrice
  /** Percentage, when the discount is one. */
  percentage?: number | null
}

/** An automatic discount rule applied to an estimate. */
export interface AppliedDiscountRule {
  /** Rule id. */
  id?: string
  /** Rule name. */
  name?: TranslatableString
  /** Discount value. */
  amount?: MultiCurrencyPrice
}

/** A discount applied to an estimate: a coupon, a merchant discount or a rule. */
export interface AppliedDiscount {
  /** Coupon. */
  coupon?: AppliedCoupon
  /** Merchant discount. */
  merchantDiscount?: AppliedMerchantDiscount
  /** Discount rule. */
  discountRule?: AppliedDiscountRule
  /** What it applies to. */
  discountType?: DiscountType
  /** Line items it applies to (`SPECIFIC_ITEMS`). */
  lineItemIds?: string[]
}

/** A field violation inside an answer. */
export interface FieldViolationDetails {
  /** Field path. */
  field?: string
  /** What is wrong. */
  description?: string
  /** Rule broken. */
  violatedRule?: RuleType
  /** Rule name (`OTHER` rules). */
  ruleName?: string | null
  /** Data of the violation. */
  data?: Record<string, unknown> | null
}

/** An error inside an answer: application, validation or system. */
export interface ErrorDetails {
  /** Application error. */
  applicationError?: ApplicationErrorDetails
  /** Validation error. */
  validationError?: { fieldViolations?: FieldViolationDetails[] }
  /** System error. */
  systemError?: { errorCode?: string | null }
  /** Tracing data. */
  tracing?: Record<string, string>
}

/** A carrier that failed to quote. */
export interface CarrierError {
  /** Carrier id. */
  carrierId?: string
  /** The error. */
  error?: ErrorDetails
}

/** Parts of the estimate that could not be calculated. The totals are still returned. */
export interface CalculationErrors {
  /** Shipping could not be calculated. */
  generalShippingCalculationError?: ErrorDetails
  /** Carriers that failed. */
  carrierErrors?: { errors?: CarrierError[] }
  /** The chosen shipping option is not available. */
  selectedShippingOptionError?: ErrorDetails
  /** Tax could not be calculated. */
  taxCalculationError?: ErrorDetails
  /** The coupon could not be applied. */
  couponCalculationError?: ErrorDetails
  /** The gift card could not be applied. */
  giftCardCalculationError?: ErrorDetails
  /** The order would not be valid. */
  orderValidationErrors?: ApplicationErrorDetails[]
  /** Memberships could not be applied. */
  membershipError?: ErrorDetails
  /** Discount rules could not be applied. */
  discountsCalculationError?: ErrorDetails
}

/** Credits of a membership. */
export interface MembershipPaymentCredits {
  /** Total credits. */
  total?: number
  /** Remaining credits. */
  remaining?: number
}

/** A membership the buyer holds. */
export interface Membership {
  /** Membership id. */
  id?: string
  /** Id of the app that provides it. */
  appId?: string
  /** Its name. */
  name?: TranslatableString
  /** Line items it can pay for. */
  lineItemIds?: string[]
  /** Its credits. */
  credits?: MembershipPaymentCredits
  /** When it expires. */
  expirationDate?: Date | null
  /** Extra data. */
  additionalData?: Record<string, unknown> | null
}

/** A membership that cannot be used, and why. */
export interface InvalidMembership {
  /** The membership. */
  membership?: Membership
  /** Why it cannot be used. */
  reason?: string
}

/** A membership chosen to pay for line items. */
export interface HostSelectedMembership {
  /** Membership id. */
  id: string
  /** Id of the app that provides it. */
  appId: string
  /** Line items it pays for. */
  lineItemIds?: readonly string[]
}

/** Memberships of the buyer and which are used. */
export interface MembershipOptions {
  /** Memberships that can pay for items of the cart. */
  eligibleMemberships?: Membership[]
  /** Memberships that cannot. */
  invalidMemberships?: InvalidMembership[]
  /** Memberships used. */
  selectedMemberships?: HostSelectedMembership[]
}

/** A fee added to the order. */
export interface AdditionalFee {
  /** Fee code. */
  code?: string | null
  /** Fee name. */
  name?: string
  /** Price. */
  price?: MultiCurrencyPrice
  /** Tax details. */
  taxDetails?: ItemTaxFullDetails
  /** Id of the app that added it. */
  providerAppId?: string | null
  /** Price before tax. */
  priceBeforeTax?: MultiCurrencyPrice
  /** Price after tax. */
  priceAfterTax?: MultiCurrencyPrice
  /** Line items it applies to. */
  lineItemIds?: string[]
  /** Translated name. */
  translatedName?: string | null
}

/** A problem to show on the cart page (from the site's validation plugins). */
export interface CartViolation {
  /** `WARNING` lets the buyer go on; `ERROR` blocks checkout. */
  severity?: Severity
  /** Where to show it: a line item, or the cart in general. */
  target?: { other?: { name?: string }; lineItem?: { name?: string; id?: string | null } }
  /** What is wrong, to show to the buyer. */
  description?: string | null
}

/**
 * What {@link CurrentCart.estimateTotals} resolves to: the cart and its computed totals.
 *
 * @example
 * ```ts
 * import type { TotalsEstimate } from '@vitrine/cart'
 *
 * const estimate: TotalsEstimate = await client.cart.estimateTotals()
 * console.log(estimate.priceSummary?.total?.formattedAmount)
 * ```
 */
export interface TotalsEstimate {
  /** The cart the totals were computed for. */
  cart?: Cart
  /** Prices per line item. */
  calculatedLineItems?: CalculatedLineItem[]
  /** Totals. */
  priceSummary?: PriceSummary
  /** Applied gift card. */
  giftCard?: GiftCard
  /** Tax totals. */
  taxSummary?: TaxSummary
  /** Shipping options and the one used. */
  shippingInfo?: ShippingInformation
  /** Applied discounts. */
  appliedDiscounts?: AppliedDiscount[]
  /** What could not be calculated. */
  calculationErrors?: CalculationErrors
  /** Unit of weights. */
  weightUnit?: WeightUnit
  /** Site currency, ISO-4217. */
  currency?: string
  /** What is paid now. */
  payNow?: PriceSummary
  /** What is paid later. */
  payLater?: PriceSummary
  /** Memberships. */
  membershipOptions?: MembershipOptions
  /** Additional fees. */
  additionalFees?: AdditionalFee[]
  /** Problems to show to the buyer. */
  violations?: CartViolation[]
}

/**
 * What {@link CurrentCart.createCheckout} resolves to.
 *
 * @example
 * ```ts
 * import type { CheckoutCreated } from '@vitrine/cart'
 *
 * const { checkoutId }: CheckoutCreated = await client.cart.createCheckout()
 * ```
 */
export interface CheckoutCreated {
  /** Id of the new checkout: pass it to the session's `checkoutUrl(checkoutId)` to send the buyer there. */
  checkoutId: string
}

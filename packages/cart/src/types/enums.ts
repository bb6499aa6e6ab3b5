/**
 * Enumerations of the cart (spec section 3).
 *
 * Each is a `const` object of the values the SDK knows, plus a type of the same name that also
 * accepts any other string: the platform adds values over time, and an answer carrying a value
 * this version does not know must still type-check and reach your code unchanged.
 *
 * @module
 */

/**
 * Sales channel a checkout is created for. Storefronts use `WEB` (the default of
 * `createCheckout`).
 *
 * @example
 * ```ts
 * import { ChannelType } from '@vitrine/cart'
 *
 * await client.cart.createCheckout({ channelType: ChannelType.WEB })
 * ```
 *
 * @enum
 */
export const ChannelType = {
  UNSPECIFIED: 'UNSPECIFIED',
  WEB: 'WEB',
  POS: 'POS',
  EBAY: 'EBAY',
  AMAZON: 'AMAZON',
  OTHER_PLATFORM: 'OTHER_PLATFORM',
  WIX_APP_STORE: 'WIX_APP_STORE',
  WIX_INVOICES: 'WIX_INVOICES',
  BACKOFFICE_MERCHANT: 'BACKOFFICE_MERCHANT',
  WISH: 'WISH',
  CLASS_PASS: 'CLASS_PASS',
  GLOBAL_E: 'GLOBAL_E',
  FACEBOOK: 'FACEBOOK',
  ETSY: 'ETSY',
  TIKTOK: 'TIKTOK',
  FAIRE_COM: 'FAIRE_COM',
} as const
/** A {@link ChannelType} value, or one this version of the SDK does not know yet. */
export type ChannelType = (typeof ChannelType)[keyof typeof ChannelType] | (string & {})

/**
 * Whether a line item can be bought, and in what quantity.
 *
 * @example
 * ```ts
 * import { ItemAvailabilityStatus } from '@vitrine/cart'
 *
 * const cart = await client.cart.get()
 * const unavailable = cart.lineItems?.filter((item) => item.availability?.status !== ItemAvailabilityStatus.AVAILABLE)
 * ```
 *
 * @enum
 */
export const ItemAvailabilityStatus = {
  AVAILABLE: 'AVAILABLE',
  /** The item does not exist (any more). */
  NOT_FOUND: 'NOT_FOUND',
  /** The item is out of stock. */
  NOT_AVAILABLE: 'NOT_AVAILABLE',
  /** Less is in stock than the line item asks for; see `availability.quantityAvailable`. */
  PARTIALLY_AVAILABLE: 'PARTIALLY_AVAILABLE',
} as const
/** An {@link ItemAvailabilityStatus} value, or one this version of the SDK does not know yet. */
export type ItemAvailabilityStatus =
  | (typeof ItemAvailabilityStatus)[keyof typeof ItemAvailabilityStatus]
  | (string & {})

/**
 * Preset kind of a line item ("Item type" in the spec).
 *
 * @example
 * ```ts
 * import { ItemTypePreset } from '@vitrine/cart'
 *
 * const cart = await client.cart.get()
 * const shipsSomething = cart.lineItems?.some((item) => item.itemType?.preset === ItemTypePreset.PHYSICAL)
 * ```
 *
 * @enum
 */
export const ItemTypePreset = {
  UNRECOGNISED: 'UNRECOGNISED',
  PHYSICAL: 'PHYSICAL',
  DIGITAL: 'DIGITAL',
  GIFT_CARD: 'GIFT_CARD',
  SERVICE: 'SERVICE',
} as const
/** An {@link ItemTypePreset} value, or one this version of the SDK does not know yet. */
export type ItemTypePreset = (typeof ItemTypePreset)[keyof typeof ItemTypePreset] | (string & {})

/**
 * Unit of a subscription's billing frequency.
 *
 * @example
 * ```ts
 * import { SubscriptionFrequency } from '@vitrine/cart'
 *
 * const cart = await client.cart.get()
 * const monthly = cart.lineItems?.filter(
 *   (item) => item.subscriptionOptionInfo?.subscriptionSettings?.frequency === SubscriptionFrequency.MONTH,
 * )
 * ```
 *
 * @enum
 */
export const SubscriptionFrequency = {
  UNDEFINED: 'UNDEFINED',
  DAY: 'DAY',
  WEEK: 'WEEK',
  MONTH: 'MONTH',
  YEAR: 'YEAR',
} as const
/** A {@link SubscriptionFrequency} value, or one this version of the SDK does not know yet. */
export type SubscriptionFrequency =
  | (typeof SubscriptionFrequency)[keyof typeof SubscriptionFrequency]
  | (string & {})

/**
 * How a line item is paid for.
 *
 * @example
 * ```ts
 * import { PaymentOptionType } from '@vitrine/cart'
 *
 * const cart = await client.cart.get()
 * const payLater = cart.lineItems?.some((item) => item.paymentOption === PaymentOptionType.FULL_PAYMENT_OFFLINE)
 * ```
 *
 * @enum
 */
export const PaymentOptionType = {
  /** Paid in full during checkout. */
  FULL_PAYMENT_ONLINE: 'FULL_PAYMENT_ONLINE',
  /** Paid in full after checkout (cash, cheque, ...). */
  FULL_PAYMENT_OFFLINE: 'FULL_PAYMENT_OFFLINE',
  /** Charged to a membership. */
  MEMBERSHIP: 'MEMBERSHIP',
  /** A deposit (`depositAmount`) is paid during checkout. */
  DEPOSIT_ONLINE: 'DEPOSIT_ONLINE',
  /** Charged to a membership, redeemed manually by the site owner. */
  MEMBERSHIP_OFFLINE: 'MEMBERSHIP_OFFLINE',
} as const
/** A {@link PaymentOptionType} value, or one this version of the SDK does not know yet. */
export type PaymentOptionType = (typeof PaymentOptionType)[keyof typeof PaymentOptionType] | (string & {})

/**
 * Unit of the weights of a cart.
 *
 * @example
 * ```ts
 * import { WeightUnit } from '@vitrine/cart'
 *
 * const cart = await client.cart.get()
 * const unit = cart.weightUnit === WeightUnit.LB ? 'lb' : 'kg'
 * ```
 *
 * @enum
 */
export const WeightUnit = {
  UNSPECIFIED_WEIGHT_UNIT: 'UNSPECIFIED_WEIGHT_UNIT',
  KG: 'KG',
  LB: 'LB',
} as const
/** A {@link WeightUnit} value, or one this version of the SDK does not know yet. */
export type WeightUnit = (typeof WeightUnit)[keyof typeof WeightUnit] | (string & {})

/**
 * Kind of a tax id (Brazil only).
 *
 * @example
 * ```ts
 * import { type FullAddressContactDetails, VatType } from '@vitrine/cart'
 *
 * const contactDetails: FullAddressContactDetails = { vatId: { id: '123.456.789-09', type: VatType.CPF } }
 * ```
 *
 * @enum
 */
export const VatType = {
  UNSPECIFIED: 'UNSPECIFIED',
  /** Individual tax payer. */
  CPF: 'CPF',
  /** Corporation. */
  CNPJ: 'CNPJ',
} as const
/** A {@link VatType} value, or one this version of the SDK does not know yet. */
export type VatType = (typeof VatType)[keyof typeof VatType] | (string & {})

/**
 * Kind of jurisdiction a tax applies in.
 *
 * @example
 * ```ts
 * import { JurisdictionType } from '@vitrine/cart'
 *
 * const estimate = await client.cart.estimateTotals()
 * const stateTaxes = estimate.calculatedLineItems
 *   ?.flatMap((item) => item.pricesBreakdown?.taxDetails?.taxBreakdown ?? [])
 *   .filter((tax) => tax.jurisdictionType === JurisdictionType.STATE)
 * ```
 *
 * @enum
 */
export const JurisdictionType = {
  UNDEFINED: 'UNDEFINED',
  COUNTRY: 'COUNTRY',
  STATE: 'STATE',
  COUNTY: 'COUNTY',
  CITY: 'CITY',
  SPECIAL: 'SPECIAL',
} as const
/** A {@link JurisdictionType} value, or one this version of the SDK does not know yet. */
export type JurisdictionType = (typeof JurisdictionType)[keyof typeof JurisdictionType] | (string & {})

/**
 * How the tax of an estimate was calculated.
 *
 * @example
 * ```ts
 * import { RateType } from '@vitrine/cart'
 *
 * const estimate = await client.cart.estimateTotals()
 * const noTax = estimate.taxSummary?.calculationDetails?.rateType === RateType.NO_TAX_COLLECTED
 * ```
 *
 * @enum
 */
export const RateType = {
  NO_TAX_COLLECTED: 'NO_TAX_COLLECTED',
  MANUAL_RATE: 'MANUAL_RATE',
  AUTO_RATE: 'AUTO_RATE',
  FALLBACK_RATE: 'FALLBACK_RATE',
} as const
/** A {@link RateType} value, or one this version of the SDK does not know yet. */
export type RateType = (typeof RateType)[keyof typeof RateType] | (string & {})

/**
 * Why a manual tax rate was used.
 *
 * @example
 * ```ts
 * import { ManualCalculationReason } from '@vitrine/cart'
 *
 * const estimate = await client.cart.estimateTotals()
 * const bySetting =
 *   estimate.taxSummary?.calculationDetails?.manualRateReason === ManualCalculationReason.GLOBAL_SETTING_TO_MANUAL
 * ```
 *
 * @enum
 */
export const ManualCalculationReason = {
  GLOBAL_SETTING_TO_MANUAL: 'GLOBAL_SETTING_TO_MANUAL',
  REGION_SETTING_TO_MANUAL: 'REGION_SETTING_TO_MANUAL',
} as const
/** A {@link ManualCalculationReason} value, or one this version of the SDK does not know yet. */
export type ManualCalculationReason =
  | (typeof ManualCalculationReason)[keyof typeof ManualCalculationReason]
  | (string & {})

/**
 * Why a fallback tax rate was used.
 *
 * @example
 * ```ts
 * import { FallbackReason } from '@vitrine/cart'
 *
 * const estimate = await client.cart.estimateTotals()
 * const details = estimate.taxSummary?.calculationDetails
 * const failed = details?.autoTaxFallbackDetails?.fallbackReason === FallbackReason.AUTO_TAX_FAILED
 * ```
 *
 * @enum
 */
export const FallbackReason = {
  AUTO_TAX_FAILED: 'AUTO_TAX_FAILED',
  AUTO_TAX_DEACTIVATED: 'AUTO_TAX_DEACTIVATED',
} as const
/** A {@link FallbackReason} value, or one this version of the SDK does not know yet. */
export type FallbackReason = (typeof FallbackReason)[keyof typeof FallbackReason] | (string & {})

/**
 * How a pick-up shipping option is collected.
 *
 * @example
 * ```ts
 * import { PickupMethod } from '@vitrine/cart'
 *
 * const estimate = await client.cart.estimateTotals()
 * const options = estimate.shippingInfo?.carrierServiceOptions?.flatMap((carrier) => carrier.shippingOptions ?? [])
 * const pickupPoints = options?.filter((option) => option.logistics?.pickupDetails?.pickupMethod === PickupMethod.PICKUP_POINT)
 * ```
 *
 * @enum
 */
export const PickupMethod = {
  UNKNOWN_METHOD: 'UNKNOWN_METHOD',
  STORE_PICKUP: 'STORE_PICKUP',
  PICKUP_POINT: 'PICKUP_POINT',
} as const
/** A {@link PickupMethod} value, or one this version of the SDK does not know yet. */
export type PickupMethod = (typeof PickupMethod)[keyof typeof PickupMethod] | (string & {})

/**
 * Kind of an extra shipping charge.
 *
 * @example
 * ```ts
 * import { ChargeType } from '@vitrine/cart'
 *
 * const estimate = await client.cart.estimateTotals()
 * const options = estimate.shippingInfo?.carrierServiceOptions?.flatMap((carrier) => carrier.shippingOptions ?? [])
 * const insured = options?.filter((option) => option.cost?.otherCharges?.some((charge) => charge.type === ChargeType.INSURANCE))
 * ```
 *
 * @enum
 */
export const ChargeType = {
  HANDLING_FEE: 'HANDLING_FEE',
  INSURANCE: 'INSURANCE',
} as const
/** A {@link ChargeType} value, or one this version of the SDK does not know yet. */
export type ChargeType = (typeof ChargeType)[keyof typeof ChargeType] | (string & {})

/**
 * What a cart discount applies to ("Cart DiscountType" in the spec).
 *
 * @example
 * ```ts
 * import { DiscountType } from '@vitrine/cart'
 *
 * const estimate = await client.cart.estimateTotals()
 * const freeShipping = estimate.appliedDiscounts?.some((d) => d.discountType === DiscountType.SHIPPING)
 * ```
 *
 * @enum
 */
export const DiscountType = {
  /** The whole order. */
  GLOBAL: 'GLOBAL',
  /** Some line items (`lineItemIds`). */
  SPECIFIC_ITEMS: 'SPECIFIC_ITEMS',
  /** Shipping, e.g. free shipping. */
  SHIPPING: 'SHIPPING',
} as const
/** A {@link DiscountType} value, or one this version of the SDK does not know yet. */
export type DiscountType = (typeof DiscountType)[keyof typeof DiscountType] | (string & {})

/**
 * Kind of a description line of a line item.
 *
 * @example
 * ```ts
 * import { DescriptionLineType } from '@vitrine/cart'
 *
 * const cart = await client.cart.get()
 * for (const item of cart.lineItems ?? []) {
 *   const colours = item.descriptionLines?.filter((line) => line.lineType === DescriptionLineType.COLOR)
 * }
 * ```
 *
 * @enum
 */
export const DescriptionLineType = {
  UNRECOGNISED: 'UNRECOGNISED',
  PLAIN_TEXT: 'PLAIN_TEXT',
  COLOR: 'COLOR',
} as const
/** A {@link DescriptionLineType} value, or one this version of the SDK does not know yet. */
export type DescriptionLineType =
  | (typeof DescriptionLineType)[keyof typeof DescriptionLineType]
  | (string & {})

/**
 * Kind of a secured (digital) file of a line item.
 *
 * @example
 * ```ts
 * import { FileType } from '@vitrine/cart'
 *
 * const cart = await client.cart.get()
 * const videos = cart.lineItems?.filter((item) => item.digitalFile?.fileType === FileType.SECURE_VIDEO)
 * ```
 *
 * @enum
 */
export const FileType = {
  UNSPECIFIED: 'UNSPECIFIED',
  SECURE_PICTURE: 'SECURE_PICTURE',
  SECURE_VIDEO: 'SECURE_VIDEO',
  SECURE_DOCUMENT: 'SECURE_DOCUMENT',
  SECURE_MUSIC: 'SECURE_MUSIC',
  SECURE_ARCHIVE: 'SECURE_ARCHIVE',
} as const
/** A {@link FileType} value, or one this version of the SDK does not know yet. */
export type FileType = (typeof FileType)[keyof typeof FileType] | (string & {})

/**
 * The rule a field broke, in the validation errors an estimate may carry (and in
 * `ValidationError.violations[].violatedRule`).
 *
 * @example
 * ```ts
 * import { RuleType } from '@vitrine/cart'
 * import { ValidationError } from '@vitrine/core'
 *
 * try {
 *   await client.cart.estimateTotals({ shippingAddress: { country: 'US', postalCode: '10001' } })
 * } catch (error) {
 *   if (!ValidationError.is(error)) throw error
 *   for (const violation of error.violations) {
 *     if (violation.violatedRule === RuleType.REQUIRED_FIELD) showFieldError(violation.field, 'Required')
 *   }
 * }
 * ```
 *
 * @enum
 */
export const RuleType = {
  VALIDATION: 'VALIDATION',
  OTHER: 'OTHER',
  MAX: 'MAX',
  MIN: 'MIN',
  MAX_LENGTH: 'MAX_LENGTH',
  MIN_LENGTH: 'MIN_LENGTH',
  MAX_SIZE: 'MAX_SIZE',
  MIN_SIZE: 'MIN_SIZE',
  FORMAT: 'FORMAT',
  DECIMAL_LTE: 'DECIMAL_LTE',
  DECIMAL_GTE: 'DECIMAL_GTE',
  DECIMAL_LT: 'DECIMAL_LT',
  DECIMAL_GT: 'DECIMAL_GT',
  DECIMAL_MAX_SCALE: 'DECIMAL_MAX_SCALE',
  INVALID_ENUM_VALUE: 'INVALID_ENUM_VALUE',
  REQUIRED_FIELD: 'REQUIRED_FIELD',
  FIELD_NOT_ALLOWED: 'FIELD_NOT_ALLOWED',
  ONE_OF_ALIGNMENT: 'ONE_OF_ALIGNMENT',
} as const
/** A {@link RuleType} value, or one this version of the SDK does not know yet. */
export type RuleType = (typeof RuleType)[keyof typeof RuleType] | (string & {})

/**
 * How serious a cart violation is: a `WARNING` lets the buyer go on, an `ERROR` blocks checkout.
 *
 * @example
 * ```ts
 * import { Severity } from '@vitrine/cart'
 *
 * const estimate = await client.cart.estimateTotals()
 * const blocked = estimate.violations?.some((v) => v.severity === Severity.ERROR)
 * ```
 *
 * @enum
 */
export const Severity = {
  WARNING: 'WARNING',
  ERROR: 'ERROR',
} as const
/** A {@link Severity} value, or one this version of the SDK does not know yet. */
export type Severity = (typeof Severity)[keyof typeof Severity] | (string & {})

/**
 * Which address a line item's tax is calculated against.
 *
 * @example
 * ```ts
 * import { TaxableAddressType } from '@vitrine/cart'
 *
 * const estimate = await client.cart.estimateTotals()
 * const taxedAtShipping = estimate.calculatedLineItems?.filter(
 *   (item) => item.taxableAddress?.addressType === TaxableAddressType.SHIPPING,
 * )
 * ```
 *
 * @enum
 */
export const TaxableAddressType = {
  BUSINESS: 'BUSINESS',
  BILLING: 'BILLING',
  SHIPPING: 'SHIPPING',
} as const
/** A {@link TaxableAddressType} value, or one this version of the SDK does not know yet. */
export type TaxableAddressType = (typeof TaxableAddressType)[keyof typeof TaxableAddressType] | (string & {})

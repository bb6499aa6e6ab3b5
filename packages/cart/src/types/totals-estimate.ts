/**
 * The answer of `estimateTotals`: the cart and its computed totals, discounts, fees and violations.
 *
 * @module
 */

import type { CalculationErrors } from './calculation-errors'
import type { Cart } from './cart'
import type { DiscountType, PaymentOptionType, Severity, WeightUnit } from './enums'
import type { TaxableAddress } from './line-item'
import type { MembershipOptions } from './membership'
import type { ShippingInformation } from './shipping'
import type { ItemTaxFullDetails, TaxSummary } from './tax'
import type { MultiCurrencyPrice, TranslatableString } from './values'

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

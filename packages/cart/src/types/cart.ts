/**
 * The cart itself: its buyer, its discounts, its chosen shipping option.
 *
 * @module
 */

import type { AddressWithContact } from './address'
import type { WeightUnit } from './enums'
import type { ExtendedFields, LineItem } from './line-item'
import type { MultiCurrencyPrice } from './values'

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

/**
 * What the cart calls take. Field names are the platform's, so that a validation error names
 * the same field you wrote (`lineItems[0].quantity`).
 *
 * @module
 */

import type {
  Address,
  AddressWithContact,
  CatalogOverrideFields,
  DescriptionLine,
  ExtendedFields,
  HostSelectedMembership,
  Image,
  ItemType,
  PageUrl,
  PhysicalProperties,
  Policy,
  SelectedMembership,
  SelectedShippingOption,
  ServiceProperties,
  SubscriptionOptionInfo,
  TaxableAddress,
  TranslatableString,
} from './types'
import type { ChannelType, PaymentOptionType } from './types/enums'

/**
 * Which catalogue item to add.
 *
 * @example
 * ```ts
 * import type { CatalogReferenceInput } from '@vitrine/cart'
 *
 * const byChoices: CatalogReferenceInput = { catalogItemId: productId, options: { options: { Size: 'M' } } }
 * const [variant] = (await client.products.variants(productId, { choices: { Size: 'M' } })).items
 * const byVariant: CatalogReferenceInput = { catalogItemId: productId, options: { variantId: variant?.id } }
 * ```
 */
export interface CatalogReferenceInput {
  /** Id of the item in its catalogue: a product id for the stores catalogue. Not empty. */
  catalogItemId: string
  /** Id of the app that owns the catalogue. Default: the stores catalogue, {@link STORES_APP_ID}. */
  appId?: string | undefined
  /**
   * Catalogue-specific choice of the item. For stores products: `{ variantId }`, or
   * `{ options: { Size: 'M', Color: 'Red' } }`, plus `customTextFields` when the product has some.
   */
  options?: Record<string, unknown> | undefined
}

/**
 * A catalogue item to put in the cart.
 *
 * @example
 * ```ts
 * import type { LineItemInput } from '@vitrine/cart'
 *
 * const item: LineItemInput = { catalogReference: { catalogItemId: productId }, quantity: 2 }
 * ```
 */
export interface LineItemInput {
  /** The catalogue item. */
  catalogReference: CatalogReferenceInput
  /** How many; a positive integer. Adding an item already in the cart adds to its quantity. */
  quantity: number
  /** Catalogue values to override for this line (owner/app calls only). */
  catalogOverrideFields?: CatalogOverrideFields | undefined
  /** Service details (bookings). */
  serviceProperties?: ServiceProperties | undefined
  /** Membership that pays for the item. */
  selectedMembership?: SelectedMembership | undefined
  /** Payment option. */
  paymentOption?: PaymentOptionType | undefined
  /** Extended fields. */
  extendedFields?: ExtendedFields | undefined
}

/**
 * An item that is not in any catalogue, described in full (owner/app calls only; a visitor
 * gets `403`).
 *
 * @example
 * ```ts
 * import type { CustomLineItemInput } from '@vitrine/cart'
 *
 * const giftWrap: CustomLineItemInput = {
 *   quantity: 1,
 *   price: '4.50',
 *   productName: { original: 'Gift wrap' },
 *   itemType: { preset: 'PHYSICAL' },
 * }
 * ```
 */
export interface CustomLineItemInput {
  /** How many; a positive integer. */
  quantity: number
  /** Unit price, a decimal string (`"19.90"`). */
  price: string
  /** Item name; `original` must not be empty. */
  productName: TranslatableString & { original: string }
  /** Item kind. */
  itemType?: ItemType | undefined
  /** Unit price before discount, a decimal string. */
  fullPrice?: string | undefined
  /** Extra price text. */
  priceDescription?: TranslatableString | undefined
  /** Description lines. */
  descriptionLines?: DescriptionLine[] | undefined
  /** Item image. */
  media?: Image | undefined
  /** The item's page. */
  url?: PageUrl | undefined
  /** Physical properties. */
  physicalProperties?: PhysicalProperties | undefined
  /** Service details. */
  serviceProperties?: ServiceProperties | undefined
  /** Subscription option. */
  subscriptionOptionInfo?: SubscriptionOptionInfo | undefined
  /** Payment option. */
  paymentOption?: PaymentOptionType | undefined
  /** A catalogue reference that keeps the item recognisable across carts and orders. */
  catalogReference?: CatalogReferenceInput | undefined
  /** Id of the real catalogue item. */
  rootCatalogItemId?: string | undefined
  /** Deposit, a decimal string. */
  depositAmount?: string | undefined
  /** Delivery profile id. */
  deliveryProfileId?: string | undefined
  /** Tax group id. */
  taxGroupId?: string | undefined
  /** Quantity available, when stock is tracked. */
  quantityAvailable?: number | undefined
  /** Whether the price is set only after the order is created. */
  priceUndetermined?: boolean | undefined
  /** Whether the quantity cannot be changed. */
  fixedQuantity?: boolean | undefined
  /** Payment policy the buyer must accept. */
  consentRequiredPaymentPolicy?: string | undefined
  /** Whether to save the payment method on the order. */
  savePaymentMethod?: boolean | undefined
  /** Policies shown at checkout. */
  policies?: Policy[] | undefined
  /** Whether only members may buy the item. */
  membersOnly?: boolean | undefined
  /** Address the tax is calculated against. */
  taxableAddress?: TaxableAddress | undefined
}

/**
 * What {@link CurrentCart.addItems} adds: catalogue line items, custom line items, or both.
 *
 * @example
 * ```ts
 * import type { AddItemsInput } from '@vitrine/cart'
 *
 * const input: AddItemsInput = { lineItems: [{ catalogReference: { catalogItemId: productId }, quantity: 1 }] }
 * ```
 */
export interface AddItemsInput {
  /** Catalogue items. */
  lineItems?: readonly LineItemInput[] | undefined
  /** Custom items (owner/app calls only). */
  customLineItems?: readonly CustomLineItemInput[] | undefined
  /** Business location of the cart. */
  businessLocationId?: string | undefined
}

/**
 * A merchant discount to apply (owner/app calls only).
 *
 * @example
 * ```ts
 * import type { MerchantDiscountInput } from '@vitrine/cart'
 *
 * const [line] = (await client.cart.get()).lineItems ?? []
 * const discount: MerchantDiscountInput = { amount: '5', lineItemIds: line?.id ? [line.id] : undefined }
 * ```
 */
export interface MerchantDiscountInput {
  /** Discount value, a decimal string (`"5"`). */
  amount: string
  /** Line items it applies to; the whole cart when omitted. */
  lineItemIds?: readonly string[] | undefined
}

/**
 * The cart fields {@link CurrentCart.update} can change.
 *
 * @example
 * ```ts
 * import type { CartInfoInput } from '@vitrine/cart'
 *
 * const info: CartInfoInput = { buyerNote: 'Leave at the door', buyerInfo: { email: 'buyer@example.com' } }
 * ```
 */
export interface CartInfoInput {
  /** Note from the buyer. */
  buyerNote?: string | null | undefined
  /** The buyer's e-mail and contact id. */
  buyerInfo?: { email?: string | null | undefined; contactId?: string | null | undefined } | undefined
  /** Language for the buyer. */
  buyerLanguage?: string | null | undefined
  /** Contact and address of the buyer. */
  contactInfo?: AddressWithContact | undefined
  /** Chosen shipping option. */
  selectedShippingOption?: SelectedShippingOption | undefined
  /** Checkout page URL that replaces the platform's. */
  overrideCheckoutUrl?: string | null | undefined
  /** Id shared by the cart, checkout and order of one purchase. */
  purchaseFlowId?: string | null | undefined
  /** Business location id. */
  businessLocationId?: string | null | undefined
  /** Extended fields. */
  extendedFields?: ExtendedFields | undefined
}

/**
 * What {@link CurrentCart.update} changes.
 *
 * @example
 * ```ts
 * import type { UpdateCartInput } from '@vitrine/cart'
 *
 * const changes: UpdateCartInput = { cartInfo: { buyerNote: 'Gift' }, fieldMask: ['buyerNote'] }
 * ```
 */
export interface UpdateCartInput {
  /** Cart fields to change. */
  cartInfo?: CartInfoInput | undefined
  /** A coupon code to apply (same as {@link CurrentCart.applyCoupon}). */
  couponCode?: string | undefined
  /** Merchant discounts to apply (owner/app calls only). */
  merchantDiscounts?: readonly MerchantDiscountInput[] | undefined
  /** Catalogue items to add. */
  lineItems?: readonly LineItemInput[] | undefined
  /** Custom items to add (owner/app calls only). */
  customLineItems?: readonly CustomLineItemInput[] | undefined
  /**
   * Which `cartInfo` fields to write, as paths (`['buyerNote', 'contactInfo.address']`); the
   * others are left as they are even when `cartInfo` carries them. Not empty. Sent as the
   * platform's `cartFieldmask`.
   */
  fieldMask?: readonly string[] | undefined
}

/**
 * A new quantity for a line item.
 *
 * @example
 * ```ts
 * import type { LineItemQuantityUpdate } from '@vitrine/cart'
 *
 * const [line] = (await client.cart.get()).lineItems ?? []
 * if (line?.id) {
 *   const update: LineItemQuantityUpdate = { id: line.id, quantity: 3 }
 *   await client.cart.setQuantities([update])
 * }
 * ```
 */
export interface LineItemQuantityUpdate {
  /** Line item id (`cart.lineItems[i].id`). */
  id: string
  /** The new quantity; a positive integer (use {@link CurrentCart.removeItems} to remove). */
  quantity: number
}

/**
 * Memberships that pay for line items.
 *
 * @example
 * ```ts
 * import type { SelectedMemberships } from '@vitrine/cart'
 *
 * const { membershipOptions } = await client.cart.estimateTotals()
 * const selected: SelectedMemberships = {
 *   memberships: (membershipOptions?.eligibleMemberships ?? []).map((membership) => ({
 *     id: membership.id ?? '',
 *     appId: membership.appId ?? '',
 *     lineItemIds: membership.lineItemIds,
 *   })),
 * }
 * const estimate = await client.cart.estimateTotals({ selectedMemberships: selected })
 * ```
 */
export interface SelectedMemberships {
  /** The memberships and the line items each pays for. */
  memberships?: readonly HostSelectedMembership[] | undefined
}

/**
 * What {@link CurrentCart.estimateTotals} computes the totals for. All optional.
 *
 * @example
 * ```ts
 * import type { EstimateTotalsInput } from '@vitrine/cart'
 *
 * const request: EstimateTotalsInput = {
 *   shippingAddress: { country: 'US', subdivision: 'US-NY', postalCode: '10001' },
 *   selectedShippingOption: { code: 'standard' },
 * }
 * ```
 */
export interface EstimateTotalsInput {
  /** Shipping option to price (a `code` and `carrierId` from a previous estimate). */
  selectedShippingOption?: SelectedShippingOption | undefined
  /** Where to ship: decides shipping options and tax. */
  shippingAddress?: Address | undefined
  /** Billing address: decides tax when nothing is shipped. */
  billingAddress?: Address | undefined
  /** Memberships to pay with. */
  selectedMemberships?: SelectedMemberships | undefined
}

/**
 * What {@link CurrentCart.createCheckout} starts the checkout with. All optional.
 *
 * @example
 * ```ts
 * import type { CreateCheckoutInput } from '@vitrine/cart'
 *
 * const request: CreateCheckoutInput = { email: 'buyer@example.com', shippingAddress: { country: 'GB' } }
 * ```
 */
export interface CreateCheckoutInput {
  /** Sales channel. Default `'WEB'`. */
  channelType?: ChannelType | undefined
  /** Shipping address. */
  shippingAddress?: Address | undefined
  /** Billing address. */
  billingAddress?: Address | undefined
  /** Shipping option. */
  selectedShippingOption?: SelectedShippingOption | undefined
  /** The buyer's e-mail. */
  email?: string | undefined
}

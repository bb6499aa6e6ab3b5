import type { JsonObject } from '../wire/json-body'

/** A line of a stored cart: a catalogue item, or a custom line item with its own data. */
export interface CartLineRecord {
  id: string
  quantity: number
  catalogItemId: string
  appId: string
  /** `catalogReference.options` as sent: `{ variantId }` or `{ options: { Size: 'M' } }`. */
  options: JsonObject
  /** Resolved variant id, when the item is a store product. */
  variantId?: string
  /** Data of a custom line item (price, name, ...); absent for catalogue items. */
  custom?: JsonObject
  catalogOverrideFields?: JsonObject
  /** Name and unit price when added: what a line shows once its product is gone. */
  snapshot: { name: string; price: number }
  addedAt: string
}

/** A discount the merchant set on the cart: an amount, or a percentage of the items. */
export interface MerchantDiscountRecord {
  amount?: number
  percentage?: number
  lineItemIds?: string[]
}

/** A stored cart; prices and availability are computed from the catalogue when it is read. */
export interface CartRecord {
  id: string
  /** `visitor:<id>` or `member:<id>`. */
  ownerKey: string
  buyer: { visitorId: string } | { memberId: string }
  lines: CartLineRecord[]
  couponCode?: string
  merchantDiscounts: MerchantDiscountRecord[]
  buyerNote?: string
  contactInfo?: JsonObject
  selectedShippingOption?: { code: string; carrierId?: string }
  checkoutId?: string
  createdDate: string
  updatedDate: string
  revision: number
}

/** A checkout created from a cart: a snapshot the hosted checkout page completes. */
export interface CheckoutRecord {
  id: string
  cartId: string
  ownerKey: string
  buyer: CartRecord['buyer']
  cart: CartRecord
  channelType: string
  email?: string
  shippingAddress?: JsonObject
  billingAddress?: JsonObject
  selectedShippingOption?: { code: string; carrierId?: string }
  createdDate: string
  orderId?: string
}

/** An order placed on the hosted checkout page. */
export interface OrderRecord {
  id: string
  number: string
  checkoutId: string
  buyer: CartRecord['buyer']
  /** Rendered line items and price summary at the time of purchase. */
  lineItems: JsonObject[]
  priceSummary: JsonObject
  createdDate: string
}

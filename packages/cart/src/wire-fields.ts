import type { FieldTypes, WireFields } from '@vitrine/core'

// The float and date fields of the cart calls (wire notes §6), for core's codec: trees of field
// names, each subtree written once and shared wherever it occurs.

const GEOCODE: FieldTypes = { geocode: { latitude: 'float', longitude: 'float' } }
const IMAGE: FieldTypes = { urlExpirationDate: 'date', focalPoint: { x: 'float', y: 'float' } }
const WEIGHT: FieldTypes = { weight: 'float' }
const SUBSCRIPTION: FieldTypes = { subscriptionSettings: { startDate: 'date' } }
const SERVICE: FieldTypes = { scheduledDate: 'date', endDate: 'date' }

/** A catalogue line item, as sent and as answered. */
const LINE_ITEM: FieldTypes = {
  image: IMAGE,
  catalogOverrideFields: { image: IMAGE, physicalProperties: WEIGHT },
  physicalProperties: WEIGHT,
  subscriptionOptionInfo: SUBSCRIPTION,
  serviceProperties: SERVICE,
}

/** Line items to add: catalogue and custom ones. */
const ITEMS: FieldTypes = {
  lineItems: LINE_ITEM,
  customLineItems: {
    media: IMAGE,
    physicalProperties: WEIGHT,
    subscriptionOptionInfo: SUBSCRIPTION,
    serviceProperties: SERVICE,
  },
}

/** The cart entity. */
const CART: FieldTypes = {
  createdDate: 'date',
  updatedDate: 'date',
  contactInfo: { address: GEOCODE },
  lineItems: LINE_ITEM,
}

/** `{ cart }` answers. */
const CART_ANSWER: FieldTypes = { cart: CART }

/** Calls that send nothing special and answer `{ cart }`. */
export const CART_CALL: WireFields = { response: CART_ANSWER }

/** `addItems`: line items in, `{ cart }` out. */
export const ADD_ITEMS_CALL: WireFields = { request: ITEMS, response: CART_ANSWER }

/** `update`: line items and the contact address in, `{ cart }` out. */
export const UPDATE_CALL: WireFields = {
  request: { ...ITEMS, cartInfo: { contactInfo: { address: GEOCODE } } },
  response: CART_ANSWER,
}

/** `estimateTotals` and `createCheckout` input: the two addresses. */
const ADDRESSES: FieldTypes = { shippingAddress: GEOCODE, billingAddress: GEOCODE }

/** `createCheckout`: the two addresses in. */
export const CHECKOUT_CALL: WireFields = { request: ADDRESSES }

/** Delivery details of a shipping option. */
const LOGISTICS: FieldTypes = {
  deliveryTimeSlot: { from: 'date', to: 'date' },
  pickupDetails: { address: GEOCODE },
}

/** `estimateTotals`: the two addresses in, the totals estimate out. */
export const ESTIMATE_CALL: WireFields = {
  request: ADDRESSES,
  response: {
    cart: CART,
    shippingInfo: {
      selectedCarrierServiceOption: { logistics: LOGISTICS },
      carrierServiceOptions: { shippingOptions: { logistics: LOGISTICS } },
    },
    membershipOptions: {
      eligibleMemberships: { expirationDate: 'date' },
      invalidMemberships: { membership: { expirationDate: 'date' } },
    },
    appliedDiscounts: { merchantDiscount: { percentage: 'float' } },
  },
}

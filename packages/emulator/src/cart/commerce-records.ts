/** Stored commerce settings of the site: coupons, shipping, tax and membership plans. */

/** What a coupon takes off. */
export type CouponKind = 'percentage' | 'fixed-amount' | 'free-shipping'

/** A coupon; `code` is matched case-insensitively. */
export interface CouponRecord {
  id: string
  code: string
  name: string
  kind: CouponKind
  /** Percent (0–100) or amount, depending on `kind`; unused for free shipping. */
  value: number
  /** ISO date after which the coupon no longer applies. */
  expirationDate?: string
  /** Smallest subtotal the coupon applies to. */
  minimumSubtotal?: number
}

/** Pick-up method (spec: pickup method). */
export type PickupMethod = 'STORE_PICKUP' | 'PICKUP_POINT'

/** An address on the wire (REST form: `addressLine`, `streetAddress`, ...). */
export interface AddressRecord {
  country: string
  subdivision?: string
  city: string
  postalCode: string
  addressLine: string
  addressLine2?: string
}

/** One shipping option of a carrier in a region. */
export interface ShippingOptionRecord {
  code: string
  title: string
  carrierId: string
  /** Price in the store currency. */
  price: number
  /** Subtotal from which the option is free. */
  freeAbove?: number
  deliveryTime: string
  /** A delivery slot, in hours from now: `[from, to]`. */
  deliverySlotHours?: [number, number]
  pickup?: { method: PickupMethod; address: AddressRecord; instructions: string }
}

/** A shipping region: countries (`*` for the rest of the world) and their options. */
export interface ShippingRegionRecord {
  id: string
  name: string
  countries: string[]
  options: ShippingOptionRecord[]
}

/** Jurisdiction type (spec: jurisdiction type). */
export type JurisdictionType = 'COUNTRY' | 'STATE' | 'COUNTY' | 'CITY' | 'SPECIAL'

/** A tax rate for a country, or for a subdivision of it (`US-NY`). */
export interface TaxRateRecord {
  id: string
  name: string
  country: string
  subdivision?: string
  /** Rate as a fraction, e.g. 0.08875. */
  rate: number
  jurisdictionType: JurisdictionType
}

/** A membership plan members may hold; it covers the products of some collections. */
export interface MembershipPlanRecord {
  id: string
  appId: string
  name: string
  collectionIds: string[]
}

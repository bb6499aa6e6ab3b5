/**
 * Shipping in a totals estimate: the region, the options of each carrier, the one chosen.
 *
 * @module
 */

import type { Address } from './address'
import type { ChargeType, PickupMethod } from './enums'
import type { ItemTaxFullDetails } from './tax'
import type { MultiCurrencyPrice } from './values'

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

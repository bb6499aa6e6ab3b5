/**
 * Postal addresses and the contact at them.
 *
 * @module
 */

import type { VatType } from './enums'

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

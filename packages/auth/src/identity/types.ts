/**
 * Types of the platform's identity entity and identity calls (spec sections 3, 4 and 7).
 * Enumerations accept values the SDK does not know yet (`(string & {})`): the platform may add
 * some, and they pass through as strings.
 */
/** A string enumeration that stays open to values added later. */
export type Open<T extends string> = T | (string & {})

/** Identity status (spec section 4). */
export type IdentityStatusName = 'UNKNOWN_STATUS' | 'PENDING' | 'ACTIVE' | 'DELETED' | 'BLOCKED' | 'OFFLINE'
/** Why an identity is pending (spec section 4). */
export type PendingReason = 'PENDING_ADMIN_APPROVAL_REQUIRED' | 'PENDING_EMAIL_VERIFICATION_REQUIRED'
/** Server auth state of an identity call (spec section 4). */
export type ServerAuthState =
  | 'SUCCESS'
  | 'REQUIRE_OWNER_APPROVAL'
  | 'REQUIRE_EMAIL_VERIFICATION'
  | 'STATUS_CHECK'
  | 'UNKNOWN_STATE'
/** Tag of an e-mail address. */
export type EmailTag = 'UNTAGGED' | 'MAIN' | 'HOME' | 'WORK'
/** Tag of a phone number. */
export type PhoneTag = 'UNTAGGED' | 'MAIN' | 'HOME' | 'MOBILE' | 'WORK' | 'FAX'
/** Tag of an address. */
export type AddressTag = 'UNTAGGED' | 'HOME' | 'WORK' | 'BILLING' | 'SHIPPING'
/** Who can see a profile. */
export type PrivacyStatus = 'UNDEFINED' | 'PUBLIC' | 'PRIVATE'

/** The status of an identity and, when pending, why. */
export interface IdentityStatus {
  /** The status. */
  name?: Open<IdentityStatusName>
  /** Why the identity is pending. */
  reasons?: Open<PendingReason>[]
}

/**
 * The value of a custom field: one of text, number, date, list or map.
 */
export interface CustomValue {
  /** A text value. */
  strValue?: string
  /** A number value. */
  numValue?: number
  /** A date value. */
  dateValue?: Date
  /** A list of values. */
  listValue?: { value?: CustomValue[] }
  /** A map of values by key. */
  mapValue?: { value?: Record<string, CustomValue> }
}

/** A custom field of a profile. */
export interface CustomField {
  /** The field's key. */
  name?: string
  /** Its value. */
  value?: CustomValue
}

/** A street address's street part. */
export interface StreetAddress {
  /** Street name. */
  name?: string
  /** House number. */
  number?: string
  /** Apartment. */
  apt?: string
}

/** A postal address of an identity. */
export interface IdentityAddress {
  /** City. */
  city?: string
  /** Subdivision code (`US-NY`). */
  subdivision?: string
  /** Country code (`US`). */
  country?: string
  /** Postal code. */
  postalCode?: string
  /** The whole address as one line. */
  formattedAddress?: string
  /** Coordinates. */
  geocode?: { latitude?: number; longitude?: number }
  /** First address line. */
  addressLine?: string
  /** Second address line. */
  addressLine2?: string
  /** Street name, number and apartment. */
  streetAddress?: StreetAddress
}

/** An address with its tag. */
export interface AddressWrapper {
  /** The address. */
  address?: IdentityAddress
  /** What it is for. */
  tag?: Open<AddressTag>
}

/** The profile of an identity. */
export interface IdentityProfile {
  /** First name. */
  firstName?: string
  /** Last name. */
  lastName?: string
  /** Nickname, shown publicly. */
  nickname?: string
  /** Picture URL. */
  picture?: string
  /** E-mail addresses. */
  emails?: string[]
  /** Phone numbers. */
  phones?: string[]
  /** Labels. */
  labels?: string[]
  /** Language (`en`). */
  language?: string
  /** Who can see the profile. */
  privacyStatus?: Open<PrivacyStatus>
  /** Custom fields. */
  customFields?: CustomField[]
  /** Secondary e-mail addresses with tags. */
  secondaryEmails?: { email?: string; tag?: Open<EmailTag> }[]
  /** Phone numbers with tags. */
  phonesV2?: { countryCode?: string; phone?: string; tag?: Open<PhoneTag> }[]
  /** Addresses. */
  addresses?: AddressWrapper[]
  /** Company. */
  company?: string
  /** Position in the company. */
  position?: string
  /** Birth date (`YYYY-MM-DD`). */
  birthdate?: string
}

/** A member's identity (spec section 3). */
export interface Identity {
  /** Identity id. */
  id?: string
  /** Revision, incremented on each change. */
  revision?: string
  /** When it was created. */
  createdDate?: Date
  /** When it last changed. */
  updatedDate?: Date
  /** The profile. */
  identityProfile?: IdentityProfile
  /** The login e-mail and whether it is verified. */
  email?: { address?: string; isVerified?: boolean }
  /** Status and pending reasons. */
  status?: IdentityStatus
}

/** A captcha token as the platform takes it (one of its keys). */
export interface CaptchaToken {
  /** A visible reCAPTCHA token. */
  Recaptcha?: string
  /** An invisible reCAPTCHA token. */
  InvisibleRecaptcha?: string
  /** No captcha. */
  NoCaptcha?: string
}

/** Captcha tokens of a login or registration, by kind. */
export interface CaptchaTokens {
  /** The token of the visible reCAPTCHA (after `USER_CAPTCHA_REQUIRED`). */
  recaptchaToken?: string | undefined
  /** The token of the invisible reCAPTCHA (after `SILENT_CAPTCHA_REQUIRED`). */
  invisibleRecaptchaToken?: string | undefined
}

/** How a member logs in: their e-mail. */
export interface LoginId {
  /** The login e-mail. */
  email: string
}

/** The answer of an identity call that moves the login state machine (spec section 3: login result). */
export interface StateMachineResponse {
  /** The server's auth state. */
  state?: Open<ServerAuthState>
  /** With `SUCCESS`: the session token to exchange for member tokens. */
  sessionToken?: string
  /** With `REQUIRE_EMAIL_VERIFICATION`: the token to verify with. */
  stateToken?: string
  /** The identity. */
  identity?: Identity
  /** Extra data of the state. */
  additionalData?: Record<string, CustomValue>
}

// Types-only module: the entities and event bodies carried by webhook events, in their wire
// names, with dates as `Date` and float fields as numbers (NaN / ±Infinity included). Every field
// is optional: the platform omits what it does not know, and sends fields this SDK does not list
// (they are kept on the object, just not typed). Enum-like fields accept unknown values as strings.
// A declared date field whose value is not a parseable date is left as sent (a string).

/**
 * Who caused an event. `identityType` names which of the id fields is set.
 *
 * @example
 * ```ts
 * webhooks.onAny((event) => {
 *   if (event.identity?.identityType === 'MEMBER') console.log(event.identity.memberId)
 * })
 * ```
 */
export interface WebhookIdentity {
  /** `UNKNOWN`, `ANONYMOUS_VISITOR`, `MEMBER`, `WIX_USER` (site owner or staff) or `APP`. */
  identityType?: 'UNKNOWN' | 'ANONYMOUS_VISITOR' | 'MEMBER' | `${string}_USER` | 'APP' | (string & {})
  /** A visitor who is not logged in. */
  anonymousVisitorId?: string
  /** A logged-in member. */
  memberId?: string
  /** A site owner or contributor. */
  wixUserId?: string
  /** An app. */
  appId?: string
}

/** The account and site an event belongs to, when the platform tells. */
export interface WebhookAccountInfo {
  /** The account the event belongs to. */
  accountId?: string
  /** The parent account, for child accounts. */
  parentAccountId?: string
  /** The site the event belongs to. */
  siteId?: string
}

/** A money amount as the cart sends it: decimal strings, formatted for display. */
export interface WebhookMoney {
  /** Decimal amount, e.g. `"10.50"`. */
  amount?: string
  /** The amount in the buyer's conversion currency. */
  convertedAmount?: string
  /** The amount formatted with its currency, e.g. `"€10.50"`. */
  formattedAmount?: string
  /** The converted amount, formatted. */
  formattedConvertedAmount?: string
}

/** A postal address as events carry it; `geocode` coordinates are floats. */
export interface WebhookAddress {
  /** ISO-3166 alpha-2 country code. */
  country?: string
  /** ISO-3166 subdivision code, e.g. `US-NY`. */
  subdivision?: string
  /** City. */
  city?: string
  /** Postal or ZIP code. */
  postalCode?: string
  /** Main address line. */
  addressLine?: string
  /** Second address line. */
  addressLine2?: string
  /** The whole address in one line. */
  formattedAddress?: string
  /** Street name, number and apartment. */
  streetAddress?: { name?: string; number?: string; apt?: string }
  /** Coordinates (floats). */
  geocode?: { latitude?: number; longitude?: number }
}

/** An image of a cart line item; `urlExpirationDate` is a `Date`. */
export interface WebhookImage {
  /** Media id. */
  id?: string
  /** Image URL. */
  url?: string
  /** Width in pixels. */
  width?: number
  /** Height in pixels. */
  height?: number
  /** Alternative text. */
  altText?: string
  /** When a signed `url` stops working. */
  urlExpirationDate?: Date
}

/** A line of the cart (catalogue item or custom item). */
export interface WebhookCartLineItem {
  /** Line item id. */
  id?: string
  /** Quantity. */
  quantity?: number
  /** The catalogue item this line refers to. */
  catalogReference?: {
    /** The item's id in its catalogue (a product id for the stores catalogue). */
    catalogItemId?: string
    /** The catalogue that owns the item. */
    appId?: string
    /** Item options, e.g. `{ variantId }` or `{ options: { Size: 'M' } }`. */
    options?: Record<string, unknown>
  }
  /** Item name. */
  productName?: { original?: string; translated?: string }
  /** Item page. */
  url?: { relativePath?: string; url?: string }
  /** Unit price. */
  price?: WebhookMoney
  /** Unit price before sale discounts. */
  fullPrice?: WebhookMoney
  /** Price before cart discounts. */
  priceBeforeDiscounts?: WebhookMoney
  /** Quantity × price. */
  lineItemPrice?: WebhookMoney
  /** Item image. */
  image?: WebhookImage
  /** Whether the item can be bought in this quantity. */
  availability?: {
    /** `AVAILABLE`, `NOT_FOUND`, `NOT_AVAILABLE` or `PARTIALLY_AVAILABLE`. */
    status?: 'AVAILABLE' | 'NOT_FOUND' | 'NOT_AVAILABLE' | 'PARTIALLY_AVAILABLE' | (string & {})
    /** How many can be bought, when limited. */
    quantityAvailable?: number
  }
  /** Weight (float), SKU and whether it ships. */
  physicalProperties?: { weight?: number; sku?: string; shippable?: boolean }
  /** `PHYSICAL`, `DIGITAL`, `GIFT_CARD`, `SERVICE` or `UNRECOGNISED` (or a custom type). */
  itemType?: {
    preset?: 'UNRECOGNISED' | 'PHYSICAL' | 'DIGITAL' | 'GIFT_CARD' | 'SERVICE' | (string & {})
    custom?: string
  }
  /** For services: when, and for how many. */
  serviceProperties?: { scheduledDate?: Date; endDate?: Date; numberOfParticipants?: number }
  /** Values that override the catalogue's for this line. */
  catalogOverrideFields?: {
    productName?: { original?: string; translated?: string }
    price?: string
    physicalProperties?: { weight?: number; sku?: string; shippable?: boolean }
    image?: WebhookImage
  }
  /** `FULL_PAYMENT_ONLINE`, `FULL_PAYMENT_OFFLINE`, `MEMBERSHIP`, `DEPOSIT_ONLINE`, `MEMBERSHIP_OFFLINE`. */
  paymentOption?: string
}

/** A cart, as cart events carry it. */
export interface WebhookCart {
  /** Cart id. */
  id?: string
  /** Catalogue lines. */
  lineItems?: WebhookCartLineItem[]
  /** Custom lines. */
  customLineItems?: WebhookCartLineItem[]
  /** A note from the buyer. */
  buyerNote?: string
  /** Who owns the cart. */
  buyerInfo?: { visitorId?: string; memberId?: string; userId?: string; contactId?: string; email?: string }
  /** Currency code, e.g. `EUR`. */
  currency?: string
  /** The buyer's display currency. */
  conversionCurrency?: string
  /** Whether prices include tax. */
  taxIncludedInPrices?: boolean
  /** `KG`, `LB` or `UNSPECIFIED_WEIGHT_UNIT`. */
  weightUnit?: 'UNSPECIFIED_WEIGHT_UNIT' | 'KG' | 'LB' | (string & {})
  /** The checkout created from this cart, if any. */
  checkoutId?: string
  /** Applied coupon and discounts. */
  appliedDiscounts?: Array<{ coupon?: { id?: string; code?: string; name?: string; amount?: WebhookMoney } }>
  /** Contact address (geocode floats decoded). */
  contactInfo?: {
    address?: WebhookAddress
    contactDetails?: { firstName?: string; lastName?: string; phone?: string }
  }
  /** Selected shipping option. */
  selectedShippingOption?: { code?: string; carrierId?: string }
  /** Purchase flow id. */
  purchaseFlowId?: string
  /** Creation time. */
  createdDate?: Date
  /** Last update time. */
  updatedDate?: Date
}

/** A redirect session, as the redirect-session-created event carries it. */
export interface WebhookRedirectSession {
  /** Session id. */
  id?: string
  /** The URL to send the user to. */
  fullUrl?: string
  /** The URL in parts. */
  urlDetails?: { endpoint?: string; searchParams?: Record<string, string> }
  /** Session token. */
  sessionToken?: string
  /** A short form of the URL, when the platform made one. */
  shortUrl?: string
}

/** A product price as catalogue events carry it (floats decoded). */
export interface WebhookProductPrice {
  /** Currency code. */
  currency?: string
  /** Price. */
  price?: number
  /** Price after the product discount. */
  discountedPrice?: number
  /** Price per unit of measure. */
  pricePerUnit?: number
  /** The same, formatted for display. */
  formatted?: { price?: string; discountedPrice?: string; pricePerUnit?: string }
}

/** Which catalogue version emitted a catalogue event. */
export type CatalogVersion = 'V1_CATALOG' | 'V3_CATALOG' | 'STORES_NOT_INSTALLED' | (string & {})

/** Body of a product-created event. */
export interface ProductCreatedData {
  /** Product id. */
  productId?: string
  /** Product name. */
  name?: string
  /** Price (floats decoded). */
  price?: WebhookProductPrice
  /** Whether customers can see it. */
  visible?: boolean
  /** Media (main media and items). */
  media?: Record<string, unknown>
  /** SKU, when the product does not manage variants. */
  sku?: string
  /** Product page URL. */
  productPageUrl?: { base?: string; path?: string }
  /** Brand. */
  brand?: string
  /** Cost and profit (floats decoded). */
  costAndProfitData?: {
    itemCost?: number
    formattedItemCost?: string
    profit?: number
    formattedProfit?: string
    profitMargin?: number
  }
  /** Catalogue version that emitted the event. */
  originatedFromVersion?: CatalogVersion
  /** Product slug. */
  slug?: string
}

/** Body of a product-changed event. */
export interface ProductChangedData {
  /** Product id. */
  productId?: string
  /** Names of the fields that changed. */
  changedFields?: string[]
  /** Catalogue version that emitted the event. */
  originatedFromVersion?: CatalogVersion
}

/** Body of a product-deleted event. */
export interface ProductDeletedData {
  /** Id of the deleted product. */
  productId?: string
  /** Catalogue version that emitted the event. */
  originatedFromVersion?: CatalogVersion
}

/** Body of a collection-created event (the platform spells the id `collection_Id`). */
export interface CollectionCreatedData {
  /** Collection id. */
  collection_Id?: string
  /** Collection name. */
  name?: string
  /** Media. */
  media?: Record<string, unknown>
  /** Collection slug. */
  slug?: string
  /** Whether customers can see it. */
  visible?: boolean
  /** Catalogue version that emitted the event. */
  originatedFromVersion?: CatalogVersion
}

/** Body of a collection-changed event. */
export interface CollectionChangedData {
  /** Collection id. */
  collection_Id?: string
  /** Names of the fields that changed. */
  changedFields?: string[]
  /** Catalogue version that emitted the event. */
  originatedFromVersion?: CatalogVersion
}

/** Body of a collection-deleted event. */
export interface CollectionDeletedData {
  /** Id of the deleted collection. */
  collection_Id?: string
  /** Catalogue version that emitted the event. */
  originatedFromVersion?: CatalogVersion
}

/** Body of a variants-changed event. */
export interface VariantsChangedData {
  /** Product id. */
  productId?: string
  /** The variants that changed. */
  variants?: Array<{
    /** Variant id. */
    variantId?: string
    /** The variant's choices, option name → choice. */
    choices?: Record<string, string>
    /** Names of the fields that changed. */
    changedFields?: string[]
  }>
  /** Catalogue version that emitted the event. */
  originatedFromVersion?: CatalogVersion
}

import type { FieldTypes, WireFields } from '@vitrine/core'

// The float and date fields of the catalogue's entities, for core's wire codec (wire notes §6):
// trees of field names, each subtree written once and shared. `*` matches any key that has no
// entry of its own: `{ '*': PRODUCT }` reaches a product whether the payload holds it as `product`
// or as `products` (their paging metadata holds only numbers). A product names its money and
// range fields one by one (the platform's schema: the official client's `Product`), not with `*`:
// the codec then visits those eight objects of a product, not all of its thirty-odd fields and
// their money keys — 40 % less decoding of a page of products. The reads send no float or date,
// so their fields describe answers only; what the writes send is in admin/wire-fields.ts.

/** Money in price data and cost-and-profit data. */
const MONEY: FieldTypes = {
  price: 'float',
  discountedPrice: 'float',
  pricePerUnit: 'float',
  itemCost: 'float',
  profit: 'float',
  profitMargin: 'float',
}

/** A variant's weight, and the money of its price and cost data. */
const VARIANT: FieldTypes = { weight: 'float', '*': MONEY }

/** When an entity was created and last changed. */
export const DATES: FieldTypes = { lastUpdated: 'date', createdDate: 'date' }

/** A range of prices, costs or weights. */
const RANGE: FieldTypes = { minValue: 'float', maxValue: 'float' }

/** A product: prices, costs, weight, ranges, price per unit, discount, its variants'. */
export const PRODUCT: FieldTypes = {
  ...DATES,
  weight: 'float',
  weightRange: RANGE,
  price: MONEY,
  priceData: MONEY,
  convertedPriceData: MONEY,
  priceRange: RANGE,
  costAndProfitData: MONEY,
  costRange: RANGE,
  pricePerUnitData: { totalQuantity: 'float', baseQuantity: 'float' },
  discount: { value: 'float' },
  variants: { variant: VARIANT },
}

/** `{ product }` and `{ products, metadata }` answers. */
export const PRODUCT_FIELDS: WireFields = { response: { '*': PRODUCT } }

/** `{ variants }` answers of product variant calls and `{ selectedVariant }` of options availability. */
export const VARIANT_FIELDS: WireFields = {
  response: { variants: { variant: VARIANT }, selectedVariant: VARIANT },
}

/** An image that expires, with its focal point. */
const IMAGE: FieldTypes = { urlExpirationDate: 'date', focalPoint: { x: 'float', y: 'float' } }

/** `{ variant }` and `{ variants }` answers of store variants: expiring URLs and focal points of their media. */
export const STORE_VARIANT_FIELDS: WireFields = {
  response: {
    '*': {
      media: {
        image: IMAGE,
        video: {
          urlExpirationDate: 'date',
          posters: IMAGE,
          resolutions: { urlExpirationDate: 'date', poster: IMAGE },
        },
      },
    },
  },
}

/** `{ collection }` and `{ collections, metadata }` answers. */
export const COLLECTION_FIELDS: WireFields = { response: { '*': DATES } }

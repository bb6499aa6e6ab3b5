import type { FieldPaths, WireFields } from '@vitrine/core'

// Float and date field paths of the catalogue's entities, for core's wire codec (wire notes §6).
// `*` matches any key, and a key of its own wins over `*`: `*.*.price` reaches `price.price`,
// `priceData.price` and `convertedPriceData.price` of a product, whether the payload holds it as
// `product` or as `products` (their paging metadata holds only numbers); no other field of these
// entities has those names at that depth. Each `WireFields` object is built once: the codec
// caches its compiled form per object. What only the writes send is in write-fields.ts.

/** Float fields of price data and cost-and-profit data. */
const MONEY = 'price discountedPrice pricePerUnit itemCost profit profitMargin'

/** `prefix.name` for each of the space-separated `names`. */
const under = (prefix: string, names: string): string[] => names.split(' ').map((name) => `${prefix}.${name}`)

/** When an entity of any of these payloads was created and last changed. */
const DATES = /* @__PURE__ */ under('*', 'lastUpdated createdDate')

/** A variant's floats under `prefix`: its weight and the money of its price and cost data. */
const variantFloats = (prefix: string): string[] => [`${prefix}.weight`, ...under(`${prefix}.*`, MONEY)]

/** `{ product }` in a body and an answer: prices, costs, weight, ranges, price per unit, discount, its variants'. */
export const PRODUCT_FIELDS: WireFields = /* @__PURE__ */ (() => {
  const product: FieldPaths = {
    floats: [
      '*.weight',
      '*.discount.value',
      ...under('*.*', `${MONEY} minValue maxValue totalQuantity baseQuantity`),
      ...variantFloats('*.variants.variant'),
    ],
    dates: DATES,
  }
  return { request: product, response: product }
})()

/** `{ products, metadata }` answers. */
export const PRODUCTS_FIELDS: WireFields = /* @__PURE__ */ (() => ({ response: PRODUCT_FIELDS.response }))()

/** `{ variants }` answers of product variant calls and `{ selectedVariant }` of options availability. */
export const VARIANT_FIELDS: WireFields = /* @__PURE__ */ (() => ({
  response: { floats: [...variantFloats('variants.variant'), ...variantFloats('selectedVariant')] },
}))()

/** `{ variant }` and `{ variants }` answers of store variants: expiring URLs and focal points of their media. */
export const STORE_VARIANT_FIELDS: WireFields = /* @__PURE__ */ (() => {
  const images = under('*.media', 'image video.posters video.resolutions.poster')
  return {
    response: {
      floats: images.flatMap((image) => under(`${image}.focalPoint`, 'x y')),
      dates: [...images, ...under('*.media', 'video video.resolutions')].map((m) => `${m}.urlExpirationDate`),
    },
  }
})()

/** `{ collection }` in a body and an answer. */
export const COLLECTION_FIELDS: WireFields = /* @__PURE__ */ (() => {
  const collection: FieldPaths = { dates: DATES }
  return { request: collection, response: collection }
})()

/** `{ collections, pagingMetadata }` answers. */
export const COLLECTIONS_FIELDS: WireFields = /* @__PURE__ */ (() => ({
  response: COLLECTION_FIELDS.response,
}))()

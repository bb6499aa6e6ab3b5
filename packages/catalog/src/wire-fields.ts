import type { FieldPaths, WireFields } from '@vitrine/core'

// Float and date field paths of the catalogue's entities, for core's wire codec (wire notes §6).
// `*` matches any key: `*.price` reaches `price.price`, `priceData.price` and
// `convertedPriceData.price`; no other field of these entities has those names at that depth.
// Each `WireFields` object is built once: the codec caches its compiled form per object.

/** Float fields of price data and cost-and-profit data, one level down. */
const MONEY = ['price', 'discountedPrice', 'pricePerUnit', 'itemCost', 'profit', 'profitMargin'].map(
  (k) => `*.${k}`,
)

function under(prefix: string, paths: readonly string[]): string[] {
  return paths.map((p) => `${prefix}.${p}`)
}

/** A product's floats: prices, costs, weight, ranges, price per unit, discount, and its variants'. */
const productFloats = (): string[] => [
  'weight',
  ...MONEY,
  '*.minValue',
  '*.maxValue',
  '*.totalQuantity',
  '*.baseQuantity',
  'discount.value',
  'variants.variant.weight',
  ...under('variants.variant', MONEY),
]

const DATES = ['lastUpdated', 'createdDate']

function entity(prefix: string, floats: readonly string[], dates: readonly string[] = []): FieldPaths {
  return { floats: under(prefix, floats), dates: under(prefix, dates) }
}

/** `{ product }` in a body and an answer. */
export const PRODUCT_FIELDS: WireFields = /* @__PURE__ */ (() => {
  const paths = entity('product', productFloats(), DATES)
  return { request: paths, response: paths }
})()

/** `{ products, metadata }` answers. */
export const PRODUCTS_FIELDS: WireFields = /* @__PURE__ */ (() => ({
  response: entity('products', productFloats(), DATES),
}))()

/** `{ variants }` answers of product variant calls. */
export const VARIANTS_FIELDS: WireFields = /* @__PURE__ */ (() => ({
  response: entity('variants.variant', ['weight', ...MONEY]),
}))()

/** The body and answer of an update of variants. */
export const VARIANT_UPDATE_FIELDS: WireFields = /* @__PURE__ */ (() => ({
  request: { floats: ['variants.price', 'variants.cost', 'variants.weight'] },
  response: entity('variants.variant', ['weight', ...MONEY]),
}))()

/** `{ selectedVariant }` answers of options availability. */
export const OPTIONS_AVAILABILITY_FIELDS: WireFields = /* @__PURE__ */ (() => ({
  response: entity('selectedVariant', ['weight', ...MONEY]),
}))()

/** A store variant's media: expiring URLs and focal points of the image, video, posters. */
const storeVariant = (prefix: string): FieldPaths => {
  const images = ['media.image', 'media.video.posters', 'media.video.resolutions.poster']
  return {
    floats: under(
      prefix,
      images.flatMap((i) => [`${i}.focalPoint.x`, `${i}.focalPoint.y`]),
    ),
    dates: under(
      prefix,
      [...images, 'media.video', 'media.video.resolutions'].map((i) => `${i}.urlExpirationDate`),
    ),
  }
}

/** `{ variant }` answers of the store variants call. */
export const STORE_VARIANT_FIELDS: WireFields = /* @__PURE__ */ (() => ({
  response: storeVariant('variant'),
}))()

/** `{ variants }` answers of the store variants query. */
export const STORE_VARIANTS_FIELDS: WireFields = /* @__PURE__ */ (() => ({
  response: storeVariant('variants'),
}))()

/** `{ collection }` in a body and an answer. */
export const COLLECTION_FIELDS: WireFields = /* @__PURE__ */ (() => {
  const paths = entity('collection', [], DATES)
  return { request: paths, response: paths }
})()

/** `{ collections }` answers. */
export const COLLECTIONS_FIELDS: WireFields = /* @__PURE__ */ (() => ({
  response: entity('collections', [], DATES),
}))()

/** The body of a bulk update. */
export const BULK_SET_FIELDS: WireFields = { request: { floats: ['set.price', 'set.cost', 'set.weight'] } }

/** The body of a bulk adjustment. */
export const BULK_ADJUST_FIELDS: WireFields = { request: { floats: ['adjust.*.amount'] } }

import type { FieldPaths, WireFields } from '@vitrine/core'

// Float and timestamp fields of the cart calls (wire notes §6), for core's codec. Each
// `FieldPaths` object is built once: the codec compiles and caches it by identity. Every
// top-level call is marked pure so that an app importing only an enumeration bundles none of it.

/** `paths`, each under `prefix`. */
function under(prefix: string, paths: FieldPaths): FieldPaths {
  const add = (list: readonly string[] = []) => list.map((path) => `${prefix}.${path}`)
  return { dates: add(paths.dates), floats: add(paths.floats) }
}

/** All of `parts` in one. */
function merge(...parts: FieldPaths[]): FieldPaths {
  return {
    dates: parts.flatMap((p) => p.dates ?? []),
    floats: parts.flatMap((p) => p.floats ?? []),
  }
}

const GEOCODE: FieldPaths = { floats: ['geocode.latitude', 'geocode.longitude'] }

/** A catalogue line item, as sent and as answered. */
const LINE_ITEM: FieldPaths = {
  dates: [
    'image.urlExpirationDate',
    'catalogOverrideFields.image.urlExpirationDate',
    'subscriptionOptionInfo.subscriptionSettings.startDate',
    'serviceProperties.scheduledDate',
    'serviceProperties.endDate',
  ],
  floats: [
    'image.focalPoint.x',
    'image.focalPoint.y',
    'catalogOverrideFields.image.focalPoint.x',
    'catalogOverrideFields.image.focalPoint.y',
    'physicalProperties.weight',
    'catalogOverrideFields.physicalProperties.weight',
  ],
}

/** A custom line item, as sent. */
const CUSTOM_LINE_ITEM: FieldPaths = {
  dates: [
    'media.urlExpirationDate',
    'subscriptionOptionInfo.subscriptionSettings.startDate',
    'serviceProperties.scheduledDate',
    'serviceProperties.endDate',
  ],
  floats: ['media.focalPoint.x', 'media.focalPoint.y', 'physicalProperties.weight'],
}

/** The cart entity. */
const CART: FieldPaths = /* @__PURE__ */ merge(
  { dates: ['createdDate', 'updatedDate'] },
  /* @__PURE__ */ under('contactInfo.address', GEOCODE),
  /* @__PURE__ */ under('lineItems', LINE_ITEM),
)

/** Delivery details of a shipping option. */
const LOGISTICS: FieldPaths = /* @__PURE__ */ merge(
  { dates: ['deliveryTimeSlot.from', 'deliveryTimeSlot.to'] },
  /* @__PURE__ */ under('pickupDetails.address', GEOCODE),
)

/** Answers that are `{ cart }`. */
export const CART_ANSWER: WireFields = { response: /* @__PURE__ */ under('cart', CART) }

/** `addItems` input: catalogue and custom line items. */
export const ADD_ITEMS_INPUT: FieldPaths = /* @__PURE__ */ merge(
  /* @__PURE__ */ under('lineItems', LINE_ITEM),
  /* @__PURE__ */ under('customLineItems', CUSTOM_LINE_ITEM),
)

/** `update` input. */
export const UPDATE_INPUT: FieldPaths = /* @__PURE__ */ merge(
  ADD_ITEMS_INPUT,
  /* @__PURE__ */ under('cartInfo.contactInfo.address', GEOCODE),
)

/** `estimateTotals` and `createCheckout` input: the two addresses. */
export const ADDRESSES_INPUT: FieldPaths = /* @__PURE__ */ merge(
  /* @__PURE__ */ under('shippingAddress', GEOCODE),
  /* @__PURE__ */ under('billingAddress', GEOCODE),
)

/** The totals estimate answer. */
export const ESTIMATE_ANSWER: WireFields = {
  response: /* @__PURE__ */ merge(
    /* @__PURE__ */ under('cart', CART),
    /* @__PURE__ */ under('shippingInfo.selectedCarrierServiceOption.logistics', LOGISTICS),
    /* @__PURE__ */ under('shippingInfo.carrierServiceOptions.shippingOptions.logistics', LOGISTICS),
    {
      dates: [
        'membershipOptions.eligibleMemberships.expirationDate',
        'membershipOptions.invalidMemberships.membership.expirationDate',
      ],
      floats: ['appliedDiscounts.merchantDiscount.percentage'],
    },
  ),
}

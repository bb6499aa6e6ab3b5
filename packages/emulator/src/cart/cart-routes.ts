import type { Context } from 'hono'
import { Hono } from 'hono'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { callerOf, readBody } from '../pipeline/request-input'
import { isJsonObject } from '../wire/json-body'
import { Violations } from '../wire/violations'
import { forbidden } from '../wire/wire-error'
import { cachedJsonResponse, jsonResponse, toWireJson } from '../wire/wire-json'
import { readAddress } from './address-input'
import {
  EMAIL,
  readMemberships,
  readMerchantDiscounts,
  readShippingOption,
  validChannelType,
} from './cart-input'
import type { CartRecord } from './cart-record'
import {
  addToCart,
  type CartOwner,
  cartOwner,
  createCheckout,
  deleteCart,
  patchCart,
  removeCoupon,
  removeLines,
  requireCart,
  setLineQuantities,
} from './cart-service'
import { estimateTotals } from './estimate-totals'
import { checkQuantity, readCatalogLines, readCustomLines } from './line-input'
import { renderCart } from './render-cart'

function ownerOf(c: Context, context: EmulatorContext): CartOwner {
  const owner = cartOwner(callerOf(c, context))
  if (!owner) throw forbidden()
  return owner
}

/**
 * A cart's answer depends on the cart, the catalogue (prices, stock), the coupons and the origin
 * (image URLs), and every write to the state moves `context.revision` (see `changed()`): a cart
 * read again unchanged — a shop polling its cart — is answered from the bytes encoded last time.
 */
function cartResponse(context: EmulatorContext, cart: CartRecord): Response {
  return cachedJsonResponse(cart, `${cart.revision} ${context.revision} ${context.origin}`, () =>
    toWireJson({ cart: renderCart(context, cart) }),
  )
}

/** The current cart (spec section 7, "Cart"); mounted under `/ecom` and `/_api/ecom-cart`. */
export function cartRoutes(context: EmulatorContext): Hono {
  const app = new Hono()
  const base = '/v1/carts/current'

  app.get(base, (c) => cartResponse(context, requireCart(context, ownerOf(c, context))))

  app.patch(base, async (c) => {
    const owner = ownerOf(c, context)
    const body = await readBody(c, context)
    const violations = new Violations()
    if (body['customLineItems'] !== undefined && !owner.elevated) throw forbidden()
    if (body['merchantDiscounts'] !== undefined && !owner.elevated) throw forbidden()
    const lines = readCatalogLines(context, body['lineItems'], 'lineItems', violations)
    const custom = readCustomLines(context, body['customLineItems'], 'customLineItems', violations)
    const discounts = readMerchantDiscounts(body['merchantDiscounts'], violations)
    const couponCode = body['couponCode']
    if (couponCode !== undefined && couponCode !== null && typeof couponCode !== 'string') {
      violations.add('couponCode', 'must be a string', 'FORMAT')
    }
    violations.throwIfAny()
    const cart = patchCart(context, owner, {
      lines: [...lines, ...custom],
      cartInfo: body['cartInfo'],
      cartFieldmask: body['cartFieldmask'],
      ...(discounts ? { merchantDiscounts: discounts } : {}),
      ...(typeof couponCode === 'string' ? { couponCode } : {}),
    })
    return cartResponse(context, cart)
  })

  app.delete(base, (c) => {
    const owner = ownerOf(c, context)
    deleteCart(context, requireCart(context, owner), owner.identity)
    return jsonResponse({})
  })

  app.post(`${base}/add-to-cart`, async (c) => {
    const owner = ownerOf(c, context)
    const body = await readBody(c, context)
    if (body['customLineItems'] !== undefined && !owner.elevated) throw forbidden()
    const violations = new Violations()
    const lines = readCatalogLines(context, body['lineItems'], 'lineItems', violations)
    const custom = readCustomLines(context, body['customLineItems'], 'customLineItems', violations)
    if (violations.empty && lines.length + custom.length === 0) {
      violations.add('lineItems', 'must not be empty', 'MIN_SIZE', { threshold: 1 })
    }
    violations.throwIfAny()
    return cartResponse(context, addToCart(context, owner, [...lines, ...custom]))
  })

  app.post(`${base}/remove-line-items`, async (c) => {
    const owner = ownerOf(c, context)
    const body = await readBody(c, context)
    const ids = body['lineItemIds']
    if (!Array.isArray(ids) || ids.length === 0 || ids.some((id) => typeof id !== 'string')) {
      const violations = new Violations()
      violations.add('lineItemIds', 'must be a non-empty list of line item ids', 'MIN_SIZE', { threshold: 1 })
      violations.throwIfAny()
    }
    return cartResponse(context, removeLines(context, owner, ids as string[]))
  })

  app.post(`${base}/update-line-items-quantity`, async (c) => {
    const owner = ownerOf(c, context)
    const body = await readBody(c, context)
    const cart = requireCart(context, owner)
    const updates = body['lineItems']
    const violations = new Violations()
    if (!Array.isArray(updates) || updates.length === 0) {
      violations.add('lineItems', 'must be a non-empty list', 'MIN_SIZE', { threshold: 1 })
      violations.throwIfAny()
    }
    const changes: { id: string; quantity: number }[] = []
    ;(updates as unknown[]).forEach((update, i) => {
      const at = `lineItems[${i}]`
      if (!isJsonObject(update)) {
        violations.add(at, 'must be an object', 'FORMAT')
        return
      }
      const id = update['id']
      if (typeof id !== 'string' || !cart.lines.some((l) => l.id === id)) {
        violations.add(`${at}.id`, 'is not a line item of the cart', 'VALIDATION', { id: String(id) })
        return
      }
      if (checkQuantity(violations, update['quantity'], `${at}.quantity`, 0)) {
        changes.push({ id, quantity: update['quantity'] as number })
      }
    })
    violations.throwIfAny()
    return cartResponse(context, setLineQuantities(context, owner, cart, changes))
  })

  app.post(`${base}/remove-coupon`, async (c) => {
    const owner = ownerOf(c, context)
    await readBody(c, context)
    return cartResponse(context, removeCoupon(context, owner))
  })

  app.post(`${base}/estimate-totals`, async (c) => {
    const owner = ownerOf(c, context)
    const body = await readBody(c, context)
    const violations = new Violations()
    const selectedShippingOption = readShippingOption(
      body['selectedShippingOption'],
      'selectedShippingOption',
      violations,
    )
    const shippingAddress = readAddress(body['shippingAddress'], 'shippingAddress', violations)
    const billingAddress = readAddress(body['billingAddress'], 'billingAddress', violations)
    const selectedMemberships = readMemberships(body['selectedMemberships'], violations)
    violations.throwIfAny()
    const cart = requireCart(context, owner)
    const { response } = estimateTotals(context, cart, {
      ...(selectedShippingOption ? { selectedShippingOption } : {}),
      ...(shippingAddress ? { shippingAddress } : {}),
      ...(billingAddress ? { billingAddress } : {}),
      selectedMemberships,
    })
    return jsonResponse(response)
  })

  app.post(`${base}/create-checkout`, async (c) => {
    const owner = ownerOf(c, context)
    const body = await readBody(c, context)
    const violations = new Violations()
    const channelType = body['channelType'] ?? 'WEB'
    if (typeof channelType !== 'string' || !validChannelType(channelType)) {
      violations.add('channelType', 'must be a channel type', 'INVALID_ENUM_VALUE', {
        value: String(channelType),
      })
    }
    const email = body['email']
    if (email !== undefined && email !== null && (typeof email !== 'string' || !EMAIL.test(email))) {
      violations.add('email', 'must be a valid e-mail address', 'FORMAT', { type: 'EMAIL' })
    }
    const shippingAddress = readAddress(body['shippingAddress'], 'shippingAddress', violations)
    const billingAddress = readAddress(body['billingAddress'], 'billingAddress', violations)
    const selectedShippingOption = readShippingOption(
      body['selectedShippingOption'],
      'selectedShippingOption',
      violations,
    )
    violations.throwIfAny()
    const checkoutId = createCheckout(context, owner, {
      channelType: channelType as string,
      ...(typeof email === 'string' ? { email } : {}),
      ...(shippingAddress ? { shippingAddress } : {}),
      ...(billingAddress ? { billingAddress } : {}),
      ...(selectedShippingOption ? { selectedShippingOption } : {}),
    })
    return jsonResponse({ checkoutId })
  })

  return app
}

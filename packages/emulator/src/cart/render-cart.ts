import { STORE_CURRENCY } from '../catalog/pricing'
import type { EmulatorContext } from '../pipeline/emulator-context'
import type { JsonObject } from '../wire/json-body'
import type { CartRecord } from './cart-record'
import { money, toCents } from './money'
import { type PricedLine, priceLine, renderLineItem } from './priced-line'

/** The lines of a cart, priced against the current catalogue. */
export function priceCart(context: EmulatorContext, cart: CartRecord): PricedLine[] {
  return cart.lines.map((line) => priceLine(context, line))
}

/** The discounts stored on a cart, as the cart shows them. */
function cartDiscounts(context: EmulatorContext, cart: CartRecord): JsonObject[] {
  const coupon = cart.couponCode ? context.state.coupons.get(cart.couponCode.toUpperCase()) : undefined
  return [
    ...(coupon ? [{ coupon: { id: coupon.id, code: coupon.code } }] : []),
    ...cart.merchantDiscounts.map((d) => ({
      merchantDiscount: {
        amount: money(toCents(d.amount ?? 0)),
        ...(d.percentage === undefined ? {} : { percentage: d.percentage }),
      },
    })),
  ]
}

/** A cart on the wire. */
export function renderCart(
  context: EmulatorContext,
  cart: CartRecord,
  priced: PricedLine[] = priceCart(context, cart),
): JsonObject {
  return {
    id: cart.id,
    lineItems: priced.map((line) => renderLineItem(context, line)),
    buyerInfo: { ...cart.buyer },
    currency: STORE_CURRENCY,
    conversionCurrency: STORE_CURRENCY,
    paymentCurrency: STORE_CURRENCY,
    buyerLanguage: 'en',
    siteLanguage: 'en',
    taxIncludedInPrices: false,
    weightUnit: 'KG',
    appliedDiscounts: cartDiscounts(context, cart),
    createdDate: cart.createdDate,
    updatedDate: cart.updatedDate,
    ...(cart.buyerNote === undefined ? {} : { buyerNote: cart.buyerNote }),
    ...(cart.contactInfo ? { contactInfo: cart.contactInfo } : {}),
    ...(cart.selectedShippingOption ? { selectedShippingOption: { ...cart.selectedShippingOption } } : {}),
    ...(cart.checkoutId ? { checkoutId: cart.checkoutId } : {}),
    revision: String(cart.revision),
  }
}

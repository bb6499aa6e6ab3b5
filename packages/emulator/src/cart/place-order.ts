import { variantsChanged } from '../catalog/catalog-events'
import type { VariantRecord } from '../catalog/product-record'
import { productStockTaken } from '../catalog/product-service'
import type { EmulatorContext } from '../pipeline/emulator-context'
import { newId } from '../state/random'
import type { WebhookIdentity } from '../webhooks/events'
import type { CheckoutRecord, OrderRecord } from './cart-record'
import { deleteCart } from './cart-service'
import { estimateTotals } from './estimate-totals'
import type { PricedLine } from './priced-line'
import { priceCart, renderCart } from './render-cart'

/** Lines of a checkout that cannot be bought as they are. */
export function unavailableLines(context: EmulatorContext, checkout: CheckoutRecord): PricedLine[] {
  return priceCart(context, checkout.cart).filter((l) => l.status !== 'AVAILABLE')
}

/** The totals of a checkout, with its addresses and shipping option. */
export function checkoutTotals(
  context: EmulatorContext,
  checkout: CheckoutRecord,
): ReturnType<typeof estimateTotals> {
  return estimateTotals(context, checkout.cart, {
    ...(checkout.shippingAddress ? { shippingAddress: checkout.shippingAddress } : {}),
    ...(checkout.billingAddress ? { billingAddress: checkout.billingAddress } : {}),
    ...(checkout.selectedShippingOption ? { selectedShippingOption: checkout.selectedShippingOption } : {}),
  })
}

/**
 * Places the order of a checkout: takes tracked stock (a VariantsChanged event per product whose
 * stock it took, as the platform reports inventory changes), records the order, and deletes the
 * buyer's current cart when it is the cart the checkout came from.
 */
export function placeOrder(context: EmulatorContext, checkout: CheckoutRecord): OrderRecord {
  const { response } = checkoutTotals(context, checkout)
  const identity: WebhookIdentity =
    'memberId' in checkout.buyer
      ? { identityType: 'MEMBER', memberId: checkout.buyer.memberId }
      : { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: checkout.buyer.visitorId }
  // Stock taken, per product: a shop's cached product pages must hear of it (VariantsChanged).
  const stockTaken = new Map<string, Set<VariantRecord>>()
  for (const line of priceCart(context, checkout.cart)) {
    if (!line.variant?.trackQuantity || !line.product) continue
    line.variant.quantity = Math.max(0, (line.variant.quantity ?? 0) - line.line.quantity)
    productStockTaken(context, line.product)
    const variants = stockTaken.get(line.product.id) ?? new Set()
    stockTaken.set(line.product.id, variants.add(line.variant))
  }
  context.state.counters.orderNumber += 1
  const order: OrderRecord = {
    id: newId(),
    number: String(context.state.counters.orderNumber),
    checkoutId: checkout.id,
    buyer: { ...checkout.buyer },
    lineItems: (renderCart(context, checkout.cart)['lineItems'] as OrderRecord['lineItems']) ?? [],
    priceSummary: response['priceSummary'] as OrderRecord['priceSummary'],
    createdDate: context.nowIso(),
  }
  context.state.orders.set(order.id, order)
  checkout.orderId = order.id
  const cart = context.state.carts.get(checkout.ownerKey)
  if (cart && cart.id === checkout.cartId) deleteCart(context, cart, identity)
  for (const [productId, variants] of stockTaken)
    variantsChanged(context, productId, [...variants], ['stock.quantity'], identity)
  context.changed()
  return order
}

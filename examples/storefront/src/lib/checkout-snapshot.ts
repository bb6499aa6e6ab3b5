// What the thank-you page shows of an order: the platform's thank-you redirect carries the
// order's id and number only, so the drawer keeps a summary of the checkout it started in this
// tab's sessionStorage (nothing secret: names, quantities and amounts as shown).
//
// The URL alone proves nothing (`/thank-you?orderNumber=99999` is anyone's link), and the platform
// has no call that reads an order back (spec §4 lists none). What it does confirm: placing the
// order deletes the cart the checkout came from, and a cart names the checkout it started
// (`checkoutId`). So the page says an order is placed only when this tab started a checkout and
// the shopper's current cart is no longer that checkout's cart; otherwise it stays neutral.

/** The summary of a checkout, as the drawer showed it. */
export interface CheckoutSnapshot {
  checkoutId: string
  lines: { name: string; options: string; quantity: number; total: string; image?: string | undefined }[]
  totals: {
    subtotal?: string | undefined
    discount?: string | undefined
    shipping?: string | undefined
    tax?: string | undefined
    total?: string | undefined
  }
  /** The order number this checkout ended in, once the thank-you page confirmed it. */
  placed?: string | undefined
}

const KEY = 'vitrine.storefront.checkout'

/** Remembers the checkout about to start (a storage that throws is ignored: the summary is a nicety). */
export function saveCheckout(snapshot: CheckoutSnapshot): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(snapshot))
  } catch {
    // Private mode or storage full: the thank-you page then shows the order number only.
  }
}

/** The last checkout started in this tab, if any. */
export function readCheckout(): CheckoutSnapshot | undefined {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as CheckoutSnapshot | null
    return value && typeof value.checkoutId === 'string' && Array.isArray(value.lines) ? value : undefined
  } catch {
    return undefined
  }
}

/** What the thank-you page can say: still asking the platform, an order confirmed, or nothing confirmed. */
export type OrderConfirmation = 'checking' | 'placed' | 'unconfirmed'

/**
 * Whether the order `number` of the thank-you URL is the end of the checkout this tab started.
 *
 * @param snapshot - the checkout this tab started ({@link readCheckout}).
 * @param cart - the shopper's current cart as the platform answers it: `null` without one,
 *   `undefined` while unknown (or unreadable: pass `null` only for a real answer).
 * @param number - the order number of the URL.
 */
export function confirmOrder(
  snapshot: CheckoutSnapshot | undefined,
  cart: { checkoutId?: string | null | undefined } | null | undefined,
  number: string | undefined,
): OrderConfirmation {
  if (!snapshot || !number) return 'unconfirmed'
  // Confirmed before (a reload): only the same order number.
  if (snapshot.placed !== undefined) return snapshot.placed === number ? 'placed' : 'unconfirmed'
  if (cart === undefined) return 'checking'
  // The checkout's cart is still there: the checkout was left, no order placed.
  return cart?.checkoutId === snapshot.checkoutId ? 'unconfirmed' : 'placed'
}

/** Records that this tab's checkout ended in order `number` (a later link with another number is not it). */
export function markPlaced(snapshot: CheckoutSnapshot, number: string): void {
  if (snapshot.placed === undefined) saveCheckout({ ...snapshot, placed: number })
}

// What the thank-you page shows of an order: the platform's thank-you redirect carries the
// order's id and number only, so the drawer keeps a summary of the checkout it started in this
// tab's sessionStorage (nothing secret: names, quantities and amounts as shown).

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

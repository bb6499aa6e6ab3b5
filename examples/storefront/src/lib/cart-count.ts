/** The number of items in a cart (0 for none). */
export function itemCount(
  cart: { lineItems?: { quantity?: number | null }[] | null } | null | undefined,
): number {
  return cart?.lineItems?.reduce((n, line) => n + (line.quantity ?? 0), 0) ?? 0
}

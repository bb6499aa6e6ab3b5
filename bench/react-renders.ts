// `pnpm bench` figures of @vitrine/react: how often a product card renders while the cart
// changes (the target is 0). The example storefront's own figures are in `storefront.ts`.
/**
 * The figures: product-card renders while the cart changes 10 times (must be 0), and renders of
 * a component showing the cart over the same changes (for comparison).
 */
export async function benchReact(): Promise<Record<string, number>> {
  const { measureCardRenders } = await import('../packages/react/test/measure-card-renders')
  const renders = await measureCardRenders(10)
  return {
    [`product card renders while the cart changed ${renders.cartChanges} times (${renders.cards} cards; must be 0)`]:
      renders.cardRenders,
    'renders of a component showing the cart, same changes (for comparison)': renders.cartViewRenders,
  }
}

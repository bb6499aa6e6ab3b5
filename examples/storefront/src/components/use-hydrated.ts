'use client'
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
const serverSnapshot = () => false

/**
 * `false` while the server renders and while the browser hydrates, `true` after. The catalogue
 * parts of a page are prerendered without any visitor's cart; what they show from the cart (how
 * many are in it, how many more can be added) waits for hydration, so the first render matches
 * the prerendered HTML whenever the visitor's cart arrives. React re-renders every part that
 * reads it synchronously right after hydration: where only a value from the cart depends on it,
 * {@link useHydratedValue} spares that render when the value is what the HTML shows anyway.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, serverSnapshot)
}

/**
 * `value` once the browser has hydrated, `prerendered` before (what the server rendered, with no
 * visitor's cart). Unlike `useHydrated() ? value : prerendered`, a part whose value is still the
 * prerendered one (a first visit has no cart: 0 in it) is not re-rendered after hydration. A part
 * mounted later (a client-side navigation) gets `value` at once.
 */
export function useHydratedValue<T>(value: T, prerendered: T): T {
  const differs = useSyncExternalStore(noSubscription, () => !Object.is(value, prerendered), serverSnapshot)
  return differs ? value : prerendered
}

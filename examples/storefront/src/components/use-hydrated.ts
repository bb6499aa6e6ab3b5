'use client'
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * `false` while the server renders and while the browser hydrates, `true` after. The catalogue
 * parts of a page are prerendered without any visitor's cart; what they show from the cart (how
 * many are in it, how many more can be added) waits for hydration, so the first render matches
 * the prerendered HTML whenever the visitor's cart arrives.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

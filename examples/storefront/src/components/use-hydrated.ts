'use client'
import { useEffect, useState, useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
const serverSnapshot = () => false

/**
 * `false` while the server renders and while the browser hydrates, `true` once mounted. The
 * catalogue parts of a page are prerendered without any visitor's cart or role; what they show
 * from them (how many are in the cart, the account links) waits for hydration, so the first
 * render matches the prerendered HTML whenever the visitor's cart arrives. An effect sets it, not
 * `useSyncExternalStore`: that one forces a synchronous re-render right after hydration, in the
 * same task as the page's effects, and takes every other pending update with it (one long task
 * on a phone); this update renders in a task of its own. For the layout's parts, mounted once;
 * a part mounted by a client-side navigation renders once with `false` first.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
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

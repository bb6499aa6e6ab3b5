'use client'
import Link from 'next/link'
import { type ComponentProps, useState } from 'react'

/**
 * A link that prefetches its page once the shopper shows intent — a pointer over it, focus, a
 * touch — rather than as soon as it scrolls into view. For grids of product cards: with Next.js's
 * default, every card on screen fetches its product page while the listing is still loading (a
 * request and main-thread work each), most of them for pages nobody opens. Next.js's guide
 * ("Optimizing prefetching") advises intent for grids; it is also the Hydrogen demo store's
 * `prefetch="intent"`. The header's and breadcrumbs' links use it too: in view on every page,
 * with the default they fetched the home page and a collection (four requests, and the images
 * those pages preload) while the page was still starting — 15-40 ms of main thread on a phone.
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false)
  return (
    <Link
      {...props}
      // `null` is Next.js's default prefetch (the whole page of a prerendered route), from the intent on.
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true)
        onMouseEnter?.(event)
      }}
      onFocus={(event) => {
        setIntent(true)
        onFocus?.(event)
      }}
      onTouchStart={(event) => {
        setIntent(true)
        onTouchStart?.(event)
      }}
    />
  )
}

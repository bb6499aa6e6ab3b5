'use client'
import Link from 'next/link'
import { usePathname, useRouter } from 'next/navigation'
import { type ReactNode, useEffect, useState } from 'react'
import { signInHref } from '../lib/sign-in-href'

/** Where the browser is: the path and its query. */
function here(): string {
  return `${window.location.pathname}${window.location.search}`
}

/**
 * A link to the sign-in page that carries where the shopper is (`returnTo`), so that signing in
 * lands back there. Prerendered pages are everyone's, so the link learns the page after
 * hydration and again on each click (a filter or a chosen size changes only the query).
 */
export function SignInLink({ className, children }: { className?: string; children: ReactNode }) {
  const pathname = usePathname()
  const router = useRouter()
  const [href, setHref] = useState('/sign-in')
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is a new page to return to
  useEffect(() => setHref(signInHref(here())), [pathname])
  return (
    <Link
      href={href}
      className={className}
      // Sign-in renders per request (its nonce): a prefetch would fetch it on every page, twice (the
      // link learns its return address after hydration), for the few who sign in.
      prefetch={false}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
          return
        event.preventDefault()
        router.push(signInHref(here()))
      }}
    >
      {children}
    </Link>
  )
}

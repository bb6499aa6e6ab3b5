'use client'
import { useCart, useSession } from '@vitrine/react'
import Link from 'next/link'
import { usePathname, useSearchParams } from 'next/navigation'
import { type ReactNode, Suspense, useEffect, useId, useState } from 'react'
import { itemCount } from '../lib/cart-count'
import { preloadCartContents } from './cart-drawer'
import { useDrawerActions } from './ui'
import { useHydrated } from './use-hydrated'

/**
 * The cart button with the number of items; opens the drawer. `serverCount` is the number the
 * server rendered: shown until hydration is over (the prerendered parts of the page may have
 * asked for the cart before this part's data was hydrated), then the live cart's.
 */
export function CartButton({ serverCount = 0 }: { serverCount?: number }) {
  const hydrated = useHydrated()
  const { data: liveCount } = useCart({ select: itemCount })
  const count = hydrated ? (liveCount ?? serverCount) : serverCount
  const { show } = useDrawerActions()
  return (
    <>
      <button
        type="button"
        className="cart-button"
        onClick={show}
        onPointerEnter={preloadCartContents}
        onFocus={preloadCartContents}
        aria-haspopup="dialog"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L21 8H6.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <circle cx="10" cy="20" r="1.6" fill="currentColor" />
          <circle cx="17" cy="20" r="1.6" fill="currentColor" />
        </svg>
        <span className="cart-label">Cart</span>
        <span className="cart-count" data-testid="cart-count">
          {count}
        </span>
        <span className="visually-hidden"> items in your cart</span>
      </button>
      <Suspense fallback={null}>
        <OpenCartFromUrl />
      </Suspense>
    </>
  )
}

/** `?cart=open` (the hosted checkout's "Back to your cart") opens the drawer. */
function OpenCartFromUrl() {
  const params = useSearchParams()
  const { show } = useDrawerActions()
  const wanted = params.get('cart') === 'open'
  useEffect(() => {
    if (wanted) show()
  }, [wanted, show])
  return null
}

/** Sign in, or the member's account, with the role badge. */
export function AccountLink() {
  const { role } = useSession()
  return (
    <div className="account">
      <span className={`role-badge role-${role}`} data-testid="role-badge">
        {role === 'member' ? 'Member' : 'Guest'}
      </span>
      {role === 'member' ? (
        <Link href="/account" className="account-link">
          Account
        </Link>
      ) : (
        <Link href="/sign-in" className="account-link">
          Sign in
        </Link>
      )}
    </div>
  )
}

/** The menu of a phone-sized screen: collections, search and account, behind one button. */
export function PhoneMenu({
  links,
  children,
}: {
  links: { href: string; name: string }[]
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const pathname = usePathname()
  const { role } = useSession()
  const id = useId()
  // Following a link closes the menu (state reset on a new path, React's pattern for it).
  const [shownFor, setShownFor] = useState(pathname)
  if (shownFor !== pathname) {
    setShownFor(pathname)
    setOpen(false)
  }
  useEffect(() => {
    if (!open) return
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    window.addEventListener('keydown', close)
    return () => window.removeEventListener('keydown', close)
  }, [open])
  return (
    <div className="phone-menu">
      <button
        type="button"
        className="icon-button menu-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          {open ? (
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          )}
        </svg>
        <span className="visually-hidden">Menu</span>
      </button>
      <div id={id} className="phone-menu-panel" hidden={!open}>
        {children}
        <nav aria-label="Shop">
          <ul>
            <li>
              <Link href="/">All products</Link>
            </li>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.name}</Link>
              </li>
            ))}
            <li>
              {role === 'member' ? (
                <Link href="/account">Your account</Link>
              ) : (
                <Link href="/sign-in">Sign in</Link>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </div>
  )
}

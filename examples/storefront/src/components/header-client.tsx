'use client'
import { useCart, useSession } from '@vitrine/react'
import Link from 'next/link'
import { usePathname, useSearchParams } from 'next/navigation'
import { type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react'
import { itemCount } from '../lib/cart-count'
import { preloadCartContents } from './cart-drawer'
import { IntentLink } from './intent-link'
import { SignInLink } from './sign-in-link'
import { useDrawerActions } from './ui'
import { useHydrated } from './use-hydrated'

/**
 * The cart button with the number of items; opens the drawer. The page is prerendered for
 * everyone, so its HTML knows no visitor's cart: the count keeps its place but stays invisible
 * (`data-pending`) until the browser knows the cart — at once for a visitor without a session,
 * after the cart query for one with a session (one query, shared by every part of the page that
 * reads the cart). No wrong number flashes, and nothing moves when it shows.
 */
export function CartButton() {
  const hydrated = useHydrated()
  const { data: liveCount, status } = useCart({ select: itemCount })
  const known = hydrated && status !== 'pending'
  const count = known ? (liveCount ?? 0) : 0
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
        <span className="cart-count" data-testid="cart-count" data-pending={known ? undefined : ''}>
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

/**
 * `?cart=open` (the hosted checkout's way back) opens the drawer once, and leaves the address:
 * a reload, a bookmark or a shared link of the page does not open the drawer again.
 */
function OpenCartFromUrl() {
  const params = useSearchParams()
  const { show } = useDrawerActions()
  const wanted = params.get('cart') === 'open'
  useEffect(() => {
    if (!wanted) return
    show()
    const url = new URL(window.location.href)
    url.searchParams.delete('cart')
    // Next.js's own history integration: `useSearchParams` follows, the router state is kept.
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`)
  }, [wanted, show])
  return null
}

/**
 * Sign in, or the member's account, with the role badge. The role comes from the browser's
 * session (its script-readable role hint), known from the first render after hydration; the
 * prerendered HTML, which is everyone's, keeps the guest's links invisible until then
 * (`data-pending`), so a member never sees "Sign in" flash.
 */
export function AccountLink() {
  const { role } = useSession()
  const hydrated = useHydrated()
  return (
    <div className="account" data-pending={hydrated ? undefined : ''}>
      <span className={`role-badge role-${role}`} data-testid="role-badge">
        {role === 'member' ? 'Member' : 'Guest'}
      </span>
      {role === 'member' ? (
        <IntentLink href="/account" className="account-link">
          Account
        </IntentLink>
      ) : (
        <SignInLink className="account-link">Sign in</SignInLink>
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
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
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
    const menu = panel.current
    return () => {
      window.removeEventListener('keydown', close)
      // Closing hides what had focus: it goes back to the menu's button, not to the page's start.
      const active = document.activeElement
      if (active === document.body || active === null || menu?.contains(active)) button.current?.focus()
    }
  }, [open])
  return (
    <div className="phone-menu">
      <button
        type="button"
        ref={button}
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
      <div id={id} className="phone-menu-panel" hidden={!open} ref={panel}>
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
                <SignInLink>Sign in</SignInLink>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </div>
  )
}

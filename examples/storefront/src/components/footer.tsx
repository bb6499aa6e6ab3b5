'use client'
import { useSession } from '@vitrine/react'
import Link from 'next/link'
import { useEffect } from 'react'
import { forgetMember } from '../lib/member-profile'
import { SignInLink } from './sign-in-link'
import { useHydrated } from './use-hydrated'

/**
 * The site footer. Its account links follow the browser's session: a member is offered the
 * account, a guest signing in and registering (kept invisible until hydration, as the header's).
 * A browser that is no member forgets any remembered profile: the next member to sign in on it
 * never sees the previous one's.
 */
export function Footer() {
  const { role } = useSession()
  const hydrated = useHydrated()
  useEffect(() => {
    if (!hydrated || role === 'member') return
    // In a task of its own: a page's first use of localStorage loads the site's storage (1-2 ms
    // in Chromium), which then ran inside hydration's last task.
    const timer = setTimeout(forgetMember)
    return () => clearTimeout(timer)
  }, [hydrated, role])
  return (
    <footer className="footer">
      <p>
        Vitrine demo shop — built with <code>@vitrine/react</code> on Next.js, served by the local emulator.{' '}
        <Link href="/search">Search</Link> ·{' '}
        <span
          className="footer-account"
          data-pending={hydrated ? undefined : ''}
          data-testid="footer-account"
        >
          {role === 'member' ? (
            <Link href="/account">Your account</Link>
          ) : (
            <>
              <SignInLink>Sign in</SignInLink> · <Link href="/register">Create an account</Link>
            </>
          )}
        </span>
      </p>
      <p className="footer-note">Try the coupon SAVE10. Nothing here is charged or shipped.</p>
    </footer>
  )
}

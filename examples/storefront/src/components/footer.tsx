import Link from 'next/link'

/** The site footer. */
export function Footer() {
  return (
    <footer className="footer">
      <p>
        Vitrine demo shop — built with <code>@vitrine/react</code> on Next.js, served by the local emulator.{' '}
        <Link href="/search">Search</Link> · <Link href="/sign-in">Sign in</Link> ·{' '}
        <Link href="/register">Create an account</Link>
      </p>
      <p className="footer-note">Try the coupon SAVE10. Nothing here is charged or shipped.</p>
    </footer>
  )
}

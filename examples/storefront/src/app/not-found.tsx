import type { Metadata } from 'next'
import Link from 'next/link'

/** Its own title (the layout's template adds the shop's name), never the home page's. */
export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

/** Any unknown page, product or collection. */
export default function NotFound() {
  return (
    <section className="page-narrow not-found">
      <h1>We could not find that</h1>
      <p>The page, product or collection you asked for is not here (any more).</p>
      <p>
        <Link href="/" className="button button-primary">
          Back to the shop
        </Link>{' '}
        <Link href="/search">Search the shop</Link>
      </p>
    </section>
  )
}

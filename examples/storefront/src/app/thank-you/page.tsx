import type { Metadata } from 'next'
import Link from 'next/link'
import { EmulatorMailboxLink } from '../../components/emulator-mailbox-link'
import { OrderConfirmation } from '../../components/order-confirmation'

// Per request (the session, or the URL): rendered when asked, not prerendered.
export const instant = false

export const metadata: Metadata = { title: 'Thank you', robots: { index: false } }

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * Where the hosted checkout returns, with the order's number in the URL: the page says the order
 * is placed only once the platform confirms it (`OrderConfirmation`), never on the URL's word.
 */
export default async function ThankYouPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const raw = params['orderNumber']
  const number = typeof raw === 'string' && /^[0-9A-Za-z-]{1,40}$/.test(raw) ? raw : undefined
  return (
    <section className="page-narrow thank-you">
      <h1>Thank you</h1>
      <OrderConfirmation number={number} />
      <p>
        <EmulatorMailboxLink />
      </p>
      <p>
        <Link href="/" className="button button-primary">
          Continue shopping
        </Link>
      </p>
    </section>
  )
}

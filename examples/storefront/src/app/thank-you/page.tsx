import type { Metadata } from 'next'
import Link from 'next/link'
import { EmulatorMailboxLink } from '../../components/emulator-mailbox-link'
import { OrderSummary } from '../../components/order-summary'

// Per request (the session, or the URL): rendered when asked, not prerendered.
export const instant = false

export const metadata: Metadata = { title: 'Thank you', robots: { index: false } }

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** Where the hosted checkout returns: the order number the checkout page showed, and the order. */
export default async function ThankYouPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const raw = params['orderNumber']
  const number = typeof raw === 'string' && /^[0-9A-Za-z-]{1,40}$/.test(raw) ? raw : undefined
  return (
    <section className="page-narrow thank-you">
      <h1>Thank you for your order</h1>
      {number ? (
        <p className="order-number" data-testid="order-number">
          Order <strong>#{number}</strong> is placed.
        </p>
      ) : (
        <p>Your order is placed.</p>
      )}
      <p>
        The receipt goes to the e-mail address you gave at checkout. <EmulatorMailboxLink />
      </p>
      <OrderSummary />
      <p>
        <Link href="/" className="button button-primary">
          Continue shopping
        </Link>
      </p>
    </section>
  )
}

'use client'
import { useCart } from '@vitrine/react'
import { useEffect, useState } from 'react'
import { type CheckoutSnapshot, confirmOrder, markPlaced, readCheckout } from '../lib/checkout-snapshot'
import { OrderSummary } from './order-summary'
import { Spinner } from './ui'

/**
 * What the thank-you page says of the order in its URL: placed only when the platform confirms
 * it (this tab's checkout, whose cart the order deleted — `confirmOrder`), else a neutral word.
 */
export function OrderConfirmation({ number }: { number: string | undefined }) {
  // `null`: this tab's storage not read yet (the server render and the first client render agree).
  const [snapshot, setSnapshot] = useState<CheckoutSnapshot | undefined | null>(null)
  useEffect(() => setSnapshot(readCheckout()), [])
  // The header's cart count reads the same query: no request of its own.
  const { data: cart, isPending, isError } = useCart()
  const state =
    snapshot === null
      ? 'checking'
      : confirmOrder(snapshot, isPending || isError ? undefined : (cart ?? null), number)
  // A cart that cannot be read confirms nothing.
  const shown = state === 'checking' && isError ? 'unconfirmed' : state
  useEffect(() => {
    if (state === 'placed' && snapshot && number) markPlaced(snapshot, number)
  }, [state, snapshot, number])

  if (shown === 'checking') return <Spinner label="Confirming your order…" />
  if (shown === 'unconfirmed') {
    return (
      <p data-testid="order-unconfirmed">
        This page cannot confirm an order by itself. If you completed a checkout, its receipt is on its way to
        the e-mail address you gave there.
      </p>
    )
  }
  return (
    <>
      <p className="order-number" data-testid="order-number">
        Order <strong>#{number}</strong> is placed.
      </p>
      <p>The receipt goes to the e-mail address you gave at checkout.</p>
      <OrderSummary />
    </>
  )
}

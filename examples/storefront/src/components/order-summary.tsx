'use client'
import { useEffect, useState } from 'react'
import { type CheckoutSnapshot, readCheckout } from '../lib/checkout-snapshot'

/** The order as the cart showed it when the checkout started in this tab. */
export function OrderSummary() {
  const [snapshot, setSnapshot] = useState<CheckoutSnapshot | undefined | null>(null)
  useEffect(() => setSnapshot(readCheckout()), [])
  if (!snapshot) return null
  const { totals } = snapshot
  const rows: [string, string | undefined][] = [
    ['Subtotal', totals.subtotal],
    ['Discount', totals.discount && `−${totals.discount}`],
    ['Shipping', totals.shipping],
    ['Tax', totals.tax],
  ]
  return (
    <section className="form-card order-summary" aria-labelledby="summary-title" data-testid="order-summary">
      <h2 id="summary-title">Your order</h2>
      <ul className="summary-lines">
        {snapshot.lines.map((line) => (
          <li key={`${line.name}|${line.options}`}>
            {/* biome-ignore lint/performance/noImgElement: the emulator's SVG illustrations need no optimising */}
            {line.image && <img src={line.image} alt="" width={56} height={56} />}
            <span className="summary-name">
              {line.quantity} × {line.name}
              {line.options && <span className="line-options">{line.options}</span>}
            </span>
            <span className="summary-amount">{line.total}</span>
          </li>
        ))}
      </ul>
      <dl className="totals">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        {totals.total && (
          <div className="totals-total">
            <dt>Total</dt>
            <dd>{totals.total}</dd>
          </div>
        )}
      </dl>
    </section>
  )
}

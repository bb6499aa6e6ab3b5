import { useQueryClient } from '@tanstack/react-query'
import { vitrineKeys } from '@vitrine/react'
import { useEffect } from 'react'
import { Link, useLocation } from '../router'

/** Where the hosted checkout comes back after the order. */
export function ThankYou() {
  const { search } = useLocation()
  const queryClient = useQueryClient()
  const orderId = search.get('orderId') ?? search.get('order_id') ?? undefined
  // The order used the cart up: read it again.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: vitrineKeys.cart() })
  }, [queryClient])
  return (
    <section className="page-narrow centered thank-you">
      <div className="thank-you-icon" aria-hidden="true">
        ✓
      </div>
      <h1 tabIndex={-1}>Thank you for your order!</h1>
      {orderId && (
        <p>
          Your order number is <strong data-testid="order-id">{orderId}</strong>.
        </p>
      )}
      <p>We have sent a confirmation to your e-mail. Your parcel will be on its way soon.</p>
      <Link to="/" className="button button-primary">
        Continue shopping
      </Link>
    </section>
  )
}

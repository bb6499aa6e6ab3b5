'use client'
import { useCart } from '@vitrine/react'
import { useState } from 'react'
import { errorMessage } from '../lib/messages'
import { addableQuantity } from '../lib/product-facts'
import { useDrawerActions, useToast } from './ui'
import { useHydratedValue } from './use-hydrated'

/**
 * "Add to cart" on a product card (products without options). It re-renders only when the
 * quantity of this product in the cart changes, to stop at the stock.
 */
export function QuickAdd({
  productId,
  variantId,
  name,
  stock,
}: {
  productId: string
  variantId?: string | undefined
  name: string
  /** Units in stock; `null` when not tracked. */
  stock: number | null
}) {
  const { addItems, data: cartQuantity = 0 } = useCart({
    select: (cart) =>
      cart?.lineItems
        ?.filter((line) => line.catalogReference?.catalogItemId === productId)
        .reduce((n, line) => n + (line.quantity ?? 0), 0) ?? 0,
  })
  const inCart = useHydratedValue(cartQuantity, 0)
  const { show, hide } = useDrawerActions()
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string>()
  const { max } = addableQuantity(stock ?? Number.POSITIVE_INFINITY, inCart)
  const label = busy ? 'Adding…' : max === 0 ? 'All in your cart' : 'Add to cart'
  return (
    <>
      <button
        type="button"
        className="button button-primary button-small"
        // Not disabled while adding: the button keeps focus, which returns to it when the drawer closes.
        aria-disabled={busy || undefined}
        disabled={max === 0}
        // The visible words first, then the product (WCAG 2.5.3, label in name): "Add to cart: Canvas Tote Bag".
        aria-label={`${label}: ${name}`}
        onClick={async () => {
          if (busy) return
          setBusy(true)
          setMessage(undefined)
          // The drawer opens at once, the line pending in it, while the platform adds it.
          show()
          try {
            await addItems({
              lineItems: [
                {
                  catalogReference: {
                    catalogItemId: productId,
                    ...(variantId ? { options: { variantId } } : {}),
                  },
                  quantity: 1,
                },
              ],
            })
            toast(`${name} is in your cart`)
          } catch (error) {
            // The drawer shows the line gone again; the reason is here, by the button.
            hide()
            setMessage(errorMessage(error))
          } finally {
            setBusy(false)
          }
        }}
      >
        {label}
      </button>
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
    </>
  )
}

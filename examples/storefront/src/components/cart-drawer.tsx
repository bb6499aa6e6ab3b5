'use client'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { readShippingChoice, type ShippingChoice, saveShippingChoice } from '../lib/shipping-choice'
import { Spinner, useDrawerActions, useDrawerOpen } from './ui'

const CartContents = lazy(() => import('./cart-contents').then((m) => ({ default: m.CartContents })))

/** Starts loading the drawer's contents (the cart button calls it on hover and focus). */
export function preloadCartContents(): void {
  void import('./cart-contents')
}

/** The cart, in a modal side drawer (a native `<dialog>`: focus stays inside, Escape closes it). */
export function CartDrawer() {
  const open = useDrawerOpen()
  const { hide, returnFocus } = useDrawerActions()
  const ref = useRef<HTMLDialogElement>(null)
  // The estimate's address and delivery option, kept in the tab: a reload keeps "Express".
  const [shipping, setShipping] = useState<ShippingChoice>()
  const [restored, setRestored] = useState(false)
  const choose = useCallback((choice: ShippingChoice | undefined) => {
    setShipping(choice)
    saveShippingChoice(choice)
  }, [])
  const wasOpen = useRef(false)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !restored) {
      // Storage is read on the first opening, never while the page renders (it is prerendered).
      setShipping(readShippingChoice())
      setRestored(true)
    }
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
    // Closed (its button, Escape, the backdrop): focus goes back to what opened it.
    if (!open && wasOpen.current) returnFocus()
    wasOpen.current = open
  }, [open, restored, returnFocus])
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; the keyboard closes a dialog with Escape
    <dialog
      ref={ref}
      className="drawer"
      aria-labelledby="cart-title"
      onClose={hide}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside its panel) closes it.
        if (event.target === ref.current) hide()
      }}
    >
      <div className="drawer-panel">
        <div className="drawer-header">
          <h2 id="cart-title">Your cart</h2>
          <button type="button" className="icon-button" onClick={hide} aria-label="Close the cart">
            ×
          </button>
        </div>
        <div className="drawer-body">
          {open && restored && (
            <Suspense fallback={<Spinner label="Loading your cart…" />}>
              <CartContents shipping={shipping} setShipping={choose} />
            </Suspense>
          )}
        </div>
      </div>
    </dialog>
  )
}

'use client'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { ShippingChoice } from './cart-contents'
import { Spinner, useDrawerActions, useDrawerOpen } from './ui'

const CartContents = lazy(() => import('./cart-contents').then((m) => ({ default: m.CartContents })))

/** Starts loading the drawer's contents (the cart button calls it on hover and focus). */
export function preloadCartContents(): void {
  void import('./cart-contents')
}

/** The cart, in a modal side drawer (a native `<dialog>`: focus stays inside, Escape closes it). */
export function CartDrawer() {
  const open = useDrawerOpen()
  const { hide } = useDrawerActions()
  const ref = useRef<HTMLDialogElement>(null)
  const [shipping, setShipping] = useState<ShippingChoice>()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
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
          {open && (
            <Suspense fallback={<Spinner label="Loading your cart…" />}>
              <CartContents shipping={shipping} setShipping={setShipping} />
            </Suspense>
          )}
        </div>
      </div>
    </dialog>
  )
}

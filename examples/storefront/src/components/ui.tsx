'use client'
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react'
import { errorMessage } from '../lib/messages'

/** A spinner with a text for screen readers. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <span className="spinner" role="status">
      <span className="visually-hidden">{label}</span>
    </span>
  )
}

/** An error box with the shopper's sentence, and a retry button when given one. */
export function ErrorNotice({ error, retry }: { error: unknown; retry?: () => void }) {
  return (
    <div className="notice notice-error" role="alert">
      <p>{errorMessage(error)}</p>
      {retry && (
        <button type="button" className="button button-small" onClick={retry}>
          Try again
        </button>
      )}
    </div>
  )
}

interface Toast {
  id: number
  text: string
}

const ToastContext = createContext<(text: string) => void>(() => {})

/** Short messages in a polite live region ("Added to cart"). */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const next = useRef(0)
  const show = useCallback((text: string) => {
    const id = ++next.current
    setToasts((list) => [...list.slice(-2), { id, text }])
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), 3500)
  }, [])
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toasts" aria-live="polite">
        {toasts.map((toast) => (
          <p key={toast.id} className="toast">
            {toast.text}
          </p>
        ))}
      </div>
    </ToastContext.Provider>
  )
}

/** Shows a toast. */
export function useToast(): (text: string) => void {
  return useContext(ToastContext)
}

interface DrawerActions {
  /** Opens the drawer; what has focus now (the button that opened it) gets it back on close. */
  show(): void
  hide(): void
  /** Focuses what opened the drawer (the drawer calls it once it is closed). */
  returnFocus(): void
}

const DrawerOpenContext = createContext(false)
const DrawerActionsContext = createContext<DrawerActions>({ show() {}, hide() {}, returnFocus() {} })

/** Whether the cart drawer is open; the actions live in their own (stable) context. */
export function DrawerProvider({ children }: { children?: ReactNode }) {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLElement | null>(null)
  const actions = useMemo<DrawerActions>(
    () => ({
      show: () => {
        // Read now, in the click: by the time the drawer opens, the page may have moved focus.
        const active = document.activeElement
        if (active instanceof HTMLElement && active !== document.body) opener.current = active
        setOpen(true)
      },
      hide: () => setOpen(false),
      returnFocus: () => {
        const target = opener.current
        opener.current = null
        if (target?.isConnected) target.focus()
      },
    }),
    [],
  )
  return (
    <DrawerActionsContext.Provider value={actions}>
      <DrawerOpenContext.Provider value={open}>{children}</DrawerOpenContext.Provider>
    </DrawerActionsContext.Provider>
  )
}

/** Opens and closes the cart drawer; never re-renders the caller. */
export function useDrawerActions(): DrawerActions {
  return useContext(DrawerActionsContext)
}

/** Whether the cart drawer is open. */
export function useDrawerOpen(): boolean {
  return useContext(DrawerOpenContext)
}

const ShopSettingsContext = createContext<{ emulator: boolean }>({ emulator: false })

/** What the server tells client components about the shop (set by the root layout). */
export const ShopSettingsProvider = ShopSettingsContext.Provider

/** Whether the shop runs on the local emulator (its mailbox and captcha stand-in exist). */
export function useOnEmulator(): boolean {
  return useContext(ShopSettingsContext).emulator
}

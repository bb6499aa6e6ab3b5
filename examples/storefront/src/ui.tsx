import { VitrineError } from '@vitrine/core'
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react'

/** A spinner with a text for screen readers. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <span className="spinner" role="status">
      <span className="visually-hidden">{label}</span>
    </span>
  )
}

/** What to tell a shopper about an error. */
export function errorMessage(error: unknown): string {
  if (VitrineError.is(error)) {
    if (error.name === 'NetworkError')
      return 'The shop cannot be reached. Check your connection and try again.'
    if (error.name === 'TimeoutError') return 'The shop took too long to answer. Please try again.'
    const description = (error as { description?: unknown }).description
    if (typeof description === 'string' && description) return description
  }
  return error instanceof Error ? error.message : 'Something went wrong.'
}

/** An error box, with a retry button when given one. */
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
      <div className="toasts" aria-live="polite" aria-atomic="false">
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
  show(): void
  hide(): void
}

const DrawerOpenContext = createContext(false)
const DrawerActionsContext = createContext<DrawerActions>({ show() {}, hide() {} })

/** Whether the cart drawer is open; the actions live in their own (stable) context. */
export function DrawerProvider({ children }: { children?: ReactNode }) {
  const [open, setOpen] = useState(false)
  const actions = useMemo<DrawerActions>(
    () => ({ show: () => setOpen(true), hide: () => setOpen(false) }),
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

import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from 'react'

// A small history router: the shop has a handful of routes, which do not need a library.

const listeners = new Set<() => void>()
const notify = (): void => {
  for (const listener of listeners) listener()
}
window.addEventListener('popstate', notify)

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Goes to `to` (a path with its query), adding a history entry unless `replace`. */
export function navigate(to: string, options: { replace?: boolean; keepScroll?: boolean } = {}): void {
  if (to === location.pathname + location.search + location.hash) return
  history[options.replace ? 'replaceState' : 'pushState'](null, '', to)
  if (!options.keepScroll) window.scrollTo({ top: 0 })
  notify()
}

/** The current path and query; re-renders on navigation. */
export function useLocation(): { pathname: string; search: URLSearchParams; href: string } {
  const href = useSyncExternalStore(subscribe, () => location.href)
  const url = new URL(href)
  return { pathname: url.pathname, search: url.searchParams, href }
}

/** The current URL with some query parameters set (or removed when `undefined` or empty). */
export function withParams(changes: Record<string, string | number | undefined>): string {
  const url = new URL(location.href)
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') url.searchParams.delete(key)
    else url.searchParams.set(key, String(value))
  }
  return url.pathname + url.search
}

/** An `<a>` that navigates without reloading (modified clicks still open new tabs). */
export function Link({ to, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    event.preventDefault()
    navigate(to)
  }
  return <a href={to} onClick={follow} {...props} />
}

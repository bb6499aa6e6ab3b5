// Links to the sign-in page carry where the shopper is, so that signing in lands back there
// (the sign-in page checks it with `safeReturn`).

/** Pages a shopper is not sent back to after signing in: the sign-in pages themselves. */
const AUTH_PAGES = ['/sign-in', '/register', '/reset-password', '/callback']

/**
 * The sign-in link for a shopper on `current` (a path with its query, e.g. `/products/tee?size=M`):
 * `/sign-in?returnTo=<current>`, or plain `/sign-in` from the sign-in pages themselves.
 */
export function signInHref(current: string): string {
  const path = current.startsWith('/') && !current.startsWith('//') ? current : '/'
  const pathname = path.split(/[?#]/)[0] ?? '/'
  if (AUTH_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))) return '/sign-in'
  return `/sign-in?returnTo=${encodeURIComponent(path.split('#')[0] ?? path)}`
}

/**
 * Where to go after signing in: a path of this shop only (`/account`, `/products/…`); anything
 * else (another origin, `//evil.example`, a backslash trick) goes to the account page.
 */
export function safeReturn(returnTo: string | null | undefined): string {
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || /^\/[\\/]/.test(returnTo))
    return '/account'
  return returnTo.slice(0, 500)
}

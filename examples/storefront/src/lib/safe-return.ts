// Where to go after signing in. The target comes from the URL (`/sign-in?returnTo=…`, and back
// from the hosted sign-in page as its `originalUri`), so anyone can write it: it is parsed as a
// URL against the shop's origin, as the browser would parse it, and only a place of this shop is
// kept. The browser drops every tab, CR and LF of a URL and reads `\` as `/`: `/\t/evil.example`
// is `//evil.example` to it, another site. Parsing with `new URL` applies the same rules first.

/** Where a refused or missing target goes. */
export const DEFAULT_RETURN = '/account'

/** Longer targets are refused (a shop's own paths are far shorter). */
const MAX_LENGTH = 2000

/** The base of the parse when the caller knows no origin: a name that cannot be anyone's. */
const NOWHERE = 'https://shop.invalid'

/**
 * The path, query and hash of `returnTo` when it is a place on `origin` (a relative path, or an
 * absolute URL of that very origin), else `/account`. The answer is the parsed URL serialised
 * again — never the input — so it holds no tab, CR or LF (a `redirect()` to it cannot fail) and
 * cannot start with `//` (which a browser would read as another host).
 *
 * @param returnTo - the target from the URL (`returnTo`, the hosted sign-in's `originalUri`).
 * @param origin - the shop's origin (`window.location.origin`, `SITE_URL`); without it, only
 *   relative targets are kept.
 */
export function safeReturn(returnTo: string | null | undefined, origin: string = NOWHERE): string {
  if (typeof returnTo !== 'string' || returnTo.trim() === '' || returnTo.length > MAX_LENGTH)
    return DEFAULT_RETURN
  let base: URL
  let target: URL
  try {
    base = new URL(origin)
    target = new URL(returnTo, base)
  } catch {
    return DEFAULT_RETURN
  }
  if (target.origin !== base.origin || target.username !== '' || target.password !== '') return DEFAULT_RETURN
  const place = `${target.pathname}${target.search}${target.hash}`
  // `/.//evil.example` parses to the path `//evil.example`: same origin, but a browser given it
  // as a relative URL goes to another host.
  if (!place.startsWith('/') || /^\/[/\\]/.test(place)) return DEFAULT_RETURN
  return place
}

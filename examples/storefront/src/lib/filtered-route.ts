// Where a listing URL renders. Without a filter, a listing (`/`, `/collections/x`) is its own
// prerendered page, served whole from the cache; with one (`/?sort=newest`), it renders per
// request on a route of its own (`/filtered`, `/collections/x/filtered`), the address unchanged.
// The server sends such a URL there by `next.config`'s rewrites; the browser's router knows no
// rewrite (it would take `/?sort=newest` for the cached `/` page, which reads no search
// parameter), so the listing's own navigations go to the route, and the page then shows the
// listing's address again (`ListingAddress`). Small and dependency-free: the browser loads it.

/**
 * The search parameters a listing's filters are written in (`filtersQuery` in `listing.ts`).
 * Each is one fixed name, options included (`o=Size:M`): a rewrite matches a parameter by its
 * exact name.
 */
export const FILTER_PARAMS = ['q', 'min', 'max', 'o', 'stock', 'sort', 'page'] as const

/** The listings with filtered views: the path a shopper sees, and the route that renders its filtered views. */
const FILTERED_ROUTES = [
  { path: '/', route: '/filtered', pattern: /^\/$/ },
  { path: '/collections/:slug', route: '/collections/:slug/filtered', pattern: /^\/collections\/[^/]+$/ },
] as const

/** A rule of `next.config`'s `rewrites()` (the fields this file uses). */
export interface ListingRewrite {
  source: string
  destination: string
  has: { type: 'query'; key: string }[]
}

/**
 * The rules of `next.config`'s `rewrites()` that send a listing URL with a filter parameter (any
 * of {@link FILTER_PARAMS}, not empty) to its filtered route, the URL unchanged (`/?sort=newest`
 * stays in the address bar; the route reads it as its `searchParams`).
 */
export function filteredViewRewrites(): ListingRewrite[] {
  return FILTERED_ROUTES.flatMap(({ path, route }) =>
    FILTER_PARAMS.map((key) => ({
      source: path,
      destination: route,
      has: [{ type: 'query' as const, key }],
    })),
  )
}

/**
 * The address that renders `href` (a path with its search), as the rewrites decide: the listing's
 * filtered route when the URL filters (a filter parameter with a value), else `href` itself.
 */
export function renderedAt(href: string): string {
  const url = new URL(href, 'http://listing.invalid')
  const filters = FILTER_PARAMS.some((key) => url.searchParams.getAll(key).some((value) => value !== ''))
  if (!filters || !FILTERED_ROUTES.some(({ pattern }) => pattern.test(url.pathname))) return href
  const route = url.pathname === '/' ? '/filtered' : `${url.pathname}/filtered`
  return `${route}${url.search}${url.hash}`
}

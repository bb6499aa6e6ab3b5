import type { TokenRole } from '../tokens'

/** Where a browser session renews: the app's session route, and the `fetch` that reaches it. */
export interface RouteConfig {
  /** The route's URL (`/api/session`, or absolute). */
  url: string
  /** The `fetch` to call it with. */
  fetch: typeof fetch
  /** Tells the other tabs that the route changed the session (they read the role hint again). */
  channel: BroadcastChannel | undefined
}

/** The route of each session made by `routeSession()` (read by the route chunk). */
export const routeConfigs: WeakMap<object, RouteConfig> = new WeakMap()

/**
 * What the session route answers to `renew` and `login`: the role, a short-lived access token
 * and its remaining lifetime in seconds (the browser's clock decides when it expires), and
 * `reset` when the platform refused the refresh token for good and a new visitor replaced the
 * session. `logout` answers `{ role: 'none' }`. Never a refresh token.
 */
export interface RouteAnswer {
  /** Who the session acts as now. */
  role: TokenRole
  /** The access token (absent after `logout`). */
  accessToken?: string
  /** Seconds the access token has left. */
  expiresIn?: number
  /** `invalid_grant`: the platform refused the refresh token; a new visitor replaced the session. */
  reset?: 'invalid_grant'
  /** After `logout` with a `returnUrl`: the platform's hosted logout page to send the browser to. */
  logoutUrl?: string
}

/** What the browser sends to the session route. */
export type RouteRequest =
  | { action: 'renew'; rejected?: string | undefined }
  | { action: 'login'; code: string; codeVerifier: string; redirectUri?: string | undefined }
  | { action: 'logout'; returnUrl?: string | undefined }

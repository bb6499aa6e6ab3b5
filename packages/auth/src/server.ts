/**
 * `@vitrine/auth/server`: `sessionRoute()`, the server half of a session whose refresh token stays
 * in an HttpOnly cookie sealed with your app's secret: a route handler (a web `Request` → `Response`)
 * that the page's `routeSession()` renews its tokens through. Server only.
 *
 * @packageDocumentation
 */
// `@vitrine/auth/server`: the server half of a session whose refresh token stays in an HttpOnly
// cookie (the browser half is `routeSession()` of the main entry). Server only: it seals cookies
// with the app's secret.
export {
  type SessionRefresh,
  type SessionRoute,
  type SessionRouteOptions,
  sessionRoute,
} from './server/session-route'

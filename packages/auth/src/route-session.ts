/**
 * `@vitrine/auth/route-session`: `routeSession()`, the browser half of a session whose refresh
 * token stays in an HttpOnly cookie of your app's server (the backend-for-frontend pattern). The
 * page holds at most a short-lived access token and renews it through the app's own route, served
 * by `sessionRoute()` of `@vitrine/auth/server`.
 *
 * @packageDocumentation
 */
// `@vitrine/auth/route-session`: the browser half of a session whose refresh token stays in the
// app server's HttpOnly cookie (the server half is `sessionRoute()` of `@vitrine/auth/server`). An
// entry of its own, so that a page using `oauth()` carries none of it, not even its lazy chunk.
export { type RouteSessionOptions, routeSession } from './route/route-session'

// `@vitrine/auth/route-session`: the browser half of a session whose refresh token stays in the
// app server's HttpOnly cookie (the server half is `sessionRoute()` of `@vitrine/auth/server`). An
// entry of its own, so that a page using `oauth()` carries none of it, not even its lazy chunk.
export { type RouteSessionOptions, routeSession } from './route/route-session'

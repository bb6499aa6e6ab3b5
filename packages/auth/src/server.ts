// `@vitrine/auth/server`: the server half of a session whose refresh token stays in an HttpOnly
// cookie (the browser half is `routeSession()` of the main entry). Server only: it seals cookies
// with the app's secret.
export {
  type SessionRefresh,
  type SessionRoute,
  type SessionRouteOptions,
  sessionRoute,
} from './server/session-route'

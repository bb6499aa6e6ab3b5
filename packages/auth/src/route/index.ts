// The chunk of `routeSession()`, loaded on first use (a page whose visitor never renews or
// logs in never downloads it).
export { end, grant, renew } from './route-renewal'

// The renewal chunk: token requests (`oauth.token`), the renewal with its back-off, and the
// cross-tab lock. Loaded on first use by the session (`bind(…, lazy(() => import('./renewal/index'),
// ['renew', 'grant']))`), and prefetched when a session is attached without a usable access
// token: a page whose visitor already holds a valid token never downloads it. Nothing that
// `src/index.ts` reaches statically may import this folder (`test/first-load.test.ts`).
export { grant, renew } from './renew'

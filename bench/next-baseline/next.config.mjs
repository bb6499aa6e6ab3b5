// An empty Next.js app (plain JavaScript: no TypeScript setup to install), built like the shop,
// with what create-next-app 16 writes: the cache model on.
export default {
  cacheComponents: true,
  distDir: process.env.VITRINE_SHOP_DIST || '.next',
  turbopack: { root: new URL('../..', import.meta.url).pathname },
}

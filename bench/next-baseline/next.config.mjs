// An empty Next.js app (plain JavaScript: no TypeScript setup to install), built like the shop.
export default {
  distDir: process.env.VITRINE_SHOP_DIST || '.next',
  turbopack: { root: new URL('../..', import.meta.url).pathname },
}

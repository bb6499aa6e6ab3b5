import type { NextConfig } from 'next'

// The shop runs on the SDK's sources (no build step after `pnpm install`), as the tests do with
// the `@vitrine/source` export condition; Turbopack has no custom conditions, so it is told where
// each entry's source is. An app outside this repository imports the published packages instead.
const source = (name: string, entry = 'index') => `../../packages/${name}/src/${entry}.ts`

const config: NextConfig = {
  reactStrictMode: true,
  // One build folder per use (`pnpm start`, the browser tests, the bench), so they never collide.
  distDir: process.env['VITRINE_SHOP_DIST'] || '.next',
  poweredByHeader: false,
  // `next build` runs tsc itself; the repository's `pnpm typecheck` does too, once.
  typescript: { ignoreBuildErrors: true },
  turbopack: {
    root: new URL('../..', import.meta.url).pathname,
    resolveAlias: {
      '@vitrine/core': source('core'),
      '@vitrine/auth': source('auth'),
      '@vitrine/cart': source('cart'),
      '@vitrine/catalog': source('catalog'),
      '@vitrine/react': source('react'),
      '@vitrine/react/server': source('react', 'server'),
    },
  },
}

export default config

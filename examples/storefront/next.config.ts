import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants'
import { filteredViewRewrites } from './src/lib/filtered-route'
import { headerRules, policyPlatform } from './src/lib/security-headers'
import { vitrineHost } from './src/lib/server-config'

// The shop runs on the SDK's sources (no build step after `pnpm install`), as the tests do with
// the `@vitrine/source` export condition; Turbopack has no custom conditions, so it is told where
// each entry's source is — every entry each package exports (`@vitrine/core/module` too: two
// copies of core in one page would not recognise each other's shapes). An app outside this
// repository imports the published packages instead.
function sources(...names: string[]): Record<string, string> {
  const aliases: Record<string, string> = {}
  for (const name of names) {
    const pkg = JSON.parse(
      readFileSync(new URL(`../../packages/${name}/package.json`, import.meta.url), 'utf8'),
    ) as {
      exports: Record<string, string | Record<string, string>>
    }
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      const source = typeof target === 'object' ? target['@vitrine/source'] : undefined
      if (source) aliases[`@vitrine/${name}${subpath.slice(1)}`] = `../../packages/${name}/${source.slice(2)}`
    }
  }
  return aliases
}

function redisCacheHandlers(): Pick<NextConfig, 'cacheHandler' | 'cacheHandlers'> {
  const handler = (file: string) => fileURLToPath(new URL(`./cache-handlers/${file}`, import.meta.url))
  const useCache = handler('use-cache.mjs')
  return {
    cacheHandler: handler('incremental-cache.mjs'),
    cacheHandlers: { default: useCache, remote: useCache },
  }
}

const config = (phase: string): NextConfig => ({
  reactStrictMode: true,
  // The security headers of the prerendered pages, fixed at build time with the platform the build
  // serves (`VITRINE_HOST`, as its pages): no code of ours runs for a cached view. The pages
  // rendered per request get theirs, with a nonce, from the proxy (`src/proxy.ts`).
  headers: async () =>
    headerRules({
      platform: policyPlatform(vitrineHost()),
      dev: phase === PHASE_DEVELOPMENT_SERVER,
    }),
  // A listing's filtered views (`/?sort=newest`, `/collections/apparel?o=Size:M`) render per request
  // on a route of their own; without a filter, the listing is the prerendered page, served whole
  // from the cache. Before the pages are looked up: `/` itself is a page.
  rewrites: async () => ({ beforeFiles: filteredViewRewrites(), afterFiles: [], fallback: [] }),
  // The shop's icon is `app/icon.svg` (linked from every page's head). A browser still asks for
  // `/favicon.ico` when a client-side navigation replaces the head's icon link (from the listing to
  // its filtered view, another route): it gets the icon, not a 404 in the console.
  redirects: async () => [{ source: '/favicon.ico', destination: '/icon.svg', permanent: true }],
  // Next.js 16's cache model: catalogue pages are prerendered with their content (`'use cache'`
  // reads tagged with the catalogue's cache tags), the personal parts are client components on the
  // browser's session, and the platform's signed webhooks revalidate the tags
  // (`src/app/api/webhooks/route.ts`).
  cacheComponents: true,
  cacheLife: {
    // Catalogue reads. Webhooks do the fast refresh; this is the safety net for a missed delivery:
    // regenerated in the background after an hour, never served older than a day. The client
    // router reuses a page it holds for at most 30 s (the least Next.js allows).
    catalogue: { stale: 30, revalidate: 3600, expire: 86_400 },
  },
  // Several instances behind a load balancer share one cache in Redis: `'use cache'` data, rendered
  // pages and the times of revalidated tags, so a webhook delivery received by one instance
  // refreshes what every instance serves. Without REDIS_URL, Next's own caches in each process.
  ...(process.env['REDIS_URL'] ? redisCacheHandlers() : {}),
  // One build folder per use (`pnpm start`, the browser tests, the bench), so they never collide.
  distDir: process.env['VITRINE_SHOP_DIST'] || '.next',
  poweredByHeader: false,
  // `next build` runs tsc itself; the repository's `pnpm typecheck` does too, once.
  typescript: { ignoreBuildErrors: true },
  turbopack: {
    root: new URL('../..', import.meta.url).pathname,
    resolveAlias: sources('core', 'auth', 'cart', 'catalog', 'react', 'webhooks'),
  },
})

export default config

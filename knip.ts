// knip: unused files, exports and dependencies fail CI (`.ci/run`). A package's entries are what
// its package.json exports (knip maps them to their `@vitrine/source` files) and its tests;
// everything else must be reached from them.
import type { KnipConfig } from 'knip'

const config: KnipConfig = {
  // An export a file uses itself (a constant its own code reads) is not dead code.
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs', 'knip.ts'],
      project: ['scripts/**/*.mjs'],
      // Its bin, `vitrine-emulator`, is what `pnpm exec` / `npx` run from the root; verdaccio's,
      // the local registry of `pnpm test:registry`, is started by path.
      ignoreDependencies: ['@vitrine/emulator', 'verdaccio'],
    },
    'packages/*': {
      entry: ['src/**/*.test.{ts,tsx}', 'src/**/*.test-d.{ts,tsx}', 'test/**/*.{ts,tsx}'],
      project: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    },
    'examples/*': {
      entry: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'test/**/*.{ts,tsx}'],
      project: ['**/*.{ts,tsx}'],
    },
    // The bundle and overhead measures import the built packages from entry files they write; the
    // storefront measure builds `next-baseline/` (an empty Next.js app) with Next's CLI.
    bench: {
      entry: ['*.test.ts'],
      project: ['*.ts'],
      ignoreDependencies: ['@vitrine/.*', 'next', 'react', 'react-dom'],
    },
    // The README test runs the quick start, which imports the packages, from a file it writes; the
    // examples test type-checks the code blocks of the docs, which import the rest; the guide tests
    // run the webhooks guide's Express and Hono receivers from files they write.
    docs: {
      entry: ['test/**/*.test.ts'],
      project: ['test/**/*.ts'],
      ignoreDependencies: [
        '@vitrine/.*',
        'express',
        '@types/express',
        'hono',
        '@hono/node-server',
        'next',
        'react-dom',
        '@types/react-dom',
      ],
    },
  },
}

export default config

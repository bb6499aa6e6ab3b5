import { existsSync, readdirSync } from 'node:fs'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import { lowestPeersProject } from './packages/react/test/lowest-peers'

// Tests run on sources: the `@vitrine/source` export condition points every workspace
// package at its `src/index.ts`, so no build step is needed before `vitest`.
const source = '@vitrine/source'

const dirs = ['packages', 'examples'].flatMap((group) =>
  existsSync(group)
    ? readdirSync(group, { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(`${group}/${d.name}/package.json`))
        .map((d) => `${group}/${d.name}`)
    : [],
)

export default defineConfig({
  resolve: { conditions: [source, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [source, ...defaultServerConditions] } },
  test: {
    projects: [
      ...dirs.map((dir) => ({
        extends: true as const,
        test: {
          name: dir.split('/')[1],
          root: dir,
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/dist/**', '**/*.e2e.test.ts'],
          typecheck: {
            enabled: true,
            include: ['src/**/*.test-d.{ts,tsx}', 'test/**/*.test-d.{ts,tsx}'],
            tsconfig: 'tsconfig.json',
          },
        },
      })),
      {
        extends: true as const,
        test: { name: 'bench', root: 'bench', include: ['**/*.test.ts'] },
      },
      lowestPeersProject,
      {
        extends: true as const,
        test: {
          name: 'docs',
          root: 'docs',
          include: ['test/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'test/**/*.e2e.test.ts'],
        },
      },
      {
        // Browser tests: headless Chromium (Debian's package) driven by playwright-core, against
        // the emulator over real HTTP. Slower, so they have their own project and timeouts.
        extends: true as const,
        test: {
          name: 'e2e',
          // The docs' e2e tests too: the SSR guide's app, built with `next build` and served.
          include: [...dirs.map((dir) => `${dir}/test/**/*.e2e.test.{ts,tsx}`), 'docs/test/**/*.e2e.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A browser reaches a state after network and hydration: on a shared 2-core machine
          // that can take seconds, past `expect.poll`'s default 1 s. A longer wait, not a looser
          // assertion: a state never reached still fails.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
})

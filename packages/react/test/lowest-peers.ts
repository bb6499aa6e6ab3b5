// The react package's tests once more, on the lowest @tanstack/react-query its peer range allows
// (`peerDependencies` says `^5.62.0`): `@tanstack/react-query` resolves to the dev dependency
// `@tanstack/react-query-lowest` (npm:@tanstack/react-query@5.62.0, with its own query-core).
// A vitest project of the root config, named `react-lowest-peers`.
import { fileURLToPath } from 'node:url'
import type { TestProjectInlineConfiguration } from 'vitest/config'

const lowest = fileURLToPath(
  new URL('../node_modules/@tanstack/react-query-lowest/build/modern/index.js', import.meta.url),
)

/** The project: the same test files as `react` (types excepted), the lowest TanStack Query underneath. */
export const lowestPeersProject: TestProjectInlineConfiguration = {
  extends: true,
  resolve: { alias: [{ find: /^@tanstack\/react-query$/, replacement: lowest }] },
  test: {
    name: 'react-lowest-peers',
    root: 'packages/react',
    include: ['src/**/*.test.{ts,tsx}', 'test/lowest-peers.check.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'src/guides.test.ts'],
  },
}

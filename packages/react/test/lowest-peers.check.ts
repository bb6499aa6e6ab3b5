// Run by the `react-lowest-peers` project only: proves that its tests ran on the lowest
// @tanstack/react-query of the peer range, not on the workspace's newer one.
import { readFileSync } from 'node:fs'
import { QueryClient } from '@tanstack/react-query'
import { QueryClient as Lowest } from '@tanstack/react-query-lowest'
import { expect, it } from 'vitest'

const json = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'))

it('runs on the lowest @tanstack/react-query that the peer range allows', () => {
  const range: string = json('../package.json').peerDependencies['@tanstack/react-query']
  const lowest: string = json('../node_modules/@tanstack/react-query-lowest/package.json').version
  expect(range).toBe(`^${lowest}`)
  expect(QueryClient).toBe(Lowest)
})

import { describe, expect, it } from 'vitest'
import * as server from './server'

// `@vitrine/react/server` is what a Server Component may import: keys, query options, state
// serialisation. (The guides' examples compile against both entries: docs/test/examples.test.ts.)
describe('@vitrine/react/server', () => {
  it('has no hook and no provider', () => {
    expect(Object.keys(server).filter((n) => n.startsWith('use') || n.endsWith('Provider'))).toEqual([])
  })
})

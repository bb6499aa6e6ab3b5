import { createClient } from '@vitrine/core'
import { describe, expectTypeOf, it } from 'vitest'
import { memoryStorage, type ServerVisitor, serverVisitor } from './index'

describe('serverVisitor types', () => {
  it('is the client’s auth, a visitor or nobody: never a member', () => {
    const client = createClient({ auth: serverVisitor({ clientId: 'my-client' }) })
    expectTypeOf(client.auth).toEqualTypeOf<ServerVisitor>()
    expectTypeOf(client.auth.role).toEqualTypeOf<'none' | 'visitor'>()
    expectTypeOf(client.auth.login).returns.toEqualTypeOf<Promise<never>>()
  })

  it('shows no tokens and takes no storage or tokens', () => {
    const visitor = serverVisitor({ clientId: 'my-client' })
    // @ts-expect-error its tokens are its own
    visitor.getTokens()
    // @ts-expect-error no storage: memory only
    serverVisitor({ clientId: 'my-client', storage: memoryStorage() })
  })
})

import { createClient } from '@vitrine/core'
import { describe, expectTypeOf, it } from 'vitest'
import { routeSession } from '../route/route-session'
import type { OAuthSession } from '../session/types'
import { type SessionRefresh, sessionRoute } from './session-route'

describe('sessionRoute() and routeSession() types', () => {
  it('the browser half is an exact OAuthSession, kept on the client', () => {
    const session = routeSession({ clientId: 'c' })
    expectTypeOf(session).not.toBeAny()
    expectTypeOf(session).toEqualTypeOf<OAuthSession>()
    expectTypeOf(createClient({ auth: session }).auth).toEqualTypeOf<OAuthSession>()
    expectTypeOf(session.logout({ returnUrl: 'https://x' })).resolves.toEqualTypeOf<string>()
  })

  it('the server half is a web route handler, a read-only session reader and a proxy helper', () => {
    const route = sessionRoute({ clientId: 'c', secret: 'x'.repeat(32) })
    expectTypeOf(route.handle).toEqualTypeOf<(request: Request) => Promise<Response>>()
    expectTypeOf(route.session).parameter(0).toEqualTypeOf<string | null | undefined>()
    expectTypeOf(route.session('')).resolves.toEqualTypeOf<OAuthSession>()
    expectTypeOf(route.refresh(new Request('https://x'))).resolves.toEqualTypeOf<SessionRefresh>()
    // @ts-expect-error a secret is required
    sessionRoute({ clientId: 'c' })
  })
})

/**
 * The session over real HTTP: the emulator on a port, the global `fetch`, nothing in process
 * between the SDK and the socket.
 */
import { createClient } from '@vitrine/core'
import {
  createEmulator,
  DEMO_CLIENT_ID,
  DEMO_MEMBER,
  type NodeEmulator as Emulator,
  type RunningServer,
} from '@vitrine/emulator/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { identity } from '../src/identity/identity-module'
import { oauth } from '../src/session/oauth'
import { cookieStore } from '../src/storage/cookie-store'

let emulator: Emulator
let server: RunningServer

beforeAll(async () => {
  emulator = createEmulator()
  server = await emulator.listen(0)
})

afterAll(async () => {
  await server.close()
})

function client() {
  const session = oauth({ clientId: DEMO_CLIENT_ID })
  return { session, client: createClient({ host: server.url, auth: session, modules: { identity } }) }
}

const cart = { method: 'PATCH', service: 'ecom-cart', path: '/v1/carts/current', body: {} } as const

describe('over HTTP', () => {
  it('100 cold concurrent calls make one anonymous grant; 100 with an expired token make one refresh', async () => {
    emulator.resetStats()
    const { session, client: c } = client()
    await Promise.all(Array.from({ length: 100 }, () => c.request(cart)))
    expect(emulator.stats().tokenRequests).toMatchObject({ total: 1, anonymous: 1 })
    await session.setTokens({ ...session.getTokens(), accessToken: { value: 'expired', expiresAt: 1 } })
    await Promise.all(Array.from({ length: 100 }, () => c.request(cart)))
    expect(emulator.stats().tokenRequests).toMatchObject({ total: 2, refresh_token: 1 })
  })

  it('a direct login, and the hosted login followed through real redirects, make a member', async () => {
    const { session } = client()
    expect((await session.login({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password })).state).toBe(
      'SUCCESS',
    )
    const url = await session.authUrl({
      redirectUri: 'http://localhost:3000/callback',
      responseMode: 'query',
    })
    const page = await fetch(url)
    const action = /<form method="post" action="([^"]+)"/
      .exec(await page.text())?.[1]
      ?.replace(/&amp;/g, '&') as string
    const answer = await fetch(new URL(action, url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        action: 'login',
        email: DEMO_MEMBER.email,
        password: DEMO_MEMBER.password,
      }),
      redirect: 'manual',
    })
    expect(answer.status).toBe(303)
    await session.handleRedirect(answer.headers.get('location') as string)
    expect(session.loggedIn()).toBe(true)
  })

  it('a server render reads and writes the session cookie', async () => {
    const store = cookieStore({ cookie: null })
    const session = oauth({ clientId: DEMO_CLIENT_ID, storage: store })
    const c = createClient({ host: server.url, auth: session })
    const { cart: first } = await c.request<{ cart: { id: string } }>(cart)
    const again = cookieStore({ cookie: (store.setCookieHeader() ?? '').split(';')[0] })
    const second = createClient({
      host: server.url,
      auth: oauth({ clientId: DEMO_CLIENT_ID, storage: again }),
    })
    const { cart: same } = await second.request<{ cart: { id: string } }>({
      ...cart,
      method: 'GET',
      body: undefined,
    })
    expect(same.id).toBe(first.id)
  })
})

import { getEventListeners } from 'node:events'
import { describe, expect, it } from 'vitest'
import { createEmulator, STORES_APP_ID } from '../src/index'
import { call } from './helpers'

const DAY = 86_400_000

function clockedEmulator() {
  const clock = { now: Date.parse('2026-01-05T10:00:00Z') }
  const emulator = createEmulator({ now: () => clock.now })
  const grant = async (clientId = 'shop') =>
    (await call(emulator, 'POST', '/oauth2/token', { clientId, grantType: 'anonymous' })).body as {
      access_token: string
      refresh_token: string
    }
  const refresh = (refreshToken: string) =>
    call(emulator, 'POST', '/oauth2/token', { clientId: 'shop', grantType: 'refresh_token', refreshToken })
  return { emulator, clock, grant, refresh }
}

describe('flat memory under load', () => {
  it('drops idle anonymous visitors without a cart, keeps those with a cart or a recent refresh', async () => {
    const { emulator, clock, grant, refresh } = clockedEmulator()
    const idle = await grant()
    const shopper = await grant()
    const regular = await grant()
    const added = await call(
      emulator,
      'POST',
      '/ecom/v1/carts/current/add-to-cart',
      {
        lineItems: [
          {
            quantity: 1,
            catalogReference: { catalogItemId: '5eed0001-0000-4000-8000-000000000008', appId: STORES_APP_ID },
          },
        ],
      },
      { authorization: shopper.access_token },
    )
    expect(added.status).toBe(200)
    expect(emulator.state.visitors.size).toBe(3)

    clock.now += 4 * DAY
    expect((await refresh(regular.refresh_token)).status).toBe(200)
    clock.now += 4 * DAY // 8 days: past the 7-day idle lifetime for `idle`, not for `regular`
    expect((await refresh(regular.refresh_token)).status).toBe(200)

    expect(emulator.state.visitors.size).toBe(2)
    expect(emulator.revokeRefreshToken(idle.refresh_token)).toBe(false)
    expect(await refresh(idle.refresh_token)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } })
    const kept = await refresh(shopper.refresh_token)
    expect(kept.status).toBe(200)
    const cart = await call(emulator, 'GET', '/ecom/v1/carts/current', undefined, {
      authorization: kept.body.access_token,
    })
    expect(cart.body.cart.lineItems).toHaveLength(1)
    // An access token issued more than 4 h ago has expired, kept visitor or not.
    const stale = await call(emulator, 'GET', '/ecom/v1/carts/current', undefined, {
      authorization: shopper.access_token,
    })
    expect(stale.status).toBe(401)
  })

  it('keeps one record per visitor however many tokens it gets, and none per access token', async () => {
    const { emulator, clock, grant, refresh } = clockedEmulator()
    for (let hour = 0; hour < 24; hour++) {
      for (let i = 0; i < 50; i++) {
        const visitor = await grant()
        for (let r = 0; r < 3; r++) expect((await refresh(visitor.refresh_token)).status).toBe(200)
      }
      clock.now += 3_600_000
    }
    expect(emulator.stats().tokenRequests).toMatchObject({ anonymous: 1200, refresh_token: 3600 })
    expect(emulator.state.visitors.size).toBe(1200)
    expect(emulator.state.refreshTokens.size).toBe(0)
    expect(Object.keys(emulator.state)).not.toContain('accessTokens')
  })

  it('in-process fetch leaves no listener on the caller’s signal, even in a loop that never yields', async () => {
    const emulator = createEmulator()
    const controller = new AbortController()
    for (let i = 0; i < 2000; i++) {
      const response = await emulator.fetch('https://www.wixapis.com/oauth2/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: 'shop', grantType: 'anonymous' }),
        signal: controller.signal,
      })
      await response.arrayBuffer()
    }
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0)
  })

  it('still honours the caller’s signal: an abort rejects with its reason, an aborted one at once', async () => {
    const emulator = createEmulator({ faults: [{ match: '/oauth2/token', delayMs: 5_000 }] })
    const controller = new AbortController()
    const pending = emulator.fetch('https://www.wixapis.com/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: controller.signal,
    })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0)
    await expect(
      emulator.fetch('https://www.wixapis.com/oauth2/token', {
        signal: AbortSignal.abort(new Error('gone')),
      }),
    ).rejects.toThrow('gone')
  })
})

// Token requests under concurrency (DESIGN §5, hostile-inputs D): N calls at once with an expired
// access token must make exactly one refresh, and N first calls with no tokens exactly one
// anonymous grant — counted by the in-process emulator. Prints figures; each must be 1.
import { oauth } from '@vitrine/auth'
import { createClient } from '@vitrine/core'
import { createEmulator, DEMO_CLIENT_ID } from '@vitrine/emulator'

const ORIGIN = 'http://127.0.0.1:4010'

/** Fires `calls` authenticated calls at once and returns the token requests they caused. */
async function fanIn(
  calls: number,
  start: 'expired token' | 'no token',
): Promise<{ requests: number; ms: number }> {
  const emulator = createEmulator()
  const session = oauth({ clientId: DEMO_CLIENT_ID })
  const client = createClient({ host: ORIGIN, fetch: emulator.fetch, auth: session, retry: false })
  if (start === 'expired token') {
    const tokens = await session.visitorTokens()
    await session.setTokens({ ...tokens, accessToken: { value: 'expired', expiresAt: 1 } })
  }
  emulator.resetStats()
  const begin = performance.now()
  // PATCH creates the visitor's cart when missing: every call needs a token, none answers 404.
  await Promise.all(
    Array.from({ length: calls }, () =>
      client.request({ method: 'PATCH', service: 'ecom-cart', path: '/v1/carts/current', body: {} }),
    ),
  )
  const ms = performance.now() - begin
  return { requests: emulator.stats().tokenRequests.total, ms }
}

/** The figures `pnpm bench` prints: token requests (must be 1) and how long each fan-in took. */
export async function benchAuthFanIn(): Promise<Record<string, number>> {
  const figures: Record<string, number> = {}
  for (const start of ['expired token', 'no token'] as const) {
    for (const calls of [100, 1000]) {
      const { requests, ms } = await fanIn(calls, start)
      figures[`${calls} concurrent calls, ${start}: token requests`] = requests
      figures[`${calls} concurrent calls, ${start}: ms for all`] = Math.round(ms)
    }
  }
  return figures
}

// Token requests under concurrency (DESIGN §5, hostile-inputs D): N calls at once with an expired
// access token must make exactly one refresh, and N first calls with no tokens exactly one
// anonymous grant — counted by the in-process emulator. Prints figures; each must be 1. And the
// token requests 100 concurrent callers make while the token endpoint fails for 10 s (issue 12):
// at most one per back-off window, on a fake clock (10 s of calls every 100 ms, in well under a
// second).
import { oauth } from '@vitrine/auth'
import { createClient } from '@vitrine/core'
import { createEmulator, DEMO_CLIENT_ID } from '@vitrine/emulator'

const ORIGIN = 'http://127.0.0.1:4010'
const PATCH_CART = { method: 'PATCH', service: 'ecom-cart', path: '/v1/carts/current', body: {} } as const

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
  await Promise.all(Array.from({ length: calls }, () => client.request(PATCH_CART)))
  const ms = performance.now() - begin
  return { requests: emulator.stats().tokenRequests.total, ms }
}

/** The shortest back-off after the n-th failure in a row of a 503 (half of 1 s, 2 s, 4 s … 30 s). */
const shortestWindow = (failure: number): number => Math.min(30_000, 1000 * 2 ** (failure - 1)) / 2

/**
 * 100 callers calling every 100 ms (of a fake clock) for 10 s while the token endpoint answers
 * 503: the token requests they cause, and whether each came after the back-off window of the
 * failure before it (at most one per window).
 */
async function failingEndpoint(): Promise<{ requests: number; calls: number; perWindow: boolean }> {
  const emulator = createEmulator()
  const clock = { base: Date.now(), virtual: 0 }
  const sent: number[] = []
  const session = oauth({ clientId: DEMO_CLIENT_ID })
  const client = createClient({
    host: ORIGIN,
    auth: session,
    retry: false,
    fetch: (input, init) => {
      const request = new Request(input, init)
      if (request.url.endsWith('/oauth2/token')) sent.push(clock.virtual)
      return emulator.fetch(request)
    },
  })
  const tokens = await session.visitorTokens()
  await session.setTokens({ ...tokens, accessToken: { value: 'expired', expiresAt: 1 } })
  sent.length = 0
  emulator.faults.add({ match: '/oauth2/token', status: 503 })
  const realNow = Date.now
  Date.now = () => clock.base + clock.virtual
  let calls = 0
  try {
    for (; clock.virtual < 10_000; clock.virtual += 100) {
      await Promise.all(
        Array.from({ length: 100 }, () => {
          calls++
          return client.request(PATCH_CART).catch(() => undefined)
        }),
      )
    }
  } finally {
    Date.now = realNow
  }
  const perWindow = sent.every((at, i) => i === 0 || at - (sent[i - 1] ?? 0) >= shortestWindow(i))
  return { requests: sent.length, calls, perWindow }
}

/** The figures `pnpm bench` prints: token requests (must be 1) and how long each fan-in took. */
export async function benchAuthFanIn(): Promise<Record<string, number | string>> {
  const figures: Record<string, number | string> = {}
  for (const start of ['expired token', 'no token'] as const) {
    for (const calls of [100, 1000]) {
      const { requests, ms } = await fanIn(calls, start)
      figures[`${calls} concurrent calls, ${start}: token requests`] = requests
      figures[`${calls} concurrent calls, ${start}: ms for all`] = Math.round(ms)
    }
  }
  const failing = await failingEndpoint()
  figures['token endpoint failing (503) for 10 s, 100 concurrent callers (fake clock): token requests made'] =
    `${failing.requests} for ${failing.calls} calls; goal at most one per back-off window: ${failing.perWindow ? 'met' : 'NOT MET'}`
  return figures
}

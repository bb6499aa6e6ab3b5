/**
 * A failing token endpoint is not stormed (issue 12, point 1): calls waiting for a renewal share
 * its failure; after a failure no token request goes out before a back-off with jitter (nor
 * before the endpoint's Retry-After); calls inside the window fail at
 * once with the same typed error; the session keeps its tokens; the first call after the window
 * tries again.
 */
import { createClient, NetworkError } from '@vitrine/core'
import { createEmulator, DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_MEMBER, type Emulator } from '@vitrine/emulator'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { oauth, TokenRequestError, type Tokens } from '../src/index'
import { emulatorVisitor, HOST, setup, touch } from './helpers'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function memberId(emulator: Emulator): string {
  for (const member of emulator.state.members.values())
    if (member.email === DEMO_MEMBER.email) return member.id
  throw new Error('the demo member is missing')
}

/** Counts what reaches the wire (the emulator's own stats skip requests a fault answered). */
function counting(counts: { token: number; other: number }) {
  return (emulator: Emulator): typeof fetch =>
    (input, init) => {
      const request = new Request(input, init)
      if (request.url.endsWith('/oauth2/token')) counts.token++
      else counts.other++
      return emulator.fetch(request)
    }
}

/** A session holding a member whose access token has expired; `sent` counts the requests from now on. */
async function expiredMember() {
  const sent = { token: 0, other: 0 }
  const { emulator, session, client } = setup({ fetch: counting(sent) })
  const member = await session.authorizeMember({ memberId: memberId(emulator), apiKey: DEMO_API_KEY })
  const expired: Tokens = { ...member, accessToken: { value: 'expired', expiresAt: 1 } }
  await session.setTokens(expired)
  sent.token = 0
  sent.other = 0
  return { emulator, session, client, expired, sent }
}

/** Settles every call and returns what each rejected with (or `undefined`). */
function outcomes(calls: Promise<unknown>[]): Promise<unknown[]> {
  return Promise.all(
    calls.map((call) =>
      call.then(
        () => undefined,
        (error: unknown) => error,
      ),
    ),
  )
}

describe('renewal back-off', () => {
  it('100 concurrent calls share one failed renewal: 1 token request, every call fails with the same typed error', async () => {
    const { emulator, session, client, expired, sent } = await expiredMember()
    emulator.faults.add({ match: '/oauth2/token', status: 503, body: '<html>maintenance</html>' })
    const errors = await outcomes(Array.from({ length: 100 }, () => touch(client)))
    expect(sent.token).toBe(1)
    expect(new Set(errors).size).toBe(1)
    expect(TokenRequestError.is(errors[0])).toBe(true)
    expect(errors[0]).toMatchObject({ status: 503 })
    expect(session.getTokens()).toEqual(expired)
    expect(session.loggedIn()).toBe(true)
  })

  it('100 queued calls (one after the other) while the token endpoint answers 503 make 1 token request; the others fail at once with the same error', async () => {
    const { emulator, session, client, sent } = await expiredMember()
    emulator.faults.add({ match: '/oauth2/token', status: 503 })
    const errors: unknown[] = []
    for (let i = 0; i < 100; i++) errors.push(await touch(client).catch((e: unknown) => e))
    expect(sent.token).toBe(1)
    expect(sent.other).toBe(0) // no cart call went out without a usable token
    expect(errors.every((error) => error === errors[0])).toBe(true)
    expect(TokenRequestError.is(errors[0])).toBe(true)
    expect(session.role).toBe('member')
  })

  it('100 queued calls with the network down make at most 2 token requests: a lone failure is retried at once, then the session backs off', async () => {
    const { emulator, session, client, expired, sent } = await expiredMember()
    emulator.faults.add({ match: '/oauth2/token', drop: true })
    const errors: unknown[] = []
    for (let i = 0; i < 100; i++) errors.push(await touch(client).catch((e: unknown) => e))
    expect(sent.token).toBe(2)
    expect(errors.every((error) => NetworkError.is(error))).toBe(true)
    expect(new Set(errors.slice(1)).size).toBe(1)
    expect(session.getTokens()).toEqual(expired)
  })

  it('the first call after the back-off tries again; its success ends the back-off and the member is still a member', async () => {
    const { emulator, session, client, expired, sent } = await expiredMember()
    emulator.faults.add({ match: '/oauth2/token', status: 503, times: 1 })
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    await expect(touch(client)).rejects.toMatchObject({ status: 503 })
    // Inside the window (at most 1 s after a first 503): no token request.
    vi.setSystemTime(Date.now() + 400)
    await expect(touch(client)).rejects.toMatchObject({ status: 503 })
    expect(sent.token).toBe(1)
    vi.setSystemTime(Date.now() + 1000)
    expect(await touch(client)).toBe(404)
    expect(sent.token).toBe(2)
    expect(session.loggedIn()).toBe(true)
    expect(session.getTokens().refreshToken).toEqual(expired.refreshToken)
    // No back-off left: an expired token is renewed at once.
    await session.setTokens({ ...session.getTokens(), accessToken: { value: 'expired', expiresAt: 1 } })
    expect(await touch(client)).toBe(404)
    expect(sent.token).toBe(3)
  })

  for (const [draw, expected] of [
    [0, [500, 1000, 2000, 4000, 8000, 15_000, 15_000]],
    [1, [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]],
  ] as const) {
    it(`failures in a row wait twice as long each time, half of it random, capped at 30 s (random draw ${draw})`, async () => {
      const { emulator, session, sent } = await expiredMember()
      emulator.faults.add({ match: '/oauth2/token', status: 503 })
      vi.spyOn(Math, 'random').mockReturnValue(draw)
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
      const requests = () => sent.token
      await session.renewTokens().catch(() => undefined)
      for (const [failure, window] of expected.entries()) {
        const failedAt = Date.now()
        expect(requests()).toBe(failure + 1)
        vi.setSystemTime(failedAt + window - 1)
        await expect(session.renewTokens()).rejects.toMatchObject({ status: 503 })
        expect(requests()).toBe(failure + 1)
        vi.setSystemTime(failedAt + window)
        await expect(session.renewTokens()).rejects.toMatchObject({ status: 503 })
      }
      expect(requests()).toBe(expected.length + 1)
    })
  }

  it('a 429 backs off from the first failure (the endpoint asked to slow down): ten calls inside the window make no token request', async () => {
    const { emulator, client, sent } = await expiredMember()
    emulator.faults.add({ match: '/oauth2/token', status: 429, headers: { 'retry-after': '30' } })
    await expect(touch(client)).rejects.toMatchObject({ status: 429 })
    const errors = await outcomes(Array.from({ length: 10 }, () => touch(client)))
    expect(errors.every((error) => TokenRequestError.is(error) && error.status === 429)).toBe(true)
    expect(sent.token).toBe(1)
  })

  it('never renews before the token endpoint’s Retry-After (HttpError.retryAfter, clamped to 60 s as for every call)', async () => {
    const emulator = createEmulator()
    const sent = { token: 0, other: 0 }
    const session = oauth({ clientId: DEMO_CLIENT_ID })
    createClient({ host: HOST, fetch: counting(sent)(emulator), retry: false, auth: session })
    await session.setTokens({
      ...(await emulatorVisitor(emulator)),
      accessToken: { value: 'x', expiresAt: 1 },
    })
    emulator.faults.add({ match: '/oauth2/token', status: 429, headers: { 'retry-after': '30' }, times: 2 })
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const start = Date.now()
    await expect(session.renewTokens()).rejects.toMatchObject({ status: 429, cause: { retryAfter: 30_000 } })
    for (const at of [1_000, 5_000, 10_000, 20_000, 29_000, 29_999]) {
      vi.setSystemTime(start + at)
      await expect(session.renewTokens()).rejects.toMatchObject({ status: 429 })
    }
    expect(sent.token).toBe(1)
    vi.setSystemTime(start + 30_001)
    await expect(session.renewTokens()).rejects.toMatchObject({ status: 429 })
    expect(sent.token).toBe(2)
    // A day-long Retry-After is clamped to 60 s, as for every other call.
    emulator.faults.add({
      match: '/oauth2/token',
      status: 429,
      headers: { 'retry-after': '86400' },
      times: 1,
    })
    vi.setSystemTime(start + 30_001 + 61_000)
    await expect(session.renewTokens()).rejects.toMatchObject({ status: 429, cause: { retryAfter: 60_000 } })
    expect(sent.token).toBe(3)
    vi.setSystemTime(Date.now() + 59_000)
    await expect(session.renewTokens()).rejects.toMatchObject({ status: 429 })
    expect(sent.token).toBe(3)
    vi.setSystemTime(Date.now() + 1_002)
    expect((await session.renewTokens()).accessToken.value).not.toBe('x')
    expect(sent.token).toBe(4)
  })
})

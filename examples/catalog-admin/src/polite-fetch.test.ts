import { describe, expect, it } from 'vitest'
import { MAX_RETRY_AFTER_MS, parseRetryAfter, politeFetch, RateGate } from './polite-fetch'

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2025-01-01T00:00:00Z')
    expect(parseRetryAfter('2', now)).toBe(2000)
    expect(parseRetryAfter('0.5', now)).toBe(500)
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:03 GMT', now)).toBe(3000)
    expect(parseRetryAfter('Tue, 31 Dec 2024 00:00:00 GMT', now)).toBe(0)
    for (const junk of ['-5', '', 'soon', '1e9x', null]) expect(parseRetryAfter(junk, now)).toBeUndefined()
  })
})

describe('politeFetch', () => {
  it('pauses every request after a 429 with Retry-After, clamped, and counts reads and writes', async () => {
    const gate = new RateGate()
    const counts = { reads: 0, writes: 0 }
    const answers = [
      new Response(null, { status: 429, headers: { 'retry-after': '0.2' } }),
      new Response('{}'),
    ]
    const sentAt: number[] = []
    const fetch = politeFetch(gate, counts, async () => {
      sentAt.push(Date.now())
      return answers.shift() ?? new Response('{}')
    })
    expect((await fetch('http://x/v1/products', { method: 'POST', body: '{}' })).status).toBe(429)
    await fetch('http://x/v1/products/query', { method: 'POST', body: '{}' })
    await fetch('http://x/v1/products/1')
    expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(190)
    expect(counts).toEqual({ reads: 2, writes: 1 })
    expect(gate.slowdowns).toBe(1)
  })

  it('never waits longer than the clamp, whatever the platform asks', async () => {
    const gate = new RateGate()
    const before = Date.now()
    gate.pause(10 * MAX_RETRY_AFTER_MS)
    // The gate's deadline is at most MAX_RETRY_AFTER_MS away: check without waiting for it.
    const waited = Promise.race([
      gate.wait().then(() => 'waited'),
      new Promise((r) => setTimeout(() => r('pending'), 20)),
    ])
    expect(await waited).toBe('pending')
    expect(MAX_RETRY_AFTER_MS).toBe(60_000)
    expect(Date.now() - before).toBeLessThan(MAX_RETRY_AFTER_MS)
  })
})

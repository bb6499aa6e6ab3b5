import { createClient } from '@vitrine/core'
import { describe, expect, it } from 'vitest'
import { MAX_RETRY_AFTER_MS, politeHooks, RateGate } from './rate-gate'

describe('politeHooks', () => {
  it('pauses every request of the run after a 429 with Retry-After, and counts reads and writes', async () => {
    const gate = new RateGate()
    const counts = { reads: 0, writes: 0 }
    const answers = [
      new Response('{}', { status: 429, headers: { 'retry-after': '0.2' } }),
      new Response('{}'),
    ]
    const sentAt: number[] = []
    const client = createClient({
      host: 'http://127.0.0.1:9',
      hooks: politeHooks(gate, counts),
      fetch: async () => {
        sentAt.push(Date.now())
        return answers.shift() ?? new Response('{}')
      },
    })
    const created = client.request({ method: 'POST', path: '/stores/v1/products', body: {} })
    await expect(created).rejects.toMatchObject({ status: 429, retryAfter: 200 })
    await client.request({ method: 'POST', path: '/stores/v1/products/query', body: {} })
    await client.request({ method: 'GET', path: '/stores/v1/products/1' })
    expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(190)
    expect(counts).toEqual({ reads: 2, writes: 1 })
    expect(gate.slowdowns).toBe(1)
  })

  it('pauses for a second after a 429 that names no Retry-After, and not at all for other errors', async () => {
    const gate = new RateGate()
    const statuses = [400, 500, 429]
    const client = createClient({
      host: 'http://127.0.0.1:9',
      hooks: politeHooks(gate, { reads: 0, writes: 0 }),
      retry: false,
      fetch: async () => new Response('{}', { status: statuses.shift() ?? 200 }),
    })
    for (const expected of [400, 500]) {
      await expect(client.request({ method: 'GET', path: '/x' })).rejects.toMatchObject({ status: expected })
      expect(gate.slowdowns).toBe(0)
    }
    const before = Date.now()
    await expect(client.request({ method: 'GET', path: '/x' })).rejects.toMatchObject({ status: 429 })
    expect(gate.slowdowns).toBe(1)
    await client.request({ method: 'GET', path: '/x' })
    expect(Date.now() - before).toBeGreaterThanOrEqual(990)
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

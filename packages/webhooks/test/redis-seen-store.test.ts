// @vitrine/webhooks/redis against a real redis-server (Debian's package), which this file starts
// on a free loopback port and stops. Where none can be found it is skipped with a message — but
// not on CI, where `pnpm test` installs it first (scripts/ensure-redis.mjs) and it must run.
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type RunningRedisServer,
  redisServerForTests,
  startRedisServer,
} from '../../../scripts/redis-server.mjs'
import { createWebhooks, type WebhookVerificationError } from '../src/index'
import { type RedisCommandClient, redisSeenStore } from '../src/redis'
import { cartCreatedPayload, envelope, type KeyPair, now, rsaKeys, sign } from './helpers'

const binary = redisServerForTests('the Redis seen-store tests')

describe.skipIf(!binary)('redisSeenStore on a real redis-server', () => {
  let server: RunningRedisServer
  let clients: { isOpen: boolean; close(): Promise<void> }[] = []
  let keys: KeyPair
  const connect = async () => {
    const client = createClient({ url: server.url })
    await client.connect()
    clients.push(client)
    return client
  }
  const inSeconds = (seconds: number): Date => new Date(Date.now() + seconds * 1000)
  let prefixes = 0
  /** A store under a prefix of its own, so that tests do not see each other's ids. */
  const store = async (client?: RedisCommandClient) => {
    const prefix = `test-${++prefixes}:`
    return { prefix, store: redisSeenStore({ client: client ?? (await connect()), prefix }) }
  }

  beforeAll(async () => {
    ;[server, keys] = await Promise.all([startRedisServer(binary), rsaKeys()])
  }, 30_000)
  afterAll(async () => {
    await Promise.all(clients.map((client) => (client.isOpen ? client.close() : undefined)))
    clients = []
    await server?.stop()
  })

  test('add answers true for a new id and false for a known one; delete forgets it', async () => {
    const { store: seen } = await store()
    expect(await seen.add('evt-1', inSeconds(60))).toBe(true)
    expect(await seen.add('evt-1', inSeconds(60))).toBe(false)
    await seen.delete('evt-1')
    expect(await seen.add('evt-1', inSeconds(60))).toBe(true)
  })

  test('an entry expires when the token does', async () => {
    const client = await connect()
    const { prefix, store: seen } = await store(client)
    await seen.add('evt-ttl', inSeconds(300))
    await seen.commit?.('evt-ttl', inSeconds(300))
    const ttl = await client.pTTL(`${prefix}evt-ttl`)
    expect(ttl).toBeGreaterThan(299_000)
    expect(ttl).toBeLessThanOrEqual(300_000)
    // A short one really goes: Redis drops it, and the id is new again.
    await seen.add('evt-short', new Date(Date.now() + 1200))
    await seen.commit?.('evt-short', new Date(Date.now() + 1200))
    expect(await seen.add('evt-short', new Date(Date.now() + 1200))).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 1300))
    expect(await client.exists(`${prefix}evt-short`)).toBe(0)
    expect(await seen.add('evt-short', inSeconds(60))).toBe(true)
  })

  test('a duplicate carried by a later token extends the expiry; an earlier one never shortens it', async () => {
    const client = await connect()
    const { prefix, store: seen } = await store(client)
    await seen.add('evt-2', inSeconds(60))
    await seen.commit?.('evt-2', inSeconds(60))
    expect(await seen.add('evt-2', inSeconds(600))).toBe(false)
    expect(await client.pTTL(`${prefix}evt-2`)).toBeGreaterThan(590_000)
    expect(await seen.add('evt-2', inSeconds(5))).toBe(false)
    expect(await client.pTTL(`${prefix}evt-2`)).toBeGreaterThan(590_000)
  })

  test('without an expiry an id is kept 7 days (the default maxExpiresIn); keys carry the prefix', async () => {
    const client = await connect()
    const seen = redisSeenStore({ client })
    await seen.add('evt-default')
    await seen.commit?.('evt-default')
    const ttl = await client.pTTL('vitrine:webhooks:seen:evt-default')
    expect(ttl).toBeGreaterThan(604_790_000)
    expect(ttl).toBeLessThanOrEqual(604_800_000)
  })

  test('while the handlers run the id is only reserved: if the process dies, it is free again after processingTimeout', async () => {
    const client = await connect()
    const prefix = `lease-${Date.now()}:`
    const seen = redisSeenStore({ client, prefix, processingTimeout: 500 })
    expect(await seen.add('evt-crash', inSeconds(300))).toBe(true)
    expect(await client.pTTL(`${prefix}evt-crash`)).toBeLessThanOrEqual(500)
    expect(await seen.add('evt-crash', inSeconds(300))).toBe(false) // a redelivery meanwhile
    // The process died: no commit, no delete. The reservation lapses; the retry is processed.
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(await seen.add('evt-crash', inSeconds(300))).toBe(true)
    // A duplicate never stretches a mere reservation to the token's lifetime.
    expect(await client.pTTL(`${prefix}evt-crash`)).toBeLessThanOrEqual(500)
  })

  test('a receiver that dies mid-handler does not lose the event: another instance processes the retry', async () => {
    const prefix = `crash-${Date.now()}:`
    const token = await sign(envelope('wix.ecom.v1.cart_created', cartCreatedPayload()), keys.privateKey)
    const post = () => new Request('http://localhost/webhooks', { method: 'POST', body: token })
    const dying = createWebhooks({
      publicKey: keys.pem,
      seenStore: redisSeenStore({ client: await connect(), prefix, processingTimeout: 400 }),
    })
    dying.on('wix.ecom.v1.cart_created', () => new Promise<void>(() => {})) // never finishes: the process is gone
    void dying.handler()(post())
    const survivor = createWebhooks({
      publicKey: keys.pem,
      seenStore: redisSeenStore({ client: await connect(), prefix, processingTimeout: 400 }),
      onError: () => {},
    })
    const processed: string[] = []
    survivor.on('wix.ecom.v1.cart_created', (event) => {
      processed.push(event.eventId)
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await survivor.handler()(post())).status).toBe(200) // a duplicate while the first runs
    expect(processed).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await survivor.handler()(post())).status).toBe(200) // the platform's retry
    expect(processed).toEqual(['evt-1'])
    expect((await survivor.handler()(post())).status).toBe(200) // and then a duplicate again
    expect(processed).toEqual(['evt-1'])
  })

  test('a processingTimeout that is not a positive whole number of milliseconds is refused', async () => {
    const client = await connect()
    for (const processingTimeout of [0, -1, 1.5, Number.NaN]) {
      expect(() => redisSeenStore({ client, processingTimeout })).toThrow(/processingTimeout/)
    }
  })

  test('100 concurrent adds of one id through 4 connections: exactly one is new', async () => {
    const connections = await Promise.all([connect(), connect(), connect(), connect()])
    const prefix = `race-${Date.now()}:`
    const stores = connections.map((client) => redisSeenStore({ client, prefix }))
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => stores[i % stores.length]!.add('evt-race', inSeconds(60))),
    )
    expect(answers.filter(Boolean)).toHaveLength(1)
  })

  test('two instances behind a load balancer: a delivery received by both is processed once', async () => {
    // Two verifiers, as two processes would have them: each its own Redis connection.
    const prefix = `lb-${Date.now()}:`
    const processed: string[] = []
    const reported: unknown[] = []
    const instances = await Promise.all(
      ['a', 'b'].map(async (name) => {
        const webhooks = createWebhooks({
          publicKey: keys.pem,
          seenStore: redisSeenStore({ client: await connect(), prefix }),
          onError: (error) => reported.push(error),
        })
        webhooks.on('wix.ecom.v1.cart_created', async (event) => {
          await new Promise((resolve) => setTimeout(resolve, 20))
          processed.push(`${name}:${event.eventId}`)
        })
        return webhooks
      }),
    )
    const token = await sign(envelope('wix.ecom.v1.cart_created', cartCreatedPayload()), keys.privateKey)
    const post = () => new Request('http://localhost/webhooks', { method: 'POST', body: token })
    const statuses = await Promise.all([
      ...instances.map((webhooks) =>
        webhooks
          .handler()(post())
          .then((r) => r.status),
      ),
      ...instances.map((webhooks) =>
        webhooks
          .handler()(post())
          .then((r) => r.status),
      ),
    ])
    expect(statuses).toEqual([200, 200, 200, 200])
    expect(processed).toHaveLength(1)
    expect(reported.map((e) => (e as WebhookVerificationError).code)).toEqual([
      'DUPLICATE',
      'DUPLICATE',
      'DUPLICATE',
    ])
  })

  test('the id is kept exactly as long as the token is accepted (exp + the clock tolerance)', async () => {
    const client = await connect()
    const prefix = `exp-${Date.now()}:`
    const webhooks = createWebhooks({
      publicKey: keys.pem,
      clockTolerance: 10,
      seenStore: redisSeenStore({ client, prefix }),
    })
    const exp = now() + 120
    await webhooks.process(
      await sign(envelope('wix.ecom.v1.cart_created', cartCreatedPayload()), keys.privateKey, {}, { exp }),
    )
    const ttl = await client.pTTL(`${prefix}evt-1`)
    const expected = (exp + 10) * 1000 - Date.now()
    expect(Math.abs(ttl - expected)).toBeLessThan(2000)
  })

  test('when a handler fails the id is forgotten, so that the platform retry is processed', async () => {
    const webhooks = createWebhooks({
      publicKey: keys.pem,
      seenStore: (await store()).store,
      onError: () => {},
    })
    let attempts = 0
    webhooks.on('wix.ecom.v1.cart_created', () => {
      attempts++
      if (attempts === 1) throw new Error('database down')
    })
    const token = await sign(envelope('wix.ecom.v1.cart_created', cartCreatedPayload()), keys.privateKey)
    const post = () => new Request('http://localhost/webhooks', { method: 'POST', body: token })
    expect((await webhooks.handler()(post())).status).toBe(500)
    expect((await webhooks.handler()(post())).status).toBe(200)
    expect((await webhooks.handler()(post())).status).toBe(200) // now a duplicate
    expect(attempts).toBe(2)
  })

  test('Redis unreachable: process() rejects with the client error, handler() answers 500 (retried later)', async () => {
    const client = await connect()
    const webhooks = createWebhooks({
      publicKey: keys.pem,
      seenStore: redisSeenStore({ client }),
      onError: () => {},
    })
    const handled: unknown[] = []
    webhooks.onAny((event) => {
      handled.push(event)
    })
    await client.close()
    const token = await sign(envelope('wix.ecom.v1.cart_created', cartCreatedPayload()), keys.privateKey)
    await expect(webhooks.process(token)).rejects.toThrow(/closed/i)
    const response = await webhooks.handler()(
      new Request('http://localhost/', { method: 'POST', body: token }),
    )
    expect(response.status).toBe(500)
    expect(handled).toEqual([])
  })
})

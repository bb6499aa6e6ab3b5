import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { AppStrategy, createClient } from '@wix/sdk'
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose'
import { afterEach, describe, expect, it } from 'vitest'
import {
  CATALOG_EVENTS,
  createEmulator,
  DEMO_APP_ID,
  DEMO_INSTANCE_ID,
  STORES_APP_ID,
  WEBHOOK_AUDIENCE,
  WEBHOOK_ISSUER,
} from '../src/index'
import { call, OWNER, visitorTokens } from './helpers'

const TOTE = '5eed0001-0000-4000-8000-000000000008'

/** A receiver over real HTTP that fails its first `failures` requests. */
async function receiver(failures = 0): Promise<{ url: string; bodies: string[]; close(): Promise<void> }> {
  const bodies: string[] = []
  let seen = 0
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      seen += 1
      if (seen <= failures) {
        response.writeHead(500).end()
        return
      }
      bodies.push(body)
      response.writeHead(200).end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

describe('webhooks', () => {
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup()
  })

  it('delivers RS256 JWTs with iss, aud, iat, exp, jti and the nested data, verifiable with the published key', async () => {
    const target = await receiver()
    cleanups.push(target.close)
    const emulator = createEmulator({ webhooks: { urls: [target.url] } })
    const tokens = await visitorTokens(emulator)
    await call(
      emulator,
      'POST',
      '/ecom/v1/carts/current/add-to-cart',
      { lineItems: [{ quantity: 1, catalogReference: { catalogItemId: TOTE, appId: STORES_APP_ID } }] },
      { authorization: tokens.access_token },
    )
    await emulator.webhooks.flush()
    expect(target.bodies).toHaveLength(1)
    const token = target.bodies[0] ?? ''
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'RS256', typ: 'JWT' })
    const pem = await (await emulator.fetch('http://127.0.0.1:4010/_emulator/webhook-public-key')).text()
    expect(pem).toMatch(/^-----BEGIN PUBLIC KEY-----/)
    const { payload } = await jwtVerify(token, await importSPKI(pem, 'RS256'), {
      algorithms: ['RS256'],
      issuer: WEBHOOK_ISSUER,
      audience: WEBHOOK_AUDIENCE,
    })
    expect(payload.jti).toEqual(expect.any(String))
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300)
    expect(typeof payload['data']).toBe('string')
    const envelope = JSON.parse(payload['data'] as string)
    expect(envelope).toMatchObject({ eventType: 'wix.ecom.v1.cart_created', instanceId: DEMO_INSTANCE_ID })
    expect(JSON.parse(envelope.identity)).toEqual({
      identityType: 'ANONYMOUS_VISITOR',
      anonymousVisitorId: expect.any(String),
    })
    const event = JSON.parse(envelope.data)
    expect(event).toMatchObject({
      id: payload.jti,
      entityFqdn: 'wix.ecom.v1.cart',
      slug: 'created',
      createdEvent: { entity: { lineItems: [{ quantity: 1 }] } },
    })
  })

  it('is processed by the official client (AppStrategy with the public key)', async () => {
    const tokens: string[] = []
    const emulator = createEmulator({
      webhooks: {
        urls: ['http://receiver.test/hook'],
        fetch: async (_url, init) => {
          tokens.push(String(init.body))
          return new Response('ok')
        },
      },
    })
    await call(
      emulator,
      'POST',
      '/stores/v1/products',
      { product: { name: 'Hat', productType: 'physical', priceData: { price: 10 } } },
      OWNER,
    )
    await emulator.webhooks.flush()
    const client = createClient({
      auth: AppStrategy({ appId: DEMO_APP_ID, publicKey: await emulator.webhooks.publicKeyPem() }),
    })
    const processed = await client.webhooks.process(tokens[0] ?? '', { expectedEvents: [] })
    expect(processed.eventType).toBe(CATALOG_EVENTS.productCreated)
    expect(processed.instanceId).toBe(DEMO_INSTANCE_ID)
    expect(processed.identity).toEqual({ identityType: 'APP', appId: DEMO_APP_ID })
    expect(processed.payload).toMatchObject({ name: 'Hat', slug: 'hat' })
  })

  it('retries failed deliveries, then gives up after the last attempt', async () => {
    const flaky = await receiver(2)
    cleanups.push(flaky.close)
    const emulator = createEmulator({ webhooks: { urls: [flaky.url], retryDelaysMs: [5], maxAttempts: 4 } })
    await call(emulator, 'POST', '/stores/v1/collections', { collection: { name: 'Winter' } }, OWNER)
    await emulator.webhooks.flush()
    expect(emulator.webhooks.deliveries()[0]).toMatchObject({
      status: 'delivered',
      attempts: 3,
      lastStatus: 200,
    })
    expect(flaky.bodies).toHaveLength(1)

    const dead = createEmulator({
      webhooks: { urls: ['http://127.0.0.1:9/nothing'], retryDelaysMs: [1], maxAttempts: 2 },
    })
    await call(dead, 'POST', '/stores/v1/collections', { collection: { name: 'Winter' } }, OWNER)
    await dead.webhooks.flush()
    expect(dead.webhooks.deliveries()[0]).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: expect.any(String),
    })
    expect(dead.stats().webhookDeliveries).toEqual({ attempts: 2, delivered: 0, failed: 1 })
  })

  it('emits catalogue events with their types and registers URLs at runtime', async () => {
    const received: string[] = []
    const emulator = createEmulator({
      webhooks: {
        fetch: async (_url, init) => {
          const envelope = JSON.parse(
            JSON.parse(Buffer.from(String(init.body).split('.')[1] ?? '', 'base64url').toString()).data,
          )
          received.push(envelope.eventType)
          return new Response(null, { status: 204 })
        },
      },
    })
    await call(emulator, 'POST', 'http://127.0.0.1:4010/_emulator/webhooks', {
      url: 'http://receiver.test/a',
    })
    const product = await call(
      emulator,
      'POST',
      '/stores/v1/products',
      {
        product: {
          name: 'Cup',
          productType: 'physical',
          priceData: { price: 3 },
          productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'L' }] }],
          manageVariants: true,
        },
      },
      OWNER,
    )
    const id = product.body.product.id
    await call(
      emulator,
      'PATCH',
      `/stores/v1/products/${id}/variants`,
      { variants: [{ choices: { Size: 'L' }, price: 4 }] },
      OWNER,
    )
    await call(emulator, 'DELETE', `/stores/v1/products/${id}`, undefined, OWNER)
    await emulator.webhooks.flush()
    // Deliveries run concurrently: like the platform, the emulator does not promise their order.
    expect(received.sort()).toEqual(
      [CATALOG_EVENTS.productCreated, CATALOG_EVENTS.productDeleted, CATALOG_EVENTS.variantsChanged].sort(),
    )
    expect(emulator.webhooks.urls()).toEqual(['http://receiver.test/a'])
  })
})

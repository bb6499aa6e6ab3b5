// End to end: the emulator (real HTTP, port 0) delivers signed events for an add-to-cart and a
// product creation — both made with plain fetch calls to its HTTP API — to the receiver, which
// verifies them with the emulator's public key and gets typed events; a replayed delivery is
// answered 200 and not processed again, also after a restart.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createEmulator,
  DEFAULT_VARIANT_ID,
  DEMO_API_KEY,
  DEMO_CLIENT_ID,
  DEMO_SITE_ID,
  type NodeEmulator as Emulator,
  type RunningServer,
  STORES_APP_ID,
  WEBHOOK_ISSUER,
} from '@vitrine/emulator/node'
import type { CartCreatedEvent, ProductCreatedEvent } from '@vitrine/webhooks'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createReceiver, type Receiver } from '../src/create-receiver'

let emulator: Emulator
let server: RunningServer
let receiver: Receiver
let logFile: string
const lines: string[] = []

beforeAll(async () => {
  emulator = createEmulator({ webhooks: { retryDelaysMs: [50] } })
  server = await emulator.listen(0)
  logFile = join(mkdtempSync(join(tmpdir(), 'webhook-receiver-')), 'processed-events.json')
  receiver = await createReceiver({
    emulatorUrl: server.url,
    logFile,
    port: 0,
    issuer: WEBHOOK_ISSUER,
    log: (line) => lines.push(line),
  })
  const registered = await fetch(`${server.url}/_emulator/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: receiver.url }),
  })
  expect(registered.status).toBe(200)
})

afterAll(async () => {
  await receiver?.close()
  await server?.close()
})

test('the emulator delivers a product creation and an add-to-cart as typed, verified events', async () => {
  const owner = {
    authorization: DEMO_API_KEY,
    'wix-site-id': DEMO_SITE_ID,
    'content-type': 'application/json',
  }
  const created = await fetch(`${server.url}/stores/v1/products`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({
      product: { name: 'Webhook Tee', productType: 'physical', priceData: { price: 19.5 } },
    }),
  })
  expect(created.status).toBe(200)
  const { product } = (await created.json()) as { product: { id: string } }

  const tokens = await fetch(`${server.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: 'anonymous' }),
  })
  const { access_token } = (await tokens.json()) as { access_token: string }
  const added = await fetch(`${server.url}/ecom/v1/carts/current/add-to-cart`, {
    method: 'POST',
    headers: { authorization: access_token, 'content-type': 'application/json' },
    body: JSON.stringify({
      lineItems: [
        {
          catalogReference: {
            catalogItemId: product.id,
            appId: STORES_APP_ID,
            options: { variantId: DEFAULT_VARIANT_ID },
          },
          quantity: 2,
        },
      ],
    }),
  })
  expect(added.status).toBe(200)

  await emulator.webhooks.flush()
  const deliveries = emulator.webhooks.deliveries()
  expect(deliveries.map((d) => [d.eventType, d.status, d.lastStatus])).toEqual([
    ['com.wix.ecommerce.catalog.api.v1.ProductCreated', 'delivered', 200],
    ['wix.ecom.v1.cart_created', 'delivered', 200],
  ])

  const productEvent = receiver.events.find(
    (e): e is ProductCreatedEvent => e.eventType === 'com.wix.ecommerce.catalog.api.v1.ProductCreated',
  )
  expect(productEvent?.data).toMatchObject({ productId: product.id, name: 'Webhook Tee' })
  expect(productEvent?.data.price?.price).toBe(19.5)
  expect(productEvent?.identity?.identityType).toBe('APP')

  const cartEvent = receiver.events.find(
    (e): e is CartCreatedEvent => e.eventType === 'wix.ecom.v1.cart_created',
  )
  expect(cartEvent).toBeDefined()
  expect(cartEvent!.eventId).toBe(deliveries[1]!.eventId)
  expect(cartEvent!.eventTime).toBeInstanceOf(Date)
  expect(cartEvent!.identity?.identityType).toBe('ANONYMOUS_VISITOR')
  expect(cartEvent!.entity.createdDate).toBeInstanceOf(Date)
  expect(cartEvent!.entity.lineItems?.[0]).toMatchObject({
    quantity: 2,
    catalogReference: { catalogItemId: product.id },
  })
  expect(cartEvent!.entityId).toBe(cartEvent!.entity.id)

  expect(lines.some((line) => line.startsWith(`product ${product.id} "Webhook Tee" created at 19.5`))).toBe(
    true,
  )
  expect(lines.some((line) => line.startsWith(`cart ${cartEvent!.entityId} created at`))).toBe(true)
  expect(JSON.parse(readFileSync(logFile, 'utf8'))).toEqual({ processed: deliveries.map((d) => d.eventId) })
})

test('a replayed delivery is answered 200 and not processed twice, also after a restart', async () => {
  const delivery = emulator.webhooks.deliveries().find((d) => d.eventType === 'wix.ecom.v1.cart_created')!
  const before = receiver.events.length
  const replay = await fetch(receiver.url, { method: 'POST', body: delivery.token })
  expect(replay.status).toBe(200)
  expect(receiver.events).toHaveLength(before)
  expect(lines).toContain(`replayed delivery of ${delivery.eventId} answered 200, not processed again`)

  const restarted = await createReceiver({ emulatorUrl: server.url, logFile, port: 0, log: () => {} })
  try {
    expect((await fetch(restarted.url, { method: 'POST', body: delivery.token })).status).toBe(200)
    expect(restarted.events).toEqual([])
  } finally {
    await restarted.close()
  }
})

test('a forged or malformed delivery is refused without details', async () => {
  const garbage = await fetch(receiver.url, { method: 'POST', body: 'not-a-jwt' })
  expect(garbage.status).toBe(400)
  expect(await garbage.text()).toBe('')
  const token = emulator.webhooks.deliveries()[0]!.token
  const tampered = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`
  expect((await fetch(receiver.url, { method: 'POST', body: tampered })).status).toBe(401)
})

test('log forging: a signed product name with a line feed is logged on one line, escaped', async () => {
  const forged = 'Tee\ncart 4242 created at 2025-01-01T00:00:00.000Z with 1 line(s)'
  const created = await fetch(`${server.url}/stores/v1/products`, {
    method: 'POST',
    headers: { authorization: DEMO_API_KEY, 'wix-site-id': DEMO_SITE_ID, 'content-type': 'application/json' },
    body: JSON.stringify({ product: { name: forged, productType: 'physical', priceData: { price: 1 } } }),
  })
  expect(created.status).toBe(200)
  await emulator.webhooks.flush()
  expect(lines.some((line) => line.includes('"Tee\\ncart 4242 created at'))).toBe(true)
  expect(lines.filter((line) => /[\r\n]/.test(line))).toEqual([])
})

test('log forging: an unsigned token with a forged `crit` header name is refused on one line', async () => {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const name = 'x"\ncart 4242 created at 2025-01-01T00:00:00.000Z with 1 line(s)'
  const token = `${b64({ alg: 'RS256', crit: [name], [name]: 1 })}.${b64({ data: '{}' })}.AAAA`
  const answer = await fetch(receiver.url, { method: 'POST', body: token })
  expect(answer.status).toBe(400)
  const refused = lines.filter((line) => line.startsWith('delivery refused: '))
  expect(refused.at(-1)).toContain('\\ncart 4242')
  expect(lines.filter((line) => /[\r\n]/.test(line))).toEqual([])
})
